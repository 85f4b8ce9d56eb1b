import { describe, expect, it } from 'vitest';
import { resources } from './locale.js';

describe('translations', () => {
  const zh = resources['zh-CN']!;
  const en = resources['en-US']!;

  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect([...Object.values(zh), ...Object.values(en)].every((text) => String(text).trim() !== '')).toBe(true);
  });
});
