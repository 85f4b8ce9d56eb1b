import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageOf, User } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { createAgent } from './agent-fixture.js';

let server: TestServer;
let admin: string;
/** The agent of the Users these tests create: a User needs one to be active. */
let agentId: number;
beforeAll(async () => {
  server = await startServer();
  admin = server.adminToken;
  agentId = (await createAgent(server)).id;
});
afterAll(() => server.close());

const save = (body: Record<string, unknown>, token = admin) => server.call<User>('POST', '/user/save', { token, body });
const newUser = (extra: Record<string, unknown> = {}) => ({
  username: `op${Math.random().toString(36).slice(2, 8)}`,
  nickName: 'Operator',
  role: 'User',
  status: 'active',
  password: 'operator secret',
  agentId,
  ...extra,
});
const audits = async (entityId: number) =>
  (await server.sql.query(`SELECT action, actor_id, before, after FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id`, [String(entityId)]))
    .rows;

describe('POST /user/save (create)', () => {
  it('creates a user that can log in, audited with who and what', async () => {
    const answer = await save(newUser({ phoneNumber: '13700000001' }));
    expect(answer.status).toBe(200);
    const user = answer.body.data;
    expect(user).toMatchObject({ role: 'User', status: 'active', agentId, phoneNumber: '13700000001', version: 0 });
    expect(user).not.toHaveProperty('passwordHash');
    await server.login(user.username, 'operator secret');
    const [entry] = await audits(user.id);
    expect(entry).toMatchObject({ action: 'user.create', actor_id: server.firstAdmin.id, before: null, after: { username: user.username } });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('needs a password', async () => {
    const { password: _password, ...body } = newUser();
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual([expect.objectContaining({ field: 'body/password' })]);
  });

  it('refuses a taken username (any case) with 409', async () => {
    const answer = await save(newUser({ username: 'ADMIN' }));
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('CONFLICT');
  });
});

describe('POST /user/save (update)', () => {
  it('updates at the right version and bumps it; a stale version is a 409 that changes nothing', async () => {
    const created = (await save(newUser())).body.data;
    const updated = await save({ ...newUser({ username: created.username, nickName: 'Renamed' }), password: undefined, id: created.id, version: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ nickName: 'Renamed', version: 1 });
    const before = await server.fingerprint();
    const stale = await save({ ...newUser({ username: created.username, nickName: 'Lost' }), password: undefined, id: created.id, version: 0 });
    expect(stale.status).toBe(409);
    expect(await server.fingerprint()).toBe(before);
    const [, entry] = await audits(created.id);
    expect(entry).toMatchObject({ action: 'user.update', before: { nickName: 'Operator' }, after: { nickName: 'Renamed' } });
  });

  it('needs a version', async () => {
    const created = (await save(newUser())).body.data;
    const answer = await save({ ...newUser({ username: created.username }), id: created.id });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual([expect.objectContaining({ field: 'body/version' })]);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await save({ ...newUser(), id: 999999, version: 0 })).status).toBe(404);
  });

  it('activates a pending registration so it can log in', async () => {
    const pending = await server.createUser({ status: 'pending' });
    const answer = await save({ username: pending.username, nickName: 'x', role: 'User', status: 'active', agentId, id: pending.id, version: 0 });
    expect(answer.status).toBe(200);
    await server.login(pending.username, pending.password);
  });

  it('a password reset and disabling end the user sessions at once', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    const reset = await save({ username: user.username, nickName: 'x', role: 'User', status: 'active', agentId, password: 'reset secret 1', id: user.id, version: 0 });
    expect(reset.status).toBe(200);
    expect((await server.call('GET', '/user/info', { token })).status).toBe(401);
    expect((await audits(user.id)).at(-1).action).toBe('user.update+password');
    const second = await server.login(user.username, 'reset secret 1');
    await save({ username: user.username, nickName: 'x', role: 'User', status: 'disabled', id: user.id, version: 1 });
    expect((await server.call('GET', '/user/info', { token: second })).status).toBe(401);
  });

  it('a role change applies on the next request', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    expect((await server.call('POST', '/user/list', { token, body: { page: 1, pageSize: 10 } })).status).toBe(403);
    await save({ username: user.username, nickName: 'x', role: 'Admin', status: 'active', id: user.id, version: 0 });
    expect((await server.call('POST', '/user/list', { token, body: { page: 1, pageSize: 10 } })).status).toBe(200);
  });

  it('an Admin cannot demote or disable itself', async () => {
    const self = { username: 'admin', nickName: 'admin', id: server.firstAdmin.id };
    const { version } = (await server.call<User>('GET', '/user', { token: admin, query: { id: server.firstAdmin.id } })).body.data;
    const demote = await save({ ...self, role: 'User', status: 'active', version });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('You cannot demote yourself');
    const disable = await save({ ...self, role: 'Admin', status: 'disabled', version });
    expect(disable.status).toBe(409);
  });

  it('the last active Admin stays, even when two Admins demote each other at the same moment', async () => {
    const activeAdmins = async () =>
      (await server.sql.query(`SELECT count(*)::int AS n FROM users WHERE role = 'Admin' AND status = 'active' AND removed_at IS NULL`)).rows[0].n;
    for (let round = 0; round < 5; round++) {
      await server.sql.query(`UPDATE users SET role = 'User' WHERE role = 'Admin' AND id <> $1`, [server.firstAdmin.id]);
      const a = await server.createUser({ role: 'Admin' });
      const b = await server.createUser({ role: 'Admin' });
      await server.sql.query(`UPDATE users SET role = 'User' WHERE id = $1`, [server.firstAdmin.id]);
      const [tokenA, tokenB] = await Promise.all([server.login(a.username, a.password), server.login(b.username, b.password)]);
      const demote = (target: typeof a, token: string) =>
        save({ username: target.username, nickName: 'x', role: 'User', status: 'active', agentId, id: target.id, version: 0 }, token);
      const answers = await Promise.all([demote(b, tokenA), demote(a, tokenB)]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, expect.any(Number)]);
      expect([403, 409]).toContain(answers.map((x) => x.status).sort()[1]);
      expect(await activeAdmins()).toBe(1);
      await server.sql.query(`UPDATE users SET role = 'Admin' WHERE id = $1`, [server.firstAdmin.id]);
    }
  });
});

describe('POST /user/save (agent rules)', () => {
  const agentError = async (body: Record<string, unknown>) => {
    const before = await server.fingerprint();
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(await server.fingerprint()).toBe(before);
    return answer.body.data;
  };

  it('refuses an unknown or removed agent on /agentId, never a 500', async () => {
    expect(await agentError(newUser({ agentId: 999999 }))).toEqual([{ field: '/agentId', message: 'No such agent' }]);
    const removed = await createAgent(server);
    await server.sql.query(`UPDATE agents SET removed_at = now() WHERE id = $1`, [removed.id]);
    expect(await agentError(newUser({ agentId: removed.id }))).toEqual([{ field: '/agentId', message: 'No such agent' }]);
    const user = (await save(newUser())).body.data;
    expect(await agentError({ ...newUser({ username: user.username, agentId: 999999 }), password: undefined, id: user.id, version: 0 })).toEqual([
      { field: '/agentId', message: 'No such agent' },
    ]);
  });

  it('a User cannot be active without an agent, but may wait for one while pending or disabled', async () => {
    const message = 'A User needs an agent before it can be activated';
    expect(await agentError(newUser({ agentId: null }))).toEqual([{ field: '/agentId', message }]);
    const pending = await save(newUser({ agentId: null, status: 'pending' }));
    expect(pending.status).toBe(200);
    expect(pending.body.data.agentId).toBeNull();
    const activate = { ...newUser({ username: pending.body.data.username }), password: undefined, id: pending.body.data.id, version: 0 };
    expect(await agentError({ ...activate, agentId: null })).toEqual([{ field: '/agentId', message }]);
    expect((await save(activate)).status).toBe(200);
    expect((await save(newUser({ agentId: null, status: 'disabled' }))).status).toBe(200);
  });

  it('an Admin may have no agent, or one', async () => {
    expect((await save(newUser({ role: 'Admin', agentId: null }))).status).toBe(200);
    expect((await save(newUser({ role: 'Admin' }))).body.data.agentId).toBe(agentId);
  });
});

describe('POST /user/list and GET /user', () => {
  it('pages, filters and sorts', async () => {
    const listAgent = await createAgent(server);
    for (let i = 0; i < 3; i++) await save(newUser({ username: `listme_${i}`, status: i === 0 ? 'disabled' : 'active', agentId: listAgent.id }));
    const page = await server.call<PageOf<User>>('POST', '/user/list', { token: admin, body: { page: 1, pageSize: 2, keyword: 'listme', sort: 'username', order: 'desc' } });
    expect(page.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.body.data.list.map((u) => u.username)).toEqual(['listme_2', 'listme_1']);
    const disabled = await server.call<PageOf<User>>('POST', '/user/list', { token: admin, body: { page: 1, pageSize: 50, keyword: 'listme', status: 'disabled' } });
    expect(disabled.body.data.list.map((u) => u.username)).toEqual(['listme_0']);
    const byAgent = await server.call<PageOf<User>>('POST', '/user/list', { token: admin, body: { page: 1, pageSize: 50, agentId: listAgent.id, role: 'User' } });
    expect(byAgent.body.data.total).toBe(3);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    const all = await server.call<PageOf<User>>('POST', '/user/list', { token: admin, body: { page: 1, pageSize: 50, keyword: '%' } });
    expect(all.body.data.total).toBe(0);
  });

  it('GET /user answers 404 for an unknown or removed id', async () => {
    expect((await server.call('GET', '/user', { token: admin, query: { id: 424242 } })).status).toBe(404);
  });
});

describe('DELETE /user/remove/:id', () => {
  it('removes a user: sessions end, the name is free again, the audit keeps it', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    expect((await server.call('DELETE', `/user/remove/${user.id}`, { token: admin })).status).toBe(200);
    expect((await server.call('GET', '/user/info', { token })).status).toBe(401);
    expect((await server.call('GET', '/user', { token: admin, query: { id: user.id } })).status).toBe(404);
    expect((await server.call('DELETE', `/user/remove/${user.id}`, { token: admin })).status).toBe(404);
    expect((await save(newUser({ username: user.username }))).status).toBe(200);
    expect((await audits(user.id)).map((a) => a.action)).toContain('user.remove');
  });

  it('an Admin cannot remove itself', async () => {
    const answer = await server.call('DELETE', `/user/remove/${server.firstAdmin.id}`, { token: admin });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('You cannot remove yourself');
  });
});
