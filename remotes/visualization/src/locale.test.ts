import { describe, expect, it } from 'vitest';
import { resources } from './locale.js';

describe('translations', () => {
  it('have the same keys in both languages, none empty', () => {
    const zh = resources['zh-CN']!;
    const en = resources['en-US']!;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect([...Object.values(zh), ...Object.values(en)].every((text) => String(text).trim() !== '')).toBe(true);
  });
});
