import { DRAW_RULES } from '@drawdesk/contracts';

/** A Mark Six result being picked: up to six regular numbers in the order picked, then the special. */
export type Mark6Pick = { readonly numbers: readonly number[]; readonly special: number | null };
export const EMPTY_PICK: Mark6Pick = { numbers: [], special: null };

/** Why the picker refuses a number (translated as `lottery.pick.<reason>`). */
export type Refusal = 'notNumber' | 'outOfRange' | 'duplicate' | 'full';
export type Picked = { ok: true; pick: Mark6Pick } | { ok: false; refusal: Refusal };

const { count, min, max } = DRAW_RULES.mark6;

/**
 * Adds a number the operator clicked or typed (docs/domain/games.md#mark-six-mark6-六合彩: six distinct regular numbers and a distinct
 * special, 1-49): it fills the regular numbers first, then the special. The server checks the same again;
 * the picker refuses before anything is sent.
 */
export function addNumber(pick: Mark6Pick, value: number): Picked {
  if (!Number.isInteger(value)) return { ok: false, refusal: 'notNumber' };
  if (value < min || value > max) return { ok: false, refusal: 'outOfRange' };
  if (pick.numbers.includes(value) || pick.special === value) return { ok: false, refusal: 'duplicate' };
  if (pick.numbers.length < count) return { ok: true, pick: { ...pick, numbers: [...pick.numbers, value] } };
  if (pick.special === null) return { ok: true, pick: { ...pick, special: value } };
  return { ok: false, refusal: 'full' };
}

/** A number as typed: digits only (`07` is 7), anything else is not a number. */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Takes a picked number out again (regular or special). */
export function removeNumber(pick: Mark6Pick, value: number): Mark6Pick {
  return { numbers: pick.numbers.filter((n) => n !== value), special: pick.special === value ? null : pick.special };
}

/** The result to send, once six regular numbers and the special are picked; null before. */
export function mark6Entry(pick: Mark6Pick): { numbers: number[]; special: number } | null {
  return pick.numbers.length === count && pick.special !== null ? { numbers: [...pick.numbers], special: pick.special } : null;
}

/** A pick-3 result: hundreds, tens, units, each a digit 0-9 or not chosen yet. */
export type Pick3Digits = readonly [number | null, number | null, number | null];
export const NO_DIGITS: Pick3Digits = [null, null, null];

/** A stored result's digits, to start a correction from. */
export const digitsOf = (numbers: readonly number[]): Pick3Digits => [numbers[0] ?? null, numbers[1] ?? null, numbers[2] ?? null];

/** The three digits to send once each is a digit 0-9; null before. */
export function pick3Entry(digits: Pick3Digits): { numbers: number[] } | null {
  const { min: low, max: high } = DRAW_RULES.pick3;
  return digits.every((d): d is number => d !== null && Number.isInteger(d) && d >= low && d <= high) ? { numbers: [...digits] } : null;
}
