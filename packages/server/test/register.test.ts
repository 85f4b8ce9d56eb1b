import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { hashesComputed } from '../src/auth/passwords.js';
import { CODES_PER_ADDRESS_HOUR, REGISTRATIONS_PER_ADDRESS_HOUR } from '../src/auth/address-cap.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

let phoneSeq = 13900000000;
const newPhone = () => String(phoneSeq++);
let nameSeq = 0;
const newName = () => `reg${nameSeq++}`;

async function codeFor(phoneNumber: string) {
  const answer = await server.call('GET', '/user/code', { query: { phoneNumber } });
  expect(answer.status).toBe(200);
  return server.codes.at(-1)!.code;
}
const register = (phoneNumber: string, code: string, username = newName()) =>
  server.call('POST', '/user/register', { body: { username, password: 'a fine passphrase', phoneNumber, code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /user/register', () => {
  it('checks the code before hashing the password: wrong codes cost no hash', async () => {
    const phoneNumber = newPhone();
    const code = await codeFor(phoneNumber);
    const before = hashesComputed();
    for (let i = 0; i < 4; i++) expect((await register(phoneNumber, wrong(code))).status).toBe(400);
    expect((await register(newPhone(), '123456')).status).toBe(400);
    expect(hashesComputed()).toBe(before);
    expect((await register(phoneNumber, code)).status).toBe(200);
    expect(hashesComputed()).toBe(before + 1);
  });

  it('registers one account when the same code is used twice at the same moment', async () => {
    const phoneNumber = newPhone();
    const code = await codeFor(phoneNumber);
    const answers = await Promise.all(Array.from({ length: 4 }, () => register(phoneNumber, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM users WHERE phone_number = $1`, [phoneNumber]);
    expect(rows[0].n).toBe(1);
  });

  it('treats +86…, 0086… and the bare 11 digits as one number', async () => {
    const bare = newPhone();
    const code = await codeFor(`+86${bare}`);
    expect(server.codes.at(-1)!.phoneNumber).toBe(bare);
    // The same number in another spelling waits out the 60 s like the first one.
    expect((await server.call('GET', '/user/code', { query: { phoneNumber: `0086${bare}` } })).status).toBe(429);
    expect((await register(`0086${bare}`, code)).status).toBe(200);
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM users WHERE phone_number = $1`, [bare]);
    expect(rows[0].n).toBe(1);
  });
});

describe('per-address caps', () => {
  it(`sends at most ${CODES_PER_ADDRESS_HOUR} codes an hour to one address, whatever the numbers; requests at the same moment included`, async () => {
    await server.sql.query('DELETE FROM login_attempts');
    const answers = await Promise.all(
      Array.from({ length: CODES_PER_ADDRESS_HOUR + 10 }, () => server.call('GET', '/user/code', { query: { phoneNumber: newPhone() } })),
    );
    // Requests in flight count for each other, so under a burst a few more than the overflow may wait.
    const sent = answers.filter((a) => a.status === 200).length;
    expect(sent).toBeLessThanOrEqual(CODES_PER_ADDRESS_HOUR);
    expect(answers.filter((a) => a.status === 429).length).toBe(answers.length - sent);
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM login_attempts WHERE key LIKE 'code:%'`);
    expect(rows[0].n).toBe(sent);
    await server.sql.query('DELETE FROM login_attempts');
  });

  it(`tries at most ${REGISTRATIONS_PER_ADDRESS_HOUR} registrations an hour from one address`, async () => {
    await server.sql.query('DELETE FROM login_attempts');
    const statuses: number[] = [];
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS_HOUR + 3; i++) statuses.push((await register(newPhone(), '000000')).status);
    expect(statuses.slice(0, REGISTRATIONS_PER_ADDRESS_HOUR).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(REGISTRATIONS_PER_ADDRESS_HOUR)).toEqual([429, 429, 429]);
    await server.sql.query('DELETE FROM login_attempts');
  });
});
