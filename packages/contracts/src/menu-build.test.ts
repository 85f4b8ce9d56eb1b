import { describe, expect, it } from 'vitest';
import { allows, buildMenu } from './menu-build.js';
import type { RemoteEntry } from './registry.js';

const entry = (name: string, order: number, roles: RemoteEntry['roles'], routes: RemoteEntry['routes']): RemoteEntry => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  version: '1.0.0',
  basePath: `/${name}`,
  roles,
  order,
  icon: 'IconApps',
  title: { 'zh-CN': name, 'en-US': name },
  routes,
});
const t = { 'zh-CN': 'x', 'en-US': 'x' };

describe('allows', () => {
  it.each([
    [[], 'User', true],
    [[], 'Admin', true],
    [['Admin'], 'User', false],
    [['Admin'], 'Admin', true],
    [['Admin', 'User'], 'User', true],
  ] as const)('%j allows %s: %s', (roles, role, verdict) => expect(allows(roles, role)).toBe(verdict));
});

describe('buildMenu', () => {
  const entries = [
    entry('users', 5, ['Admin'], [{ path: '/users/list', title: t }]),
    entry('orders', 2, [], [
      { path: '/orders/list', title: t },
      { path: '/orders/detail', title: t, hideInMenu: true, ignoreCache: true },
      { path: '/orders/admin-tools', title: t, roles: ['Admin'] },
    ]),
    entry('mixed', 3, [], [{ path: '/mixed/only-admin', title: t, roles: ['Admin'] }]),
  ];

  it('sorts by order and keeps every allowed route, with its flags', () => {
    const menu = buildMenu(entries, 'Admin');
    expect(menu.map((m) => m.path)).toEqual(['/orders', '/mixed', '/users']);
    expect(menu[0]!.children.map((c) => [c.path, c.meta.hideInMenu, c.meta.ignoreCache])).toEqual([
      ['/orders/list', false, false],
      ['/orders/detail', true, true],
      ['/orders/admin-tools', false, false],
    ]);
    expect(menu[0]!.children[0]!.meta.locale).toBe('menu.orders.list');
  });

  it('leaves out entries and routes a role may not open, and areas left empty', () => {
    const menu = buildMenu(entries, 'User');
    expect(menu.map((m) => m.path)).toEqual(['/orders']);
    expect(menu[0]!.children.map((c) => c.path)).toEqual(['/orders/list', '/orders/detail']);
  });
});
