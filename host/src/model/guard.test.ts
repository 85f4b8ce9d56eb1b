import { describe, expect, it } from 'vitest';
import { HOST_MENU, type RemoteEntry } from '@drawdesk/contracts';
import { afterLogin, guard, loginRedirect, type GuardInput } from './guard.js';
import { routeRules } from './routes.js';

const t = { 'zh-CN': 'x', 'en-US': 'x' };
const remote = (name: string, order: number, roles: RemoteEntry['roles'], paths: string[], hidden: string[] = []): RemoteEntry => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  version: '1',
  basePath: `/${name}`,
  roles,
  order,
  icon: 'I',
  title: t,
  routes: paths.map((path) => ({ path, title: t, hideInMenu: hidden.includes(path) })),
});
const routes = routeRules([
  ...HOST_MENU,
  remote('orders', 2, [], ['/orders/list', '/orders/detail'], ['/orders/detail']),
  remote('users', 5, ['Admin'], ['/users/list']),
]);
const base: GuardInput = { path: '/orders/list', search: '', token: 't', role: 'User', routes, serverMenu: null };

describe('guard', () => {
  it.each<[string, Partial<GuardInput>, ReturnType<typeof guard>]>([
    ['no token: login is open', { token: null, path: '/login' }, { kind: 'allow' }],
    ['no token: register is open', { token: null, path: '/register' }, { kind: 'allow' }],
    ['no token: report is open', { token: null, path: '/report', search: 'token=abc' }, { kind: 'allow' }],
    ['a token not checked yet: report is open without loading the user', { role: undefined, path: '/report', search: 'token=abc' }, { kind: 'allow' }],
    ['Admin with a server menu: report is still open', { role: 'Admin', path: '/report', serverMenu: [] }, { kind: 'allow' }],
    ['no token: / goes to login', { token: null, path: '/' }, { kind: 'redirect', to: '/login' }],
    [
      'no token: a page goes to login with redirect and query',
      { token: null, path: '/orders/detail', search: '?id=3&tab=lines' },
      { kind: 'redirect', to: '/login?redirect=%2Forders%2Fdetail&id=3&tab=lines' },
    ],
    ['no token: an unknown page goes to login too', { token: null, path: '/nope' }, { kind: 'redirect', to: '/login?redirect=%2Fnope' }],
    ['token without role: load the user first', { role: undefined }, { kind: 'load-user' }],
    ['User on an open page', {}, { kind: 'allow' }],
    ['User on a hidden but open page', { path: '/orders/detail' }, { kind: 'allow' }],
    ['User on an Admin page: first allowed page', { path: '/users/list' }, { kind: 'redirect', to: '/dashboard/workplace' }],
    ['Admin on an Admin page', { role: 'Admin', path: '/users/list' }, { kind: 'allow' }],
    ['token on /: first allowed page', { path: '/' }, { kind: 'redirect', to: '/dashboard/workplace' }],
    ['unknown page: left to the router (not-found)', { path: '/nope' }, { kind: 'allow' }],
    ['server menu whitelists', { role: 'Admin', path: '/users/list', serverMenu: ['/orders/list'] }, { kind: 'redirect', to: '/orders/list' }],
    ['server menu listing the page', { path: '/orders/list', serverMenu: ['/orders/list'] }, { kind: 'allow' }],
    ['nothing allowed at all: not-found', { path: '/orders/list', serverMenu: [] }, { kind: 'redirect', to: '/exception/404' }],
  ])('%s', (_name, change, decision) => {
    expect(guard({ ...base, ...change })).toEqual(decision);
  });
});

describe('login redirect round trip', () => {
  it.each([
    ['/orders/detail', 'id=3', '/orders/detail?id=3'],
    ['/users/list', '', '/users/list'],
    ['/orders/list', '?redirect=/evil&x=1', '/orders/list?x=1'],
  ])('%s?%s comes back', (path, search, target) => {
    const login = loginRedirect(path, search);
    expect(afterLogin(login.slice(login.indexOf('?')))).toBe(target);
  });

  it.each(['', '?redirect=//evil.example', '?redirect=https://evil.example', '?redirect=/login'])('%s goes to the workplace', (search) => {
    expect(afterLogin(search)).toBe('/dashboard/workplace');
  });
});
