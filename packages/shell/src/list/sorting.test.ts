import { describe, expect, it } from 'vitest';
import { sortOrderOf, sortingOf } from './sorting.js';

const SORTABLE = ['code', 'name'] as const;

describe('sortingOf (a header click -> the query)', () => {
  it.each([
    [{ dataIndex: 'code', sortOrder: 'ascend' }, { sort: 'code', order: 'asc' }],
    [{ dataIndex: 'name', sortOrder: 'descend' }, { sort: 'name', order: 'desc' }],
    [{ dataIndex: 'name', sortOrder: false }, { sort: undefined, order: undefined }],
    [{ dataIndex: 'name', sortOrder: true }, { sort: undefined, order: undefined }],
    [{ dataIndex: 'phone', sortOrder: 'ascend' }, { sort: undefined, order: undefined }],
    [undefined, { sort: undefined, order: undefined }],
  ])('%j gives %j', (sorter, expected) => {
    expect(sortingOf(sorter, SORTABLE)).toEqual(expected);
  });
});

describe('sortOrderOf (the query -> a header)', () => {
  it.each([
    [{ sort: 'code', order: 'asc' }, 'code', 'ascend'],
    [{ sort: 'code', order: 'desc' }, 'code', 'descend'],
    [{ sort: 'code', order: 'desc' }, 'name', false],
    [{}, 'code', false],
  ] as const)('%j shows %s as %s', (query, column, expected) => {
    expect(sortOrderOf(query, column)).toBe(expected);
  });
});
