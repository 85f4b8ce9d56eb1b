import { describe, expect, it } from 'vitest';
import { parseChineseNumeral } from './chinese-numerals.js';

describe('parseChineseNumeral', () => {
  it.each([
    ['五', 5], ['十', 10], ['十五', 15], ['二十', 20], ['两百', 200], ['一百零五', 105], ['三百五', 350],
    ['一千二', 1200], ['一千零二', 1002], ['两万', 20_000], ['两万五', 25_000], ['一万二千', 12_000],
    ['壹佰', 100], ['伍拾', 50], ['九十九', 99], ['一千二百三十四', 1234],
    ['廿', 20], ['廿五', 25], ['卅', 30], ['一百廿', 120],
  ])('%s = %d', (text, value) => {
    expect(parseChineseNumeral(text)).toBe(value);
  });

  it.each(['一二', '零', '百十', '十百', 'a', ''])('%s is not an amount', (text) => {
    expect(parseChineseNumeral(text)).toBeNull();
  });
});
