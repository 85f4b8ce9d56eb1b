import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import * as contracts from '@drawdesk/contracts';
import { API_PREFIX, ROUTES, type RouteCase } from './routes.js';
import { DOCS_PREFIX } from '../src/plugins/external/swagger.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('the access table', () => {
  it('lists every registered API route, and every route declares its access', () => {
    const registered = server.app.routeTable.filter((r) => r.method !== 'HEAD' && !r.url.startsWith(DOCS_PREFIX));
    expect(registered.filter((r) => r.access === undefined)).toEqual([]);
    expect(registered.map((r) => key(r.method, r.url)).sort()).toEqual(ROUTES.map((r) => key(r.method, r.url)).sort());
    for (const route of registered) {
      expect(route.access, key(route.method, route.url)).toEqual(ROUTES.find((r) => key(r.method, r.url) === key(route.method, route.url))!.access);
    }
  });

  it('every API route is an endpoint, every endpoint is registered, with one sample each', () => {
    const endpoints = Object.values(contracts as Record<string, unknown>).filter(contracts.isEndpoint);
    const declared = endpoints.map((e) => key(e.method, `${API_PREFIX}${e.path}`)).sort();
    const registered = server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith(`${API_PREFIX}/`));
    expect(registered.map((r) => key(r.method, r.url)).sort()).toEqual(declared);
    const samples = ROUTES.filter((r) => r.url.startsWith(`${API_PREFIX}/`)).map((r) => key(r.method, r.url)).sort();
    expect(samples).toEqual(declared);
  });

  it('the docs routes are public and everything else is declared', () => {
    const docs = server.app.routeTable.filter((r) => r.url.startsWith(DOCS_PREFIX));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((r) => r.access === 'public')).toBe(true);
  });
});

type Caller = 'anonymous' | 'User' | 'Admin';
const expected = (route: RouteCase, caller: Caller): 'allowed' | 401 | 403 => {
  if (route.access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (route.access === 'login' || route.access.includes(caller)) return 'allowed';
  return 403;
};

/** Routes that change the caller's own account or session: each call of one gets a fresh account. */
const OWN_ACCOUNT = ['/api/v1/user/logout', '/api/v1/user/password', '/api/v1/user/profile'];
const shared = new Map<Caller, Promise<string>>();

async function login(role: Exclude<Caller, 'anonymous'>) {
  const user = await server.createUser({ role });
  return server.login(user.username, user.password);
}

/** A token of the role: one account per role (a hash and a login per call cost most of this file), a fresh one where the call could disturb it. */
function tokenOf(route: RouteCase, caller: Exclude<Caller, 'anonymous'>) {
  if (OWN_ACCOUNT.includes(route.url)) return login(caller);
  if (!shared.has(caller)) shared.set(caller, login(caller));
  return shared.get(caller)!;
}

async function callAs(route: RouteCase, caller: Caller) {
  const token = caller === 'anonymous' ? undefined : await tokenOf(route, caller);
  if (route.stream) return openOnce(route.url, token, route.query);
  return server.call(route.method, route.url.replace(':id', '999999'), { token, body: route.body, query: route.query });
}

/** An event stream never ends (and a download is not JSON): read its status (and the envelope of a refusal), then hang up. */
async function openOnce(url: string, token: string | undefined, query: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${server.base}${url}?${new URLSearchParams(query)}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal });
  const body = response.status === 200 ? { success: true } : await response.json();
  controller.abort();
  return { status: response.status, body };
}

describe.each(['anonymous', 'User', 'Admin'] as const)('as %s', (caller) => {
  it.each(ROUTES.map((r) => [key(r.method, r.url), r] as const))('%s', async (_name, route) => {
    const answer = await callAs(route, caller);
    const want = expected(route, caller);
    if (want === 'allowed') {
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect(answer.status).toBe(want);
      expect(answer.body).toMatchObject({ success: false, status: want, code: want === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN' });
    }
  });
});
