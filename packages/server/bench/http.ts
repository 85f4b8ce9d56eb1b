/**
 * HTTP benchmarks of the server against QUALITY.md (`pnpm bench`): a route that needs no
 * database, and an indexed read, each at 50 connections. Prints medians of several runs
 * and the ratio to the target; it asserts nothing (timings are noisy on 2 cores).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { ensureFirstAdmin } from '../src/lib/first-admin.js';

const RUNS = 3;
const SECONDS = 4;
const CONNECTIONS = 50;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-bench-'));
fs.chmodSync(dataDir, 0o755);
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, 'drawdesk_bench', () => undefined);
let databaseUrl = embedded?.url;
if (!databaseUrl) {
  // An external PostgreSQL: a scratch database next to the one DATABASE_URL names.
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS drawdesk_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE drawdesk_bench');
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = '/drawdesk_bench';
  databaseUrl = url.toString();
}

// The per-address ceiling would throttle a load test from one address: off here.
const config = { ...loadConfig({}), rateLimitPerMinute: 0, logLevel: 'warn' as const };
const app = await buildApp({ config, databaseUrl, logger: { level: 'warn' } });
await ensureFirstAdmin(app, 'bench-admin-password');
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
const login = await fetch(`${base}/api/v1/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
}).then((r) => r.json() as Promise<{ data: { token: string } }>);

type Scenario = { name: string; path: string; headers?: Record<string, string>; targetRps: number; targetP99: number };
const scenarios: Scenario[] = [
  { name: 'no database: GET /remotes.json', path: '/remotes.json', targetRps: 10_000, targetP99: 20 },
  {
    name: 'indexed read: GET /api/v1/user?id=1 (session + user by key)',
    path: '/api/v1/user?id=1',
    headers: { authorization: `Bearer ${login.data.token}` },
    targetRps: 1_000,
    targetP99: 50,
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const scenario of scenarios) {
  const rps: number[] = [];
  const p99: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await autocannon({ url: `${base}${scenario.path}`, headers: scenario.headers, connections: CONNECTIONS, duration: SECONDS, workers: 1 });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rps.push(result.requests.average);
    p99.push(result.latency.p99);
  }
  const r = median(rps);
  const l = median(p99);
  console.log(
    `${scenario.name.padEnd(62)} median ${Math.round(r).toString().padStart(6)} req/s (target >= ${scenario.targetRps}, ratio ${(r / scenario.targetRps).toFixed(2)})` +
      `  p99 ${l} ms (target <= ${scenario.targetP99}, ratio ${(l / scenario.targetP99).toFixed(2)})  [${RUNS} runs x ${SECONDS} s, ${CONNECTIONS} connections]`,
  );
}

// Let the load generator's last requests drain before closing.
await new Promise((resolve) => setTimeout(resolve, 1000));
await app.close();
await embedded?.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
