import { describe, expect, it } from 'vitest';
import { durationText } from './durations.js';

describe('a settlement run took', () => {
  it.each([
    [0, '0 ms'],
    [850, '850 ms'],
    [1000, '1.0 s'],
    [1249, '1.2 s'],
    [59_940, '59.9 s'],
    [125_000, '2 min 5 s'],
  ])('%i ms -> %s', (ms, text) => expect(durationText(ms)).toBe(text));
});
