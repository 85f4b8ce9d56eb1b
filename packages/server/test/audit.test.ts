import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, AuditEntry, PageOf } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { drawHelpers, FUTURE } from './draw-helpers.js';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = server.adminToken;
});
afterAll(() => server.close());

const list = (body: Record<string, unknown>, token = admin) =>
  server.call<PageOf<AuditEntry>>('POST', '/audit/list', { token, body: { page: 1, pageSize: 200, ...body } });
const actions = async (body: Record<string, unknown>) => (await list(body)).body.data.list.map((e) => e.action);

describe('POST /audit/list', () => {
  let agent: Agent;
  let clerk: { id: number; username: string };
  beforeAll(async () => {
    // A second Admin, so "who" has something to tell apart.
    const account = await server.createUser({ username: 'Clerk_Wu', role: 'Admin' });
    clerk = account;
    const token = await server.login(account.username, account.password);
    const body = { code: 'AUD1', name: 'Audited', parentId: null, shareBp: 100, rebatePlanId: null, creditLimit: 0, mayLayOff: false, status: 'active' };
    agent = (await server.call<Agent>('POST', '/agent/save', { token: admin, body })).body.data;
    await server.call('POST', '/agent/save', { token, body: { ...body, id: agent.id, version: 0, name: 'Audited twice' } });
    await server.call('DELETE', `/agent/remove/${agent.id}`, { token });
  });

  it('every agent change is recorded with who, what, before and after, newest first', async () => {
    const entries = (await list({ entity: 'agent', entityId: String(agent.id) })).body.data;
    expect(entries.total).toBe(3);
    const [removed, updated, created] = entries.list;
    expect(created).toMatchObject({ action: 'agent.create', actorId: server.firstAdmin.id, actorName: 'admin', before: null, after: { code: 'AUD1' } });
    expect(updated).toMatchObject({ action: 'agent.update', actorId: clerk.id, before: { name: 'Audited' }, after: { name: 'Audited twice', version: 1 } });
    expect(removed).toMatchObject({ action: 'agent.remove', actorName: 'Clerk_Wu', before: { name: 'Audited twice' }, after: null, reason: null });
    expect(removed!.requestId).toEqual(expect.any(String));
    expect(removed!.address).toBe('127.0.0.1');
    expect(Date.parse(removed!.at)).toBeGreaterThanOrEqual(Date.parse(created!.at));
    // Each entry names its object as it is now (a removed agent keeps its code and name).
    expect(entries.list.map((e) => e.label)).toEqual(['AUD1 Audited twice', 'AUD1 Audited twice', 'AUD1 Audited twice']);
  });

  it("names a draw by its lottery's name and issue, and a lottery by its name, in the language asked, never by code", async () => {
    const draw = await drawHelpers(server).create('MO6', FUTURE);
    await server.app.repos.audit.record({ id: null, name: 'test', requestId: 'audit-label', address: '127.0.0.1' }, { action: 'lottery.calendar', entity: 'lottery', entityId: 'MO6' }, server.app.db);
    const named = async (language: string, entity: string, entityId: string) =>
      (await server.call<PageOf<AuditEntry>>('POST', '/audit/list', { token: admin, body: { page: 1, pageSize: 1, entity, entityId }, headers: { 'accept-language': language } })).body.data.list[0]?.label;
    expect(await named('zh-CN', 'draw', String(draw.id))).toBe(`澳门六合彩 ${draw.issue}`);
    expect(await named('en-US', 'draw', String(draw.id))).toBe(`Macau Mark Six ${draw.issue}`);
    expect(await named('zh-CN', 'lottery', 'MO6')).toBe('澳门六合彩');
    expect(await named('en-US', 'lottery', 'MO6')).toBe('Macau Mark Six');
  });

  it('filters by who: actor id, or a name part in any case with % and _ taken literally', async () => {
    expect(await actions({ actorId: clerk.id, entity: 'agent' })).toEqual(['agent.remove', 'agent.update']);
    expect(await actions({ actorName: 'k_w', entity: 'agent' })).toEqual(['agent.remove', 'agent.update']);
    expect(await actions({ actorName: 'CLERK', action: 'login' })).toEqual(['login']);
    expect((await list({ actorName: '%' })).body.data.total).toBe(0);
    expect((await list({ actorName: 'clerk%wu' })).body.data.total).toBe(0);
  });

  it('filters by what: entity, entity id, and an action prefix (literal)', async () => {
    expect(await actions({ action: 'agent.' })).toEqual(['agent.remove', 'agent.update', 'agent.create']);
    expect(await actions({ action: 'agent.up' })).toEqual(['agent.update']);
    expect(await actions({ action: 'update' })).toEqual([]);
    expect(await actions({ action: '_gent' })).toEqual([]);
    expect(await actions({ entity: 'session' })).toEqual(['login', 'login']);
    expect((await list({ entity: 'agent', entityId: '999999' })).body.data.total).toBe(0);
  });

  it('filters by when: from <= at < to', async () => {
    await server.sql.query(
      `INSERT INTO audit_log (at, actor_name, action, entity, entity_id) VALUES
         ('2020-01-01T00:00:00Z', 'probe', 'probe.a', 'probe', '1'),
         ('2021-01-01T00:00:00Z', 'probe', 'probe.b', 'probe', '1'),
         ('2022-01-01T00:00:00Z', 'probe', 'probe.c', 'probe', '1')`,
    );
    expect(await actions({ entity: 'probe', from: '2021-01-01T00:00:00Z' })).toEqual(['probe.c', 'probe.b']);
    expect(await actions({ entity: 'probe', to: '2021-01-01T00:00:00Z' })).toEqual(['probe.a']);
    expect(await actions({ entity: 'probe', from: '2020-06-01T08:00:00+08:00', to: '2021-06-01T00:00:00Z' })).toEqual(['probe.b']);
    const now = Date.now();
    const recent = await list({ entity: 'agent', from: new Date(now - 3_600_000).toISOString(), to: new Date(now + 3_600_000).toISOString() });
    expect(recent.body.data.total).toBe(3);
  });

  it('pages and sorts oldest first when asked', async () => {
    const page = await list({ entity: 'probe', page: 2, pageSize: 1, sort: 'id', order: 'asc' });
    expect(page.body.data).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(page.body.data.list.map((e) => e.action)).toEqual(['probe.b']);
  });

  it('refuses a date-time it cannot use with a 400, never a 500', async () => {
    for (const [field, value] of [
      ['from', '2016-12-31T23:59:60Z'],
      ['to', '0000-01-01T00:00:00Z'],
      ['from', 'yesterday'],
    ] as const) {
      const answer = await list({ [field]: value });
      expect(answer.status, value).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for Admins only, and reading it writes nothing', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    expect((await list({}, token)).status).toBe(403);
    const before = await server.fingerprint();
    expect((await list({})).status).toBe(200);
    expect(await server.fingerprint()).toBe(before);
  });
});
