/**
 * The server the benchmarks load: the real app on a scratch database (the embedded PostgreSQL in a
 * temporary folder, or a scratch database next to the one DATABASE_URL names), the first Admin logged
 * in, listening on a free loopback port. `stop` closes it and removes the scratch data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { ensureFirstAdmin } from '../src/lib/first-admin.js';

const ADMIN_PASSWORD = 'bench-admin-password';

export async function startBenchServer(database: string, options: Pick<AppOptions, 'drawCalendar'> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, database, () => undefined);
  let databaseUrl = embedded?.url;
  if (!databaseUrl) {
    // An external PostgreSQL: a scratch database next to the one DATABASE_URL names.
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
  const app = await buildApp({ config, databaseUrl, logger: { level: 'warn' }, ...options });
  await ensureFirstAdmin(app, ADMIN_PASSWORD);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);

  const token = login.data.token;
  /** An API call as the first Admin; a refusal throws with its message. */
  async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { data: T; message: string };
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${envelope.message}`);
    return envelope.data;
  }

  return {
    app,
    base,
    call,
    /** A scratch folder of the run (the database server can read files written there: COPY). */
    dataDir,
    token,
    async stop() {
      // Let the load generator's last requests drain before closing.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await app.close();
      await embedded?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
