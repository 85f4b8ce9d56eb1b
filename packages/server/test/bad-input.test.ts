import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { ROUTES, type RouteCase } from './routes.js';
import { INT32_MAX } from '@drawdesk/contracts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const SQL_TRICKS = ["' OR '1'='1", "'; DROP TABLE users; --", '\\x00\\', '%_%', '"); SELECT pg_sleep(5); --'];
const WRONG_TYPES: unknown[] = [null, 12, -1, 1.5, true, 'text', [], {}, [1, 2], { $gt: '' }, '9'.repeat(30)];

type Mutation = { name: string; body?: unknown; raw?: string; contentType?: string; query?: Record<string, string>; path?: string };

/** Malformed variants of a route's valid sample: each must be refused with a 4xx envelope and change nothing. */
function mutations(route: RouteCase): Mutation[] {
  const list: Mutation[] = [];
  if (route.body) {
    const sample = route.body;
    list.push({ name: 'a JSON null body', raw: 'null' }, { name: 'an array body', body: [sample] }, { name: 'a string body', body: 'x' });
    list.push({ name: 'an unknown field', body: { ...sample, isAdmin: true } });
    list.push({ name: 'invalid JSON', raw: '{"username": ' });
    list.push({ name: 'a form body', raw: 'a=1', contentType: 'application/x-www-form-urlencoded' });
    list.push({ name: 'a huge body', raw: JSON.stringify({ ...sample, padding: 'x'.repeat(2 * 1024 * 1024) }) });
    for (const field of Object.keys(sample)) {
      const { [field]: _dropped, ...missing } = sample;
      if (!route.optional?.includes(field)) list.push({ name: `${field} missing`, body: missing });
      for (const wrong of WRONG_TYPES) {
        if (typeof wrong === typeof sample[field] && !Array.isArray(wrong) && wrong !== null) continue;
        if (JSON.stringify(wrong) === JSON.stringify(sample[field])) continue;
        if (wrong === null && route.nullable?.includes(field)) continue;
        list.push({ name: `${field} = ${JSON.stringify(wrong).slice(0, 20)}`, body: { ...sample, [field]: wrong } });
      }
      if (typeof sample[field] === 'string') list.push({ name: `${field} too long`, body: { ...sample, [field]: 'y'.repeat(10_000) } });
      // The id columns are 32-bit: one past them is a 400 from the schema, never a database error.
      if (/(^id|Id)$/.test(field)) list.push({ name: `${field} past 32 bits`, body: { ...sample, [field]: INT32_MAX + 1 } });
      if (field === 'ids') list.push({ name: 'ids past 32 bits', body: { ...sample, ids: [1, INT32_MAX + 1] } });
      if (typeof sample[field] === 'string') list.push({ name: `${field} with a lone surrogate`, body: { ...sample, [field]: 'a\ud800' } });
    }
  }
  if (route.query) {
    for (const field of Object.keys(route.query)) {
      if (!route.optional?.includes(field)) list.push({ name: `query ${field} missing`, query: {} });
      const numeric = field === 'id' ? ['-1', '0', '1.5', '1e3', '0x10', ' 7', '99999999999999999999', String(INT32_MAX + 1)] : [];
      for (const bad of ['', 'abc', ...numeric, ...SQL_TRICKS]) {
        list.push({ name: `query ${field}=${bad.slice(0, 20)}`, query: { ...route.query, [field]: bad } });
      }
    }
    list.push({ name: 'an unknown query field', query: { ...route.query, extra: '1' } });
  }
  if (route.url.includes(':id')) {
    for (const bad of ['abc', '-1', '0', '1.5', '1.0', '1e0', '0x1', '+1', '99999999999999999999', String(INT32_MAX + 1), "1' OR '1'='1", '%00']) {
      list.push({ name: `id ${bad}`, path: route.url.replace(':id', encodeURIComponent(bad)) });
    }
  }
  return list;
}

/** Values that pass the schema but carry SQL metacharacters: must be stored or matched literally. */
function trickyButValid(route: RouteCase): Mutation[] {
  if (!route.body) return [];
  return Object.entries(route.body)
    .filter(([field, value]) => typeof value === 'string' && ['keyword', 'nickName', 'username', 'password', 'oldPassword'].includes(field))
    .flatMap(([field]) => SQL_TRICKS.map((trick) => ({ name: `${field} ${trick}`, body: { ...route.body, [field]: trick } })));
}

/** One Admin's login per route (a hash and a login are the slow part of a case): the route's every case uses it. */
function routeToken(route: RouteCase) {
  let token: string | undefined;
  beforeAll(async () => {
    if (route.access === 'public') return;
    const user = await server.createUser({ role: 'Admin' });
    token = await server.login(user.username, user.password);
  });
  return () => token;
}

async function send(route: RouteCase, mutation: Mutation, token: string | undefined) {
  // A well-formed registration is counted against its address's hourly cap before its code is checked.
  const except = route.url.endsWith('/register') ? ['login_attempts'] : [];
  const before = await server.fingerprint(except);
  const answer = await server.call(route.method, (mutation.path ?? route.url).replace(':id', '999999'), {
    token,
    body: mutation.body,
    raw: mutation.raw,
    query: mutation.query ?? route.query,
    headers: mutation.raw !== undefined ? { 'content-type': mutation.contentType ?? 'application/json' } : {},
  });
  return { answer, before, after: await server.fingerprint(except) };
}

const expectEnvelope = (body: { success: boolean; status: number; code: string; message: string }, status: number) => {
  expect(body).toMatchObject({ success: false, status, code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
  expect(body.message).not.toMatch(/at .*\.ts:\d+|SELECT |INSERT |syntax error/i);
};

describe.each(ROUTES.filter((r) => mutations(r).length > 0).map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
  const token = routeToken(route);
  it.each(mutations(route).map((m) => [m.name, m] as const))('refuses %s with a 4xx envelope and changes nothing', async (_m, mutation) => {
    const { answer, before, after } = await send(route, mutation, token());
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectEnvelope(answer.body, answer.status);
    if (mutation.name === 'a huge body') expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    if (mutation.name === 'a form body') expect(answer.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(after).toBe(before);
  });

  const tricky = trickyButValid(route);
  if (tricky.length > 0) {
    it.each(tricky.map((m) => [m.name, m] as const))('treats %s as plain text, never a 500', async (_m, mutation) => {
      const { answer } = await send(route, mutation, token());
      expect(answer.status).toBeLessThan(500);
      if (answer.status >= 400) expectEnvelope(answer.body, answer.status);
      const { rows } = await server.sql.query(`SELECT to_regclass('users') IS NOT NULL AS present`);
      expect(rows[0].present).toBe(true);
    });
  }
});
