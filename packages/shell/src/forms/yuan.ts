import { decimalText, parseDecimal } from './decimal.js';
import type { Rule } from './rules.js';

/**
 * A yuan amount typed by an operator, as integer fen, or null when it is not one: digits with at most
 * two decimals, never through floating point (0.29 yuan is exactly 29 fen).
 */
export const parseYuan = (text: string): number | null => parseDecimal(text, 2);

/** Fen as the text of a yuan input: `12345` -> `123.45`, `100` -> `1`. */
export const yuanText = (fen: number): string => decimalText(fen, 2);

/** A yuan field: a valid amount between the limits (in fen). */
export const yuanBetween =
  ({ min, max }: { min: number; max: number }): Rule =>
  (value) => {
    const fen = parseYuan(value);
    if (fen === null) return { key: 'rule.yuan' };
    return fen < min || fen > max ? { key: 'rule.yuanRange', values: { min: min / 100, max: max / 100 } } : undefined;
  };
