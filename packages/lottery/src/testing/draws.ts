import { mark6Draw, pick3Draw } from '../rules/draws.js';
import type { Draw } from '../rules/types.js';
import type { ZodiacMap } from '../zodiac.js';

/**
 * A full draw whose single outcome is `outcome` (MARK6: special = outcome + 1,
 * with `shift` choosing which six other numbers are regular).
 */
export function drawForOutcome(game: 'MARK6' | 'PICK3', outcome: number, zodiac: ZodiacMap, shift = 0): Draw {
  if (game === 'PICK3') return pick3Draw(String(outcome).padStart(3, '0'));
  const special = outcome + 1;
  const numbers: number[] = [];
  for (let n = 1 + shift; numbers.length < 6; n++) {
    const wrapped = ((n - 1) % 49) + 1;
    if (wrapped !== special) numbers.push(wrapped);
  }
  return mark6Draw(numbers, special, zodiac);
}
