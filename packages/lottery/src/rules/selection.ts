import { LotteryError } from '../errors.js';
import type { ZodiacMap } from '../zodiac.js';
import type { OutcomeContext } from './types.js';

const DIGITS = /^\d{1,3}$/;

/** A whole number written in digits (leading zeros allowed) inside [min, max]. */
export function parseWhole(raw: string, min: number, max: number, what: string): number {
  const text = raw.trim();
  const value = DIGITS.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new LotteryError('BAD_SELECTION', `"${raw}" is not ${what} (${min}-${max})`);
  }
  return value;
}

/** One of a fixed list of codes, case-insensitive. */
export function parseChoice<T extends string>(raw: string, choices: readonly T[], what: string): T {
  const code = raw.trim().toUpperCase();
  const found = choices.find((c) => c === code);
  if (!found) throw new LotteryError('BAD_SELECTION', `"${raw}" is not ${what} (${choices.join(' ')})`);
  return found;
}

export const span = (min: number, max: number): number[] =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

export function requireZodiac(context: OutcomeContext): ZodiacMap {
  if (!context.zodiac) throw new LotteryError('NO_ZODIAC', 'this play needs the zodiac map of the draw (give a draw date)');
  return context.zodiac;
}
