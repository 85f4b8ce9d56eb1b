import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

let phoneSeq = 13800000000;
const newPhone = () => String(phoneSeq++);

async function codeFor(phoneNumber: string) {
  const answer = await server.call('GET', '/user/code', { query: { phoneNumber } });
  expect(answer.status).toBe(200);
  return server.codes.filter((c) => c.phoneNumber === phoneNumber).at(-1)!.code;
}

describe('GET /user/code', () => {
  it('sends a 6-digit code through the sender and says how long it lasts', async () => {
    const phoneNumber = newPhone();
    const answer = await server.call('GET', '/user/code', { query: { phoneNumber } });
    expect(answer.body).toMatchObject({ success: true, data: { expiresIn: 300, retryAfter: 60 } });
    expect(server.codes.at(-1)).toEqual({ phoneNumber, code: expect.stringMatching(/^\d{6}$/) });
    const { rows } = await server.sql.query(`SELECT code_hash FROM verification_codes WHERE phone_number = $1`, [phoneNumber]);
    expect(rows[0].code_hash).not.toContain(server.codes.at(-1)!.code);
  });

  it('allows one code per 60 s per number', async () => {
    const phoneNumber = newPhone();
    await codeFor(phoneNumber);
    const again = await server.call('GET', '/user/code', { query: { phoneNumber } });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('RATE_LIMITED');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(55);
    expect((await server.call('GET', '/user/code', { query: { phoneNumber: newPhone() } })).status).toBe(200);
  });

  it('allows 10 codes per day per number', async () => {
    const phoneNumber = newPhone();
    for (let i = 0; i < 10; i++) {
      await codeFor(phoneNumber);
      await server.sql.query(`UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE phone_number = $1`, [phoneNumber]);
    }
    const eleventh = await server.call('GET', '/user/code', { query: { phoneNumber } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/10 codes today/);
  });

  it('rejects a malformed number', async () => {
    const answer = await server.call('GET', '/user/code', { query: { phoneNumber: "1' OR 1=1--" } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /user/register', () => {
  it('creates a pending User that cannot log in until an Admin activates it', async () => {
    const phoneNumber = newPhone();
    const code = await codeFor(phoneNumber);
    const answer = await server.call<{ id: number; status: string }>('POST', '/user/register', {
      body: { username: 'newbie', password: 'a fine passphrase', phoneNumber, code, nickName: 'Newbie' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const login = await server.call('POST', '/user/login', { body: { username: 'newbie', password: 'a fine passphrase' } });
    expect(login.status).toBe(403);
    const { rows } = await server.sql.query(`SELECT role, status, nick_name FROM users WHERE id = $1`, [answer.body.data.id]);
    expect(rows[0]).toEqual({ role: 'User', status: 'pending', nick_name: 'Newbie' });
    // The code is spent.
    const reuse = await server.call('POST', '/user/register', {
      body: { username: 'newbie2', password: 'a fine passphrase', phoneNumber, code },
    });
    expect(reuse.status).toBe(400);
  });

  it('refuses a wrong code, and stops accepting the code after 5 wrong tries', async () => {
    const phoneNumber = newPhone();
    const code = await codeFor(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await server.fingerprint();
    for (let i = 0; i < 5; i++) {
      const answer = await server.call('POST', '/user/register', { body: { username: 'guesser', password: 'a fine passphrase', phoneNumber, code: wrong } });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual([{ field: '/code', message: 'Wrong or expired verification code' }]);
    }
    expect(await server.fingerprint()).not.toBe(before); // the failures were counted
    const right = await server.call('POST', '/user/register', { body: { username: 'guesser', password: 'a fine passphrase', phoneNumber, code } });
    expect(right.status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const phoneNumber = newPhone();
    const code = await codeFor(phoneNumber);
    await server.sql.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE phone_number = $1`, [phoneNumber]);
    const answer = await server.call('POST', '/user/register', { body: { username: 'late', password: 'a fine passphrase', phoneNumber, code } });
    expect(answer.status).toBe(400);
  });

  it('refuses a taken username with 409 and keeps the code usable', async () => {
    const phoneNumber = newPhone();
    const code = await codeFor(phoneNumber);
    const taken = await server.call('POST', '/user/register', { body: { username: 'Admin', password: 'a fine passphrase', phoneNumber, code } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CONFLICT');
    const other = await server.call('POST', '/user/register', { body: { username: 'free-name', password: 'a fine passphrase', phoneNumber, code } });
    expect(other.status).toBe(200);
  });

  it('refuses a common password and a short one', async () => {
    const phoneNumber = newPhone();
    const code = await codeFor(phoneNumber);
    const common = await server.call('POST', '/user/register', { body: { username: 'weak', password: 'password123', phoneNumber, code } });
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/too common/);
    const short = await server.call('POST', '/user/register', { body: { username: 'weak', password: 'short', phoneNumber, code } });
    expect(short.status).toBe(400);
    expect(short.body.data).toEqual([expect.objectContaining({ field: 'body/password' })]);
  });
});

describe('POST /user/password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await server.createUser();
    const other = await server.login(user.username, user.password);
    const token = await server.login(user.username, user.password);
    const answer = await server.call('POST', '/user/password', { token, body: { oldPassword: user.password, newPassword: 'brand new secret' } });
    expect(answer.status).toBe(200);
    expect((await server.call('GET', '/user/info', { token: other })).status).toBe(401);
    expect((await server.call('GET', '/user/info', { token })).status).toBe(200);
    expect((await server.call('POST', '/user/login', { body: { username: user.username, password: user.password } })).status).toBe(401);
    await server.login(user.username, 'brand new secret');
  });

  it.each([
    ['a wrong current password', (_p: string) => ({ oldPassword: 'not-it-at-all', newPassword: 'brand new secret' }), '/oldPassword'],
    ['the same password again', (p: string) => ({ oldPassword: p, newPassword: p }), '/newPassword'],
    ['a common new password', (p: string) => ({ oldPassword: p, newPassword: 'qwertyuiop' }), '/newPassword'],
  ])('refuses %s and changes nothing', async (_name, body, field) => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    const before = await server.fingerprint();
    const answer = await server.call('POST', '/user/password', { token, body: body(user.password) });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual([expect.objectContaining({ field })]);
    expect(await server.fingerprint()).toBe(before);
  });
});

describe('POST /user/profile', () => {
  it('changes nickname and phone number, audited', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    const answer = await server.call('POST', '/user/profile', { token, body: { nickName: '小王', phoneNumber: '13912345678' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: user.id, nickName: '小王', phoneNumber: '13912345678' });
    const { rows } = await server.sql.query(`SELECT before->>'nickName' AS b, after->>'nickName' AS a FROM audit_log WHERE action = 'user.profile' AND entity_id = $1`, [
      String(user.id),
    ]);
    expect(rows).toEqual([{ b: user.username, a: '小王' }]);
  });

  it('cannot change role or anything else', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    const answer = await server.call('POST', '/user/profile', { token, body: { nickName: 'x', phoneNumber: null, role: 'Admin' } });
    expect(answer.status).toBe(400);
    const { rows } = await server.sql.query(`SELECT role FROM users WHERE id = $1`, [user.id]);
    expect(rows[0].role).toBe('User');
  });
});

describe('the audit log', () => {
  it('is append-only even for the application', async () => {
    await expect(server.sql.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(server.sql.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    expect((await server.call('POST', '/user/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status).toBe(200);
  });
});
