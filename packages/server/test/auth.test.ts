import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('POST /user/login', () => {
  it('returns a token and its expiry for the right password', async () => {
    const answer = await server.call<{ token: string; expiresAt: string }>('POST', '/user/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetimeHours = (Date.parse(answer.body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(lifetimeHours).toBeGreaterThan(11.9);
    expect(lifetimeHours).toBeLessThanOrEqual(12);
  });

  it('is case-insensitive on the username', async () => {
    const answer = await server.call('POST', '/user/login', { body: { username: 'ADMIN', password: ADMIN_PASSWORD } });
    expect(answer.status).toBe(200);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const user = await server.createUser();
    const unknown = await server.call('POST', '/user/login', { body: { username: 'nobody-here', password: 'whatever-123' } });
    const wrong = await server.call('POST', '/user/login', { body: { username: user.username, password: 'whatever-123' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: 'Wrong username or password', data: null });
  });

  it('refuses pending and disabled accounts with a clear message, only after the right password', async () => {
    const pending = await server.createUser({ status: 'pending' });
    const disabled = await server.createUser({ status: 'disabled' });
    const p = await server.call('POST', '/user/login', { body: { username: pending.username, password: pending.password } });
    expect(p.status).toBe(403);
    expect(p.body.message).toMatch(/waiting for an Admin/);
    const d = await server.call('POST', '/user/login', { body: { username: disabled.username, password: disabled.password } });
    expect(d.status).toBe(403);
    expect(d.body.message).toMatch(/disabled/);
    const guessed = await server.call('POST', '/user/login', { body: { username: disabled.username, password: 'not-the-password' } });
    expect(guessed.status).toBe(401);
  });

  it('backs off an account after 5 failures, even for the right password, and says when to retry', async () => {
    const user = await server.createUser();
    for (let i = 0; i < 5; i++) {
      const answer = await server.call('POST', '/user/login', { body: { username: user.username, password: `wrong-${i}-pass` } });
      expect(answer.status).toBe(401);
    }
    const blocked = await server.call('POST', '/user/login', { body: { username: user.username, password: user.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Not a permanent lockout: once the failures age out the right password works again.
    await server.sql.query(`UPDATE login_attempts SET at = at - interval '16 minutes'`);
    expect((await server.call('POST', '/user/login', { body: { username: user.username, password: user.password } })).status).toBe(200);
    // Other accounts from the same address are not blocked by this account's failures.
    expect((await server.call('POST', '/user/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status).toBe(200);
  });

  it('lets at most 5 of 10 wrong logins sent at the same moment be checked; the rest wait (429)', async () => {
    const user = await server.createUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => server.call('POST', '/user/login', { body: { username: user.username, password: `wrong-${i}-pass` } })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Throttled attempts are not failures: exactly the checked ones are on record.
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM login_attempts WHERE key = $1`, [`account:${user.username}`]);
    expect(rows[0].n).toBe(statuses.filter((s) => s === 401).length);
    await server.sql.query('DELETE FROM login_attempts');
  });

  it('throttles an address that guesses across many accounts', async () => {
    await server.sql.query('DELETE FROM login_attempts');
    for (let i = 0; i < 20; i++) {
      await server.call('POST', '/user/login', { body: { username: `ghost${i}`, password: 'guess-guess' } });
    }
    const blocked = await server.call('POST', '/user/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(blocked.status).toBe(429);
    await server.sql.query('DELETE FROM login_attempts');
  });

  it('records the login in the audit log and sets lastLogin', async () => {
    const user = await server.createUser();
    await server.login(user.username, user.password);
    const { rows } = await server.sql.query(`SELECT action, actor_id FROM audit_log WHERE actor_id = $1`, [user.id]);
    expect(rows).toEqual([{ action: 'login', actor_id: user.id }]);
    const info = await server.call<{ lastLogin: string }>('GET', '/user/info', { token: await server.login(user.username, user.password) });
    expect(Date.now() - Date.parse(info.body.data.lastLogin)).toBeLessThan(60_000);
  });
});

describe('GET /user/info', () => {
  it("returns the caller's fields", async () => {
    const answer = await server.call('GET', '/user/info', { token: server.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: server.firstAdmin.id,
      username: 'admin',
      name: '',
      nickName: 'admin',
      phoneNumber: null,
      lastLogin: expect.any(String),
      role: 'Admin',
      agentId: null,
    });
  });

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
  ])('answers 401 UNAUTHORIZED with %s', async (_name, headers) => {
    const answer = await server.call('GET', '/user/info', { headers });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('sessions end at once', () => {
  it('logout revokes the token immediately, and only that token', async () => {
    const other = await server.login('admin', ADMIN_PASSWORD);
    const token = await server.login('admin', ADMIN_PASSWORD);
    expect((await server.call('POST', '/user/logout', { token })).status).toBe(200);
    const after = await server.call('GET', '/user/info', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
    expect((await server.call('GET', '/user/info', { token: other })).status).toBe(200);
  });

  it('expires a session at its absolute lifetime', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    await server.sql.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessions)`);
    expect((await server.call('GET', '/user/info', { token })).status).toBe(401);
  });

  it('expires a session left idle longer than the idle timeout, and keeps a used one alive', async () => {
    const idle = await server.login('admin', ADMIN_PASSWORD);
    const used = await server.login('admin', ADMIN_PASSWORD);
    await server.sql.query(`UPDATE sessions SET last_seen_at = now() - interval '61 minutes' WHERE id = (SELECT max(id) - 1 FROM sessions)`);
    await server.sql.query(`UPDATE sessions SET last_seen_at = now() - interval '59 minutes' WHERE id = (SELECT max(id) FROM sessions)`);
    expect((await server.call('GET', '/user/info', { token: idle })).status).toBe(401);
    expect((await server.call('GET', '/user/info', { token: used })).status).toBe(200);
    // The request refreshed it: pushing it 59 minutes back again still leaves it alive.
    const { rows } = await server.sql.query(`SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM sessions WHERE id = (SELECT max(id) FROM sessions)`);
    expect(rows[0].fresh).toBe(true);
  });

  it('disabling a user revokes its sessions at once', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    await server.sql.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [user.id]);
    expect((await server.call('GET', '/user/info', { token })).status).toBe(401);
  });
});

describe('POST /user/menu', () => {
  type Item = { path: string; name: string; children: { path: string; meta: { hideInMenu: boolean } }[] };
  it('gives an Admin every area, in menu order', async () => {
    const answer = await server.call<Item[]>('POST', '/user/menu', { token: server.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((i) => i.path)).toEqual(['/dashboard', '/orders', '/customers', '/lottery', '/number-analyse', '/plans', '/visualization', '/users', '/system', '/user']);
    const system = answer.body.data.find((i) => i.path === '/system')!;
    expect(system.children.find((c) => c.path === '/system/agent-detail')?.meta.hideInMenu).toBe(true);
  });

  it('gives a User no Admin area', async () => {
    const user = await server.createUser();
    const answer = await server.call<Item[]>('POST', '/user/menu', { token: await server.login(user.username, user.password) });
    expect(answer.body.data.map((i) => i.path)).toEqual(['/dashboard', '/orders', '/customers', '/number-analyse', '/plans', '/visualization', '/user']);
  });
});
