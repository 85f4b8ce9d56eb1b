import { describe, expect, it } from 'vitest';
import { optionsOf } from './options.js';
import { all, lengthBetween, matches, maxLength, required, trimmed } from './rules.js';
import { decimalText, parseDecimal } from './decimal.js';
import { parseYuan, yuanBetween, yuanText } from './yuan.js';

describe('parseDecimal', () => {
  it.each([
    ['30', 2, 3000],
    ['12.5', 2, 1250],
    ['0.29', 2, 29],
    ['0.01', 2, 1],
    ['100', 2, 10000],
    ['2.5', 4, 25000],
    ['1.0001', 4, 10001],
    ['7', 0, 7],
    [' 8.05 ', 2, 805],
    ['7.5', 0, null],
    ['12.345', 2, null],
    ['1.', 2, null],
    ['.5', 2, null],
    ['-1', 2, null],
    ['1e2', 2, null],
    ['', 2, null],
    ['90071992547409.92', 2, null],
  ])('%j at %i places is %j', (text, places, scaled) => {
    expect(parseDecimal(text, places)).toBe(scaled);
  });
  it('round-trips through its text: no float drift', () => {
    for (let bp = 0; bp <= 10000; bp += 1) expect(parseDecimal(decimalText(bp, 2), 2)).toBe(bp);
  });
});

describe('decimalText', () => {
  it.each([
    [3000, 2, '30'],
    [1250, 2, '12.5'],
    [1205, 2, '12.05'],
    [1, 2, '0.01'],
    [0, 2, '0'],
    [-5, 2, '-0.05'],
    [25000, 4, '2.5'],
    [7, 0, '7'],
  ])('%i at %i places reads %s', (value, places, text) => {
    expect(decimalText(value, places)).toBe(text);
  });
});

describe('parseYuan', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['0.29', 29],
    ['0.3', 30],
    ['123.45', 12345],
    [' 7.5 ', 750],
    ['100000000', 10_000_000_000],
    ['', null],
    ['1.234', null],
    ['-1', null],
    ['1e3', null],
    ['1,000', null],
    ['.5', null],
    ['abc', null],
  ])('%j is %j fen', (text, fen) => {
    expect(parseYuan(text)).toBe(fen);
  });
  it('round-trips every fen amount through its text', () => {
    for (const fen of [0, 1, 9, 10, 29, 99, 100, 101, 12345, 10_000_000_000]) expect(parseYuan(yuanText(fen))).toBe(fen);
  });
});

describe('yuanText', () => {
  it.each([
    [0, '0'],
    [5, '0.05'],
    [50, '0.5'],
    [100, '1'],
    [12345, '123.45'],
    [-250, '-2.5'],
  ])('%i fen reads %s', (fen, text) => {
    expect(yuanText(fen)).toBe(text);
  });
});

describe('field rules', () => {
  it.each([
    [required, '', 'rule.required'],
    [required, 'x', undefined],
    [lengthBetween({ min: 3, max: 5 }), 'ab', 'rule.length'],
    [lengthBetween({ min: 3, max: 5 }), '', 'rule.required'],
    [lengthBetween({ min: 0, max: 5 }), '', undefined],
    [lengthBetween({ min: 1, max: 2 }), '中文', undefined],
    [maxLength(2), '中文字', 'rule.maxLength'],
    [matches('^[a-z]+$', 'rule.code'), 'A1', 'rule.code'],
    [matches('^[a-z]+$', 'rule.code'), '', undefined],
    [all(required, matches('^[a-z]+$', 'rule.code')), '', 'rule.required'],
    [yuanBetween({ min: 0, max: 1000 }), '10.001', 'rule.yuan'],
    [yuanBetween({ min: 0, max: 1000 }), '10.01', 'rule.yuanRange'],
    [yuanBetween({ min: 0, max: 1000 }), '9.99', undefined],
  ])('rule %#: %j breaks %j', (rule, value, key) => {
    expect(rule(value)?.key).toBe(key);
  });
  it('trims optional text to null', () => {
    expect(trimmed('  ')).toBeNull();
    expect(trimmed(' a ')).toBe('a');
    expect(trimmed(undefined)).toBeNull();
  });
});

describe('optionsOf', () => {
  it('lists every value in order with its translated label', () => {
    const labels = { active: 'status.active', disabled: 'status.disabled' };
    expect(optionsOf(labels, (key) => `<${key}>`)).toEqual([
      { value: 'active', label: '<status.active>' },
      { value: 'disabled', label: '<status.disabled>' },
    ]);
  });
});
