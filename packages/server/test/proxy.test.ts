import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from './server.js';

/** The proxy in front appends the address it saw; whatever the client wrote before it is the client's word. */
const forwarded = (spoofed: string, seenByProxy: string) => ({ 'x-forwarded-for': `${spoofed}, ${seenByProxy}` });

async function addressesUsed(server: TestServer, headers: Record<string, string>) {
  await server.sql.query('DELETE FROM login_attempts');
  await server.call('POST', '/user/login', { body: { username: 'nobody-here', password: 'wrong password' }, headers });
  const login = await server.call<{ token: string }>('POST', '/user/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, headers });
  expect(login.status).toBe(200);
  const throttle = await server.sql.query<{ key: string }>(`SELECT key FROM login_attempts WHERE key LIKE 'address:%'`);
  const audit = await server.sql.query<{ address: string }>(`SELECT address FROM audit_log WHERE action = 'login' ORDER BY id DESC LIMIT 1`);
  return { throttle: throttle.rows.map((r) => r.key), audit: audit.rows[0]?.address };
}

describe.each([
  ['its address (TRUST_PROXY=127.0.0.1)', ['127.0.0.1']],
  ['a named range (TRUST_PROXY=loopback)', ['loopback']],
])('behind a proxy trusted by %s', (_name, trustProxy) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy, rateLimitPerMinute: 5 });
  });
  afterAll(() => server.close());

  it('uses the address the proxy saw, not one the client wrote, for the throttle and the audit', async () => {
    const used = await addressesUsed(server, forwarded('1.2.3.4', '9.9.9.9'));
    expect(used.throttle).toEqual(['address:9.9.9.9']);
    expect(used.audit).toBe('9.9.9.9');
  });

  it('counts the rate limit per real address, whatever the client writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await server.call('GET', '/health', { headers: forwarded(`10.0.0.${i}`, '8.8.8.8') });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await server.call('GET', '/health', { headers: forwarded('10.0.0.1', '7.7.7.7') })).status).toBe(200);
  });
});

describe('without a proxy (TRUST_PROXY=false, the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For entirely', async () => {
    const used = await addressesUsed(server, forwarded('1.2.3.4', '9.9.9.9'));
    expect(used.throttle).toEqual(['address:127.0.0.1']);
    expect(used.audit).toBe('127.0.0.1');
  });
});
