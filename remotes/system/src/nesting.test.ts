import { describe, expect, it } from 'vitest';
import { nestByParent } from './nesting.js';

const row = (id: number, parentId: number | null) => ({ id, parentId });
const shape = (nodes: ReturnType<typeof nestByParent<{ id: number; parentId: number | null }>>): unknown =>
  nodes.map((node) => [node.id, shape(node.children)]);

describe('nestByParent', () => {
  it('nests depth-first rows under their parents, keeping their order', () => {
    const rows = [row(1, null), row(3, 1), row(5, 3), row(2, 1), row(4, null)];
    expect(shape(nestByParent(rows))).toEqual([
      [1, [[3, [[5, []]]], [2, []]]],
      [4, []],
    ]);
  });
  it('keeps a row whose parent is missing, as a root', () => {
    expect(shape(nestByParent([row(7, 99), row(8, 7)]))).toEqual([[7, [[8, []]]]]);
  });
  it('nests rows that come before their parent', () => {
    expect(shape(nestByParent([row(2, 1), row(1, null)]))).toEqual([[1, [[2, []]]]]);
  });
});
