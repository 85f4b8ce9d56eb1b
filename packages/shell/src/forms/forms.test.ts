import { describe, expect, it } from 'vitest';
import { optionsOf } from './options.js';
import { all, lengthBetween, matches, maxLength, required, trimmed } from './rules.js';
import { parseYuan, yuanBetween, yuanText } from './yuan.js';

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
