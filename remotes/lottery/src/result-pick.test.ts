import { describe, expect, it } from 'vitest';
import { addNumber, digitsOf, EMPTY_PICK, mark6Entry, pick3Entry, removeNumber, typedNumber, type Mark6Pick, type Pick3Digits } from './result-pick.js';

const six: Mark6Pick = { numbers: [1, 2, 3, 4, 5, 6], special: null };
const full: Mark6Pick = { ...six, special: 49 };

describe('addNumber', () => {
  it.each([
    ['the first number goes to the regular ones', EMPTY_PICK, 12, { ok: true, pick: { numbers: [12], special: null } }],
    ['the seventh number is the special', six, 49, { ok: true, pick: full }],
    ['1 and 49 are in range', { numbers: [1], special: null }, 49, { ok: true, pick: { numbers: [1, 49], special: null } }],
    ['a regular number twice', { numbers: [12], special: null }, 12, { ok: false, refusal: 'duplicate' }],
    ['the special again as regular', { numbers: [1], special: 7 }, 7, { ok: false, refusal: 'duplicate' }],
    ['a regular number as the special', six, 3, { ok: false, refusal: 'duplicate' }],
    ['0', EMPTY_PICK, 0, { ok: false, refusal: 'outOfRange' }],
    ['50', EMPTY_PICK, 50, { ok: false, refusal: 'outOfRange' }],
    ['a fraction', EMPTY_PICK, 1.5, { ok: false, refusal: 'notNumber' }],
    ['not a number', EMPTY_PICK, Number.NaN, { ok: false, refusal: 'notNumber' }],
    ['an eighth number', full, 20, { ok: false, refusal: 'full' }],
  ] as const)('%s', (_case, pick, value, expected) => {
    expect(addNumber(pick, value)).toEqual(expected);
  });
});

describe('typedNumber', () => {
  it.each([
    ['7', 7],
    [' 07 ', 7],
    ['49', 49],
    ['', Number.NaN],
    ['7a', Number.NaN],
    ['-1', Number.NaN],
    ['1.5', Number.NaN],
  ])('"%s" is %s', (text, value) => {
    expect(typedNumber(text)).toBe(value);
  });
});

describe('removeNumber and mark6Entry', () => {
  it('takes out a regular number or the special; the entry exists only when all seven are picked', () => {
    expect(removeNumber(full, 3)).toEqual({ numbers: [1, 2, 4, 5, 6], special: 49 });
    expect(removeNumber(full, 49)).toEqual(six);
    expect(mark6Entry(full)).toEqual({ numbers: [1, 2, 3, 4, 5, 6], special: 49 });
    expect(mark6Entry(six)).toBeNull();
    expect(mark6Entry(removeNumber(full, 3))).toBeNull();
  });
});

describe('pick3Entry', () => {
  it.each<[string, Pick3Digits, { numbers: number[] } | null]>([
    ['three digits', [0, 9, 5], { numbers: [0, 9, 5] }],
    ['a digit repeated', [7, 7, 7], { numbers: [7, 7, 7] }],
    ['one missing', [1, null, 3], null],
    ['out of range', [1, 10, 3], null],
    ['negative', [-1, 0, 3], null],
  ])('%s', (_case, digits, expected) => {
    expect(pick3Entry(digits)).toEqual(expected);
  });

  it('starts a correction from the stored digits', () => {
    expect(digitsOf([4, 0, 4])).toEqual([4, 0, 4]);
  });
});
