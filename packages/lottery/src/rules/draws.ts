import { LotteryError } from '../errors.js';
import type { ZodiacMap } from '../zodiac.js';
import type { Mark6Draw, Pick3Draw } from './types.js';

/** A checked Mark Six draw: six regular numbers and a special, all distinct, 1-49. */
export function mark6Draw(numbers: readonly number[], special: number, zodiac: ZodiacMap): Mark6Draw {
  const all = [...numbers, special];
  if (numbers.length !== 6 || all.some((n) => !Number.isInteger(n) || n < 1 || n > 49) || new Set(all).size !== 7) {
    throw new LotteryError('BAD_DRAW', `a Mark Six draw is 6 regular numbers and a special, all distinct, 1-49: got ${numbers.join(',')} + ${special}`);
  }
  return { game: 'MARK6', numbers: [...numbers], special, zodiac };
}

/** A checked pick-3 draw from its three digits ("042"). */
export function pick3Draw(result: string): Pick3Draw {
  if (!/^\d{3}$/.test(result)) throw new LotteryError('BAD_DRAW', `a pick-3 result is three digits, got "${result}"`);
  return { game: 'PICK3', digits: [...result].map(Number) };
}
