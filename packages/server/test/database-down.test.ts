import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-down-'));
fs.chmodSync(dataDir, 0o755);
let cluster: EmbeddedPostgres | undefined;
afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe('when the database goes away', () => {
  // It makes a cluster of its own and starts it twice: seconds of CPU on a busy 2-core machine.
  it('answers 503 UNAVAILABLE, health says so, and recovers by itself when it is back', { timeout: 60_000 }, async () => {
    const port = await freePort();
    cluster = await startEmbeddedPostgres(dataDir, 'drawdesk', () => undefined, port);
    const config = { ...loadConfig({}), rateLimitPerMinute: 0 };
    const app = await buildApp({ config, databaseUrl: cluster.url, logger: false });
    const get = async (url: string) => {
      const r = await app.inject({ method: 'GET', url });
      return { status: r.statusCode, body: r.json() as { code: string; data: { db: string } } };
    };
    expect((await get('/api/v1/health')).status).toBe(200);

    await cluster.stop();
    const health = await get('/api/v1/health');
    expect(health.status).toBe(503);
    expect(health.body.data.db).toBe('down');
    const login = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username: 'admin', password: 'whatever-1' } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });

    cluster = await startEmbeddedPostgres(dataDir, 'drawdesk', () => undefined, port);
    expect((await get('/api/v1/health')).status).toBe(200);
    await app.close();
  });
});

describe('while the server shuts down', () => {
  it('a request caught after the pool has ended gets 503, not 500', async () => {
    const config = { ...loadConfig({}), rateLimitPerMinute: 0 };
    const app = await buildApp({ config, databaseUrl: cluster!.url, logger: false });
    await app.pool.end();
    const answer = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username: 'admin', password: 'whatever-1' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'UNAVAILABLE' });
    await app.close();
  });
});
