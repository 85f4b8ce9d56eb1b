import { describe, expect, it } from 'vitest';
import { regionNames, regionPath, regionPrefix, regionTree } from './region-tree.js';

const divisions = [
  { code: '44', name: '广东省', children: [{ code: '4403', name: '深圳市', children: [{ code: '440305', name: '南山区' }] }, { code: '4419', name: '东莞市', children: [] }] },
];

describe('regions', () => {
  it('turns the dataset into 6-digit codes with their names', () => {
    const tree = regionTree(divisions);
    expect(tree[0]).toMatchObject({ value: '440000', label: '广东省' });
    expect(tree[0]!.children![1]).toEqual({ value: '441900', label: '东莞市' });
    const names = regionNames(tree);
    expect(names.get('440305')).toEqual(['广东省', '深圳市', '南山区']);
    expect(names.get('440300')).toEqual(['广东省', '深圳市']);
    expect(names.has('440000')).toBe(true);
  });
  it.each([
    ['440000', ['440000'], '44'],
    ['440300', ['440000', '440300'], '4403'],
    ['440305', ['440000', '440300', '440305'], '440305'],
  ])('%s: its path and what a filter by it matches', (code, path, prefix) => {
    expect(regionPath(code)).toEqual(path);
    expect(regionPrefix(code)).toBe(prefix);
  });
});
