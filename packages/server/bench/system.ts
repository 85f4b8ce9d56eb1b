/**
 * What every server benchmark starts from: a scratch database (the embedded PostgreSQL, or a database
 * next to the one DATABASE_URL names), the app on a loopback port without the per-address ceiling, and
 * an Admin's token. `stop` takes it all down.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { ensureFirstAdmin } from '../src/lib/first-admin.js';

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function startBenchSystem(database: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, database, () => undefined);
  let databaseUrl = embedded?.url;
  if (!databaseUrl) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }

  // The per-address ceiling would throttle a load test from one address: off here.
  const config = { ...loadConfig({}), rateLimitPerMinute: 0, logLevel: 'warn' as const };
  const app = await buildApp({ config, databaseUrl, logger: { level: 'warn' }, drawCalendar: false });
  await ensureFirstAdmin(app, 'bench-admin-password');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);

  return {
    app,
    base,
    dataDir,
    token: login.data.token,
    async stop() {
      await app.close();
      await embedded?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
