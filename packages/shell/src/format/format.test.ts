import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate } from './money.js';
import { formatDateTime } from './date.js';

describe('formatMoney', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [-5, '-¥0.05'],
    [123450, '¥1,234.50'],
    [-123450, '-¥1,234.50'],
    [100000000, '¥1,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '¥90,071,992,547,409.91'],
  ])('%d fen -> %s', (fen, text) => expect(formatMoney(fen)).toBe(text));

  it.each([0.5, Number.NaN, 2 ** 60])('refuses %d', (fen) => expect(() => formatMoney(fen)).toThrow(RangeError));
});

describe('formatRate', () => {
  it.each([
    [1300, '13%'],
    [1250, '12.5%'],
    [1205, '12.05%'],
    [0, '0%'],
    [10000, '100%'],
    [-50, '-0.5%'],
  ])('%d bp -> %s', (bp, text) => expect(formatRate(bp)).toBe(text));
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-21T12:05:03.000Z', 480, '2026-11-21 20:05:03'],
    ['2026-12-31T20:00:00Z', 480, '2027-01-01 04:00:00'],
    ['2026-11-21T12:05:03Z', 0, '2026-11-21 12:05:03'],
    [null, 0, '-'],
    ['not a date', 0, '-'],
  ])('%s at UTC%+d min -> %s', (iso, offset, text) => expect(formatDateTime(iso, offset)).toBe(text));
});
