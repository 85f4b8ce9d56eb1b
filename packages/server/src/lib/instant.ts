import { invalid } from './errors.js';

/**
 * A date-time that passed the schema, as a Date. The RFC 3339 format also admits a leap second
 * (23:59:60) and year 0000, which JavaScript or PostgreSQL refuse: those are a 400, never a 500.
 */
export function instantOf(field: string, text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) throw invalid(field, 'time.unusable');
  return date;
}
