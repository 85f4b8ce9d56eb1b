import { formatDateTime } from '@drawdesk/shell';

/** A time as a `datetime-local` input holds it, in the viewer's zone, to the second. */
export const localInput = (iso: string) => formatDateTime(iso).replace(' ', 'T');

/** What a `datetime-local` input holds, as the instant the server takes; empty when it is not a time. */
export function instantOfInput(value: string | undefined): string {
  const time = Date.parse(value ?? '');
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}
