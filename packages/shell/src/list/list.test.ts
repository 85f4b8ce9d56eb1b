import { describe, expect, it } from 'vitest';
import { exportFileName, exportQueryOf } from './export-query.js';
import { defaultView, moved, storageKeyOf, toggled, viewOf } from './view-settings.js';

const KEYS = ['code', 'name', 'phone', 'actions'];

describe('list view settings', () => {
  it.each([
    ['nothing stored', null, defaultView(KEYS)],
    ['unreadable', '{not json', defaultView(KEYS)],
    ['a stored view', JSON.stringify({ density: 'small', order: ['name', 'code', 'phone', 'actions'], hidden: ['phone'] }), { density: 'small', order: ['name', 'code', 'phone', 'actions'], hidden: ['phone'] }],
    ['an unknown density and removed columns', JSON.stringify({ density: 'huge', order: ['gone', 'phone', 'code'], hidden: ['gone', 'code'] }), { density: 'small', order: ['phone', 'actions', 'code', 'name'], hidden: ['code'] }],
    ['a new column after the one it follows', JSON.stringify({ order: ['actions', 'code', 'phone'] }), { density: 'small', order: ['actions', 'code', 'name', 'phone'], hidden: [] }],
    ['a new first column', JSON.stringify({ order: ['name', 'phone', 'actions'] }), { density: 'small', order: ['code', 'name', 'phone', 'actions'], hidden: [] }],
    ['not arrays', JSON.stringify({ order: 'code', hidden: 3 }), defaultView(KEYS)],
  ])('%s', (_, stored, view) => {
    expect(viewOf(stored, KEYS)).toEqual(view);
  });

  it.each([
    ['name', -1, ['name', 'code', 'phone', 'actions']],
    ['name', 1, ['code', 'phone', 'name', 'actions']],
    ['code', -1, KEYS],
    ['actions', 1, KEYS],
    ['gone', 1, KEYS],
  ] as const)('moves %s by %i', (key, by, order) => {
    expect(moved(defaultView(KEYS), key, by).order).toEqual(order);
  });

  it('hides and shows a column once', () => {
    const hidden = toggled(toggled(defaultView(KEYS), 'phone', false), 'phone', false);
    expect(hidden.hidden).toEqual(['phone']);
    expect(toggled(hidden, 'phone', true).hidden).toEqual([]);
  });

  it('keeps one view per list and user', () => {
    expect(storageKeyOf('customers', 7)).toBe('drawdesk.list.customers.7');
    expect(storageKeyOf('customers', undefined)).toBe('drawdesk.list.customers.anonymous');
  });
});

describe('export query', () => {
  it.each([
    [{}, ''],
    [{ keyword: 'zhang', status: undefined, planId: 3, tag: '' }, 'keyword=zhang&planId=3'],
    [{ channel: ['wechat', 'phone'], empty: [], none: null }, 'channel=wechat&channel=phone'],
    [{ sort: 'creditLimit', order: 'desc', mayLayOff: false }, 'sort=creditLimit&order=desc&mayLayOff=false'],
  ])('%j -> %s', (filter, query) => {
    expect(exportQueryOf(filter).toString()).toBe(query);
  });

  it('names the file by the list and the local date', () => {
    expect(exportFileName('customers', new Date(2026, 10, 3, 23, 59))).toBe('customers-2026-11-03.csv');
  });
});
