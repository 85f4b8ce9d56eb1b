import type { Rule } from './rules.js';

const YUAN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A yuan amount typed by an operator, as integer fen, or null when it is not one: digits with at most
 * two decimals, never through floating point (0.29 yuan is exactly 29 fen).
 */
export function parseYuan(text: string): number | null {
  const match = YUAN.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Fen as the text of a yuan input: `12345` -> `123.45`, `100` -> `1`. */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const cents = abs % 100;
  const whole = `${sign}${Math.floor(abs / 100)}`;
  return cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** A yuan field: a valid amount between the limits (in fen). */
export const yuanBetween =
  ({ min, max }: { min: number; max: number }): Rule =>
  (value) => {
    const fen = parseYuan(value);
    if (fen === null) return { key: 'rule.yuan' };
    return fen < min || fen > max ? { key: 'rule.yuanRange', values: { min: min / 100, max: max / 100 } } : undefined;
  };
