import { describe, expect, it } from 'vitest';
import { listIn, someNamed } from './say.js';

describe('lists in words', () => {
  it.each([
    { items: ['a', 'b', 'c'], locale: 'zh-CN', text: 'a、b、c' },
    { items: ['a', 'b', 'c'], locale: 'en-US', text: 'a, b, c' },
    { items: ['a'], locale: 'zh-CN', text: 'a' },
    { items: [], locale: 'en-US', text: '' },
  ] as const)('joins $items in $locale as "$text"', ({ items, locale, text }) => {
    expect(listIn(items, locale)).toBe(text);
  });

  it.each([
    { items: ['a', 'b'], max: 2, more: 'list.moreLines', locale: 'zh-CN', text: 'a、b' },
    { items: ['a', 'b', 'c', 'd'], max: 2, more: 'list.moreLines', locale: 'zh-CN', text: 'a、b 等 4 笔' },
    { items: ['a', 'b', 'c', 'd'], max: 2, more: 'list.moreItems', locale: 'zh-CN', text: 'a、b 等 4 个' },
    { items: ['a', 'b', 'c', 'd'], max: 2, more: 'list.moreLines', locale: 'en-US', text: 'a, b … (4 in all)' },
    { items: ['a', 'b', 'c'], max: 3, more: 'list.moreItems', locale: 'en-US', text: 'a, b, c' },
  ] as const)('names $max of $items ($more, $locale)', ({ items, max, more, locale, text }) => {
    expect(someNamed(items, max, more, locale)).toBe(text);
  });
});
