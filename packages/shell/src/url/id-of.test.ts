import { describe, expect, it } from 'vitest';
import { idOf } from './id-of.js';

describe('idOf: the id a URL names', () => {
  it.each([
    ['7', 7],
    ['1', 1],
    ['2026123', 2026123],
    ['9007199254740991', 9007199254740991],
    [null, null],
    ['', null],
    ['0', null],
    ['007', null],
    ['-3', null],
    ['+3', null],
    [' 7', null],
    ['7 ', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
    ['9007199254740992', null],
    ['12345678901234567', null],
  ])('%j is %j', (text, id) => {
    expect(idOf(text)).toBe(id);
  });
});
