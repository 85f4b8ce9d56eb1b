import { describe, expect, it } from 'vitest';
import { changesOf, valueText } from './audit-diff.js';

describe('changesOf', () => {
  it('an update: the fields that differ, in order, and the rest unchanged', () => {
    const before = { code: 'A1', shareBp: 3000, tags: ['x'], remark: '' };
    const after = { code: 'A1', shareBp: 5000, tags: ['x', 'y'], remark: '' };
    expect(changesOf(before, after)).toEqual({
      changed: [
        { field: 'shareBp', before: 3000, after: 5000 },
        { field: 'tags', before: ['x'], after: ['x', 'y'] },
      ],
      unchanged: { code: 'A1', remark: '' },
    });
  });
  it('a creation: every field is new', () => {
    expect(changesOf(null, { code: 'A1' })).toEqual({ changed: [{ field: 'code', before: undefined, after: 'A1' }], unchanged: {} });
  });
  it('a removal: every field is gone', () => {
    expect(changesOf({ code: 'A1' }, undefined)).toEqual({ changed: [{ field: 'code', before: 'A1', after: undefined }], unchanged: {} });
  });
  it('a field only on one side counts as changed, even when null', () => {
    expect(changesOf({ a: null }, { b: null })?.changed.map((c) => c.field)).toEqual(['a', 'b']);
  });
  it('nothing logged: no changes', () => {
    expect(changesOf(null, null)).toEqual({ changed: [], unchanged: {} });
  });
  it.each([
    [[1], [2]],
    ['text', { a: 1 }],
    [{ a: 1 }, 5],
  ])('%j -> %j is not field by field', (before, after) => {
    expect(changesOf(before, after)).toBeNull();
  });
});

describe('valueText', () => {
  it.each([
    [undefined, '-'],
    [null, 'null'],
    ['', '""'],
    [3000, '3000'],
    [{ a: [1] }, '{\n  "a": [\n    1\n  ]\n}'],
  ])('%j reads %j', (value, text) => {
    expect(valueText(value)).toBe(text);
  });
});
