import { describe, expect, it } from 'vitest';
import { toSafeInteger } from './columns.js';

describe('toSafeInteger (bigint money and ids from pg)', () => {
  it.each([
    ['0', 0],
    ['-125050', -125050],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
    [42, 42],
  ])('%j -> %j', (input, output) => expect(toSafeInteger(input)).toBe(output));

  it.each(['9007199254740992', '-9007199254740993', '1.5', 'abc'])('refuses %j instead of losing fen', (input) => {
    expect(() => toSafeInteger(input)).toThrow(RangeError);
  });
});
