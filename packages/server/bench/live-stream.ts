/**
 * Live-stream benchmark against docs/quality.md#the-server (`pnpm bench`): 10,000 open `GET /notify` streams on
 * one server process in <= 150 MB more memory than it used before them, and an event reaching 1,000
 * connected clients with p99 <= 250 ms after its commit.
 *
 * The server is the real entry (src/main.ts) in a child process, so its resident memory is its own; the
 * clients run in worker threads of this process, on loopback. 2,000 users with a session each hold five
 * streams (the per-user ceiling, MAX_STREAMS_PER_USER). Each round publishes one event to each of 200 of
 * them in one transaction, as the server does (events.publish: the row and its NOTIFY); the latency of a
 * delivery is its arrival at a client minus the moment the commit returned. Asserts nothing about speed
 * (timings are noisy on 2 cores), but stops loudly if a stream cannot be opened or an event is lost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { newToken, tokenHash } from '../src/auth/tokens.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { EVENTS_CHANNEL } from '../src/repositories/events.js';
import { MAX_STREAMS_PER_USER } from '../src/routes/notify.js';
import type { StreamClientsCommand, StreamClientsJob, StreamClientsMessage } from './stream-clients.js';
import { startEntry } from './entry.js';
import { median } from './server.js';

const STREAMS = 10_000;
const USERS = STREAMS / MAX_STREAMS_PER_USER;
const WORKERS = 4;
/** Streams a worker opens at once: the server's accept queue and the sessions' lookups are not flooded. */
const OPENING = 50;
/** Users an event goes to per round: their streams are the 1,000 clients of the target. */
const USERS_PER_ROUND = 1_000 / MAX_STREAMS_PER_USER;
const ROUNDS = 5;
const TARGET_MB = 150;
const TARGET_P99_MS = 250;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-bench-stream-'));
fs.chmodSync(dataDir, 0o755);
const database = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, 'drawdesk_bench_stream', () => undefined);
if (!database) throw new Error('the live-stream bench needs a database of its own: run it without DATABASE_URL');

/** A process's resident memory in MB, from /proc. */
function residentMb(pid: number) {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  return kb / 1024;
}

const server = await startEntry(database.url);
const { child, base } = server;
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
const workers: Worker[] = [];
try {
  // The users and their sessions, written directly: 2,000 logins would measure password hashing, not streams.
  const { rows: users } = await sql.query<{ id: number }>(
    `INSERT INTO users (username, password_hash, nick_name, role, status)
     SELECT 'stream' || g, 'not a password hash: never logs in', 'Stream ' || g, 'Admin', 'active' FROM generate_series(1, $1::int) g RETURNING id`,
    [USERS],
  );
  const tokens = users.map(() => newToken());
  await sql.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at, address) SELECT u, h, now() + interval '1 day', '127.0.0.1' FROM unnest($1::int[], $2::text[]) AS t(u, h)`,
    [users.map((u) => u.id), tokens.map(tokenHash)],
  );

  // Warm: the app's code paths and pools used once, so what follows is the streams' cost.
  for (let i = 0; i < 20; i++) await fetch(`${base}/api/v1/user/info`, { headers: { authorization: `Bearer ${tokens[i]}` } }).then((r) => r.arrayBuffer());
  const before = residentMb(child.pid!);

  // A worker does not inherit tsx's loader: it registers it, then loads the clients' module.
  const WORKER = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(new URL('./stream-clients.ts', import.meta.url).href)}); })`;
  const streamTokens = tokens.flatMap((token) => Array<string>(MAX_STREAMS_PER_USER).fill(token));
  const share = Math.ceil(streamTokens.length / WORKERS);
  const next = (worker: Worker) => new Promise<StreamClientsMessage>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const opened: Promise<StreamClientsMessage>[] = [];
  for (let w = 0; w < WORKERS; w++) {
    const job: StreamClientsJob = { base, tokens: streamTokens.slice(w * share, (w + 1) * share), opening: OPENING };
    const worker = new Worker(WORKER, { eval: true, workerData: job });
    workers.push(worker);
    opened.push(next(worker));
  }
  const open = (await Promise.all(opened)).map((m) => (m.kind === 'open' ? m : null)!);
  const failed = open.reduce((n, m) => n + m.failed, 0);
  if (failed > 0) throw new Error(`${failed} streams could not be opened: ${open.find((m) => m.firstFailure)!.firstFailure}`);
  const openSeconds = Math.max(...open.map((m) => m.elapsedMs)) / 1000;
  // The heartbeat has written to every stream at least once, so each socket's buffers are in use.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const extraMb = residentMb(child.pid!) - before;

  const latencies: number[] = [];
  const roundP99s: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const traceId = `bench-stream-${round}`;
    const chosen = users.slice(round * USERS_PER_ROUND, (round + 1) * USERS_PER_ROUND).map((u) => u.id);
    // What events.publish does for each user, for all of them in one transaction.
    await sql.query('BEGIN');
    const { rows: stored } = await sql.query<{ id: number; user_id: number }>(
      `INSERT INTO events (user_id, type, trace_id, content) SELECT u, 'Notify', $2, '{"zh-CN":"压测","en-US":"bench"}'::jsonb FROM unnest($1::int[]) u RETURNING id, user_id`,
      [chosen, traceId],
    );
    for (const row of stored) {
      await sql.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ id: Number(row.id), userId: row.user_id, type: 'Notify', traceId, content: { 'zh-CN': '压测', 'en-US': 'bench' } })]);
    }
    await sql.query('COMMIT');
    const committed = Date.now();
    // Every client of the round has it, or the bench stops: an event is never lost.
    const arrived: number[] = [];
    const deadline = Date.now() + 30_000;
    while (arrived.length < USERS_PER_ROUND * MAX_STREAMS_PER_USER) {
      if (Date.now() > deadline) throw new Error(`round ${round}: ${arrived.length} of ${USERS_PER_ROUND * MAX_STREAMS_PER_USER} deliveries in 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const worker of workers) {
        const reply = next(worker);
        worker.postMessage('collect' satisfies StreamClientsCommand);
        const message = await reply;
        if (message.kind === 'arrivals') arrived.push(...message.arrivals.filter((a) => a.traceId === traceId).map((a) => Math.max(0, a.at - committed)));
      }
    }
    latencies.push(...arrived);
    roundP99s.push(percentile(arrived.sort((a, b) => a - b), 99));
  }

  const p99 = median(roundP99s);
  console.log(
    `${`live stream: ${STREAMS.toLocaleString('en')} open streams, server's extra memory`.padEnd(62)} ${extraMb.toFixed(0).padStart(6)} MB (target <= ${TARGET_MB}, ratio ${(extraMb / TARGET_MB).toFixed(2)})  [opened in ${openSeconds.toFixed(1)} s, ${WORKERS} client threads]`,
  );
  console.log(
    `${'live stream: an event to 1,000 clients, commit to arrival'.padEnd(62)} median p99 ${p99.toFixed(0).padStart(4)} ms (target <= ${TARGET_P99_MS}, ratio ${(p99 / TARGET_P99_MS).toFixed(2)})  [p50 ${median(latencies)} ms, ${ROUNDS} rounds]`,
  );
} finally {
  for (const worker of workers) worker.postMessage('close' satisfies StreamClientsCommand);
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
  await sql.end();
  await server.stop();
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function percentile(sorted: readonly number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
