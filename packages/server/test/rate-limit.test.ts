import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ rateLimitPerMinute: 30 });
});
afterAll(() => server.close());

describe('the per-address request ceiling', () => {
  it('answers 429 RATE_LIMITED with Retry-After once an address passes it', async () => {
    const answers = [];
    for (let i = 0; i < 35; i++) answers.push(await server.call('GET', '/health'));
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(30);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body).toMatchObject({ success: false, status: 429, code: 'RATE_LIMITED' });
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts requests with a bad token too: the limit is checked before the session lookup', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await server.call('GET', '/user/info', { token: `bad-token-${'x'.repeat(30)}-${i}` })).status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
