import { describe, expect, it } from 'vitest';
import { RECENT_LIMIT, WORKPLACE_TAB, closeTabs, keptAlive, nextActive, openTab, tabFor, visit, type Tab } from './tabs.js';

const tab = (name: string, query: Record<string, string> = {}): Tab => ({
  name,
  title: { 'zh-CN': name, 'en-US': name },
  fullPath: Object.keys(query).length ? `${name}?${new URLSearchParams(query)}` : name,
  query,
});
const names = (tabs: Tab[]) => tabs.map((t) => t.name);
const open = (...list: string[]) => list.reduce<Tab[]>((tabs, n) => openTab(tabs, tab(n)), []);

describe('openTab', () => {
  it('always starts with the Workplace tab', () => {
    expect(names(openTab([], tab('/orders/list')))).toEqual(['/dashboard/workplace', '/orders/list']);
  });
  it('does not duplicate a page; reopening with another query updates it in place', () => {
    const tabs = openTab(open('/orders/detail', '/users/list'), tab('/orders/detail', { id: '9' }));
    expect(names(tabs)).toEqual(['/dashboard/workplace', '/orders/detail', '/users/list']);
    expect(tabs[1]!.fullPath).toBe('/orders/detail?id=9');
  });
  it('never adds the redirect helper', () => {
    expect(names(openTab(open('/orders/list'), tab('/redirect/orders/list')))).toEqual(['/dashboard/workplace', '/orders/list']);
  });
});

describe('closeTabs', () => {
  const tabs = open('/a', '/b', '/c', '/d');
  it.each([
    ['close', ['/dashboard/workplace', '/a', '/c', '/d']],
    ['left', ['/dashboard/workplace', '/b', '/c', '/d']],
    ['right', ['/dashboard/workplace', '/a', '/b']],
    ['others', ['/dashboard/workplace', '/b']],
    ['all', ['/dashboard/workplace']],
  ] as const)('%s on /b', (action, left) => {
    expect(names(closeTabs(tabs, '/b', action))).toEqual(left);
  });
  it('the Workplace tab is fixed', () => {
    expect(names(closeTabs(tabs, WORKPLACE_TAB.name, 'close'))).toEqual(names(tabs));
  });
});

describe('nextActive', () => {
  const before = open('/a', '/b', '/c');
  it.each([
    ['/b', closeTabs(before, '/b', 'close'), '/c'],
    ['/c', closeTabs(before, '/c', 'close'), '/b'],
    ['/a', closeTabs(before, '/c', 'close'), '/a'],
    ['/b', closeTabs(before, '/b', 'all'), '/dashboard/workplace'],
  ])('active %s', (active, after, next) => {
    expect(nextActive(before, after, active)).toBe(next);
  });
});

describe('keptAlive', () => {
  it('keeps every open page mounted except ignoreCache routes', () => {
    const routes = [
      { path: '/orders/list', owner: 'orders', title: { 'zh-CN': '订单列表', 'en-US': 'Orders' }, roles: [], hideInMenu: false, ignoreCache: false },
      { path: '/orders/detail', owner: 'orders', title: { 'zh-CN': '订单详情', 'en-US': 'Order' }, roles: [], hideInMenu: true, ignoreCache: true },
    ];
    expect(keptAlive(open('/orders/list', '/orders/detail'), routes)).toEqual(['/dashboard/workplace', '/orders/list']);
  });
});

describe('tabFor', () => {
  const rule = { path: '/orders/detail', owner: 'orders', title: { 'zh-CN': '订单详情', 'en-US': 'Order' }, roles: [], hideInMenu: true, ignoreCache: false };
  it.each([
    ['', '/orders/detail', {}],
    ['?id=9', '/orders/detail?id=9', { id: '9' }],
    ['?id=9&tab=lines', '/orders/detail?id=9&tab=lines', { id: '9', tab: 'lines' }],
  ])('search %j gives fullPath %s', (search, fullPath, query) => {
    expect(tabFor(rule, search)).toEqual({ name: '/orders/detail', title: rule.title, fullPath, query });
  });
});

describe('visit (recently visited)', () => {
  const visitAll = (...list: string[]) => list.reduce<Tab[]>((recent, n) => visit(recent, tab(n)), []);
  it.each([
    [['/a'], ['/a']],
    [['/a', '/b'], ['/b', '/a']],
    [['/a', '/b', '/a'], ['/a', '/b']],
    [['/a', '/redirect/a'], ['/a']],
  ])('visiting %j lists %j, newest first and each once', (visits, expected) => {
    expect(names(visitAll(...visits))).toEqual(expected);
  });
  it(`keeps the last ${RECENT_LIMIT} pages only`, () => {
    const pages = Array.from({ length: RECENT_LIMIT + 3 }, (_, i) => `/p${i}`);
    const recent = visitAll(...pages);
    expect(names(recent)).toEqual(pages.slice(-RECENT_LIMIT).reverse());
  });
});
