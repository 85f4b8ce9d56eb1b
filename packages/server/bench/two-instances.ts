/**
 * Two instances, one book (docs/operations.md#several-instances, `pnpm bench`): two server entries in
 * processes of their own on one database, reached over its URL as an external PostgreSQL would be. Order
 * saves go to both at once, analyses are queued on one and read on the other, the draw is closed on one
 * and its result entered on the other, and the settlement runs wherever a worker claims it. Then it
 * checks what scale-out must not break: every save taken once, each job run once (one attempt, done, one
 * message per analysis), every event of the Admin reaching the streams the Admin holds on both instances
 * exactly once, and the settlement's totals per party equal to what @drawdesk/lottery computes for the
 * stored lines (the settlement tests hold one instance to the same reference). Prints the throughput
 * of the two together beside the checks; stops loudly when a check fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { Analysis, Draw } from '@drawdesk/contracts';
import { mark6Draw } from '@drawdesk/lottery';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { ANALYSIS_JOB } from '../src/analysis/service.js';
import { JOB_KINDS } from '../src/draws/service.js';
import { expectedParts, layoffsOf, ledgerParts, linesOf, zodiacOf } from '../test/settlement-reference.js';
import { ENTRY_ADMIN_PASSWORD, startEntry, type Entry } from './entry.js';
import { openOrderBook } from './order-book.js';
import type { ClientsJob, ClientsResult } from './order-clients.js';
import type { StreamClientsCommand, StreamClientsJob, StreamClientsMessage } from './stream-clients.js';

const CUSTOMERS = 40;
const CLIENTS_PER_INSTANCE = 8;
const SECONDS = 5;
const ANALYSES = 4;
const RESULT = { numbers: [3, 12, 25, 31, 40, 44], special: 7 };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-bench-two-'));
fs.chmodSync(dataDir, 0o755);
if (process.env.DATABASE_URL) throw new Error('the two-instance bench starts a database of its own: run it without DATABASE_URL');
const database = await startEmbeddedPostgres(dataDir, 'drawdesk_bench_two', () => undefined);

/** A tsx-loaded worker thread running one of the bench's client modules. */
const worker = (module: string, workerData: unknown) =>
  new Worker(
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(new URL(module, import.meta.url).href)}); })`,
    { eval: true, workerData },
  );
const message = <T>(thread: Worker) =>
  new Promise<T>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });

/** The parties whose ledger total differs from the reference's (fen), for a failed check's message. */
function differing(ledger: Record<string, number>, expected: Record<string, number>): string {
  const parties = [...new Set([...Object.keys(ledger), ...Object.keys(expected)])].filter((party) => ledger[party] !== expected[party]);
  return parties.length === 0 ? '' : `; differing: ${parties.map((party) => `${party} ledger ${ledger[party] ?? 0} against ${expected[party] ?? 0}`).join(', ')}`;
}

function check(what: string, ok: boolean, detail: string) {
  if (!ok) throw new Error(`two instances: ${what} FAILED: ${detail}`);
  console.log(`${`two instances: ${what}`.padEnd(62)} ok  [${detail}]`);
}

const entries: Entry[] = [];
const streams: Worker[] = [];
const sql = new pg.Client({ connectionString: database.url });
try {
  // One after the other: the first applies the migrations and writes the first Admin.
  entries.push(await startEntry(database.url));
  entries.push(await startEntry(database.url));
  const [a, b] = entries as [Entry, Entry];
  await sql.connect();

  const login = await fetch(`${a.base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ENTRY_ADMIN_PASSWORD }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const token = login.data.token;
  const callOn =
    (instance: Entry) =>
    async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${instance.base}/api/v1${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const envelope = (await response.json()) as { data: T; message: string };
      if (!response.ok) throw new Error(`${method} ${url} on ${instance.base}: ${response.status} ${envelope.message}`);
      return envelope.data;
    };
  const [onA, onB] = [callOn(a), callOn(b)];

  const { draw, customers } = await openOrderBook(onA, CUSTOMERS);
  const { rows: admins } = await sql.query<{ id: number }>(`SELECT id FROM users WHERE username = 'admin'`);
  const firstEvent = (await sql.query<{ id: number | null }>(`SELECT max(id)::int AS id FROM events`)).rows[0]!.id ?? 0;

  // The Admin's live streams, one on each instance.
  for (const instance of entries) {
    const job: StreamClientsJob = { base: instance.base, tokens: [token], opening: 1 };
    const thread = worker('./stream-clients.ts', job);
    streams.push(thread);
    const opened = await message<StreamClientsMessage>(thread);
    if (opened.kind !== 'open' || opened.open !== 1) throw new Error(`the live stream on ${instance.base} did not open`);
  }

  // Order saves on both at once, each instance its own half of the customers.
  const half = customers.length / 2;
  const loads = entries.map((instance, i) => {
    const job: ClientsJob = { base: instance.base, token, drawId: draw.id, customers: customers.slice(i * half, (i + 1) * half), clients: CLIENTS_PER_INSTANCE, seconds: SECONDS, run: `two-${i}` };
    return message<ClientsResult>(worker('./order-clients.ts', job));
  });
  const results = await Promise.all(loads);
  for (const [i, result] of results.entries()) if (result.failures > 0) throw new Error(`instance ${i + 1}: ${result.failures} saves refused: ${result.firstFailure}`);
  const taken = results.reduce((n, r) => n + r.latencies.length, 0);
  const perSecond = results.map((r) => (r.latencies.length * 1000) / r.elapsedMs);
  console.log(
    `${'two instances: order save on both at once (5 lines)'.padEnd(62)} ${Math.round(perSecond[0]! + perSecond[1]!).toString().padStart(6)} orders/s  [${perSecond.map((n) => Math.round(n)).join(' + ')}, ${CLIENTS_PER_INSTANCE} clients each, ${SECONDS} s]`,
  );

  // Analyses queued on one instance and followed on the other.
  const analyses: number[] = [];
  for (let i = 0; i < ANALYSES; i++) {
    const queue = i % 2 === 0 ? onA : onB;
    analyses.push((await queue<{ id: number }>('POST', '/analysis/run', { drawId: draw.id, strategy: { kind: 'keep-ratio', keepBp: 5000 } })).id);
  }
  for (const [i, id] of analyses.entries()) {
    const follow = i % 2 === 0 ? onB : onA;
    const deadline = Date.now() + 120_000;
    for (let run = await follow<Analysis>('GET', `/analysis?id=${id}`); run.status !== 'done'; run = await follow<Analysis>('GET', `/analysis?id=${id}`)) {
      if (run.status === 'failed' || Date.now() > deadline) throw new Error(`analysis ${id}: ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  // Closed on one, its result entered on the other; settled by whichever instance claims the job.
  await onB('POST', `/lottery/close/${draw.id}`);
  await onA('POST', '/lottery/result', { id: draw.id, ...RESULT });
  const deadline = Date.now() + 300_000;
  for (let status = ''; status !== 'settled'; status = (await onB<Draw>('GET', `/lottery?id=${draw.id}`)).status) {
    if (Date.now() > deadline) throw new Error(`the draw did not settle: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // The checks.
  const stored = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE draw_id = $1`, [draw.id])).rows[0]!.n;
  check('every save taken once', stored === taken, `${taken} saves answered 2xx, ${stored} orders stored`);

  const { rows: jobs } = await sql.query<{ kind: string; state: string; attempts: number }>(
    `SELECT kind, state, attempts FROM jobs WHERE (kind = $1 AND id IN (SELECT job_id FROM analyses WHERE id = ANY($2))) OR (kind = $3 AND payload->>'drawId' = $4)`,
    [ANALYSIS_JOB, analyses, JOB_KINDS.settle, String(draw.id)],
  );
  const { rows: notices } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages WHERE link = ANY($1)`, [analyses.map((id) => `/number-analyse/detail?id=${id}`)]);
  check(
    'each job ran once',
    jobs.length === ANALYSES + 1 && jobs.every((j) => j.state === 'done' && j.attempts === 1) && notices[0]!.n === ANALYSES,
    `${jobs.length} jobs (${ANALYSES} analyses, 1 settlement), attempts ${[...new Set(jobs.map((j) => j.attempts))].join('/')}, ${notices[0]!.n} analysis messages`,
  );

  const { rows: events } = await sql.query<{ id: number }>(`SELECT id::int FROM events WHERE user_id = $1 AND id > $2 ORDER BY id`, [admins[0]!.id, firstEvent]);
  const received: number[][] = [];
  for (const thread of streams) {
    const reply = message<StreamClientsMessage>(thread);
    thread.postMessage('collect' satisfies StreamClientsCommand);
    const arrivals = await reply;
    received.push(arrivals.kind === 'arrivals' ? arrivals.arrivals.map((x) => x.id).sort((x, y) => x - y) : []);
  }
  const want = events.map((e) => e.id).join();
  check(
    "every event reached the Admin's streams on both, once",
    events.length >= ANALYSES && received.every((ids) => ids.join() === want),
    `${events.length} events; received ${received.map((ids) => ids.length).join(' and ')}`,
  );

  const result = mark6Draw(RESULT.numbers, RESULT.special, await zodiacOf(sql, draw));
  const lines = await linesOf(sql, draw.id);
  const ledger = await ledgerParts(sql, draw.id);
  const layoffs = await layoffsOf(sql, draw.id);
  const expected = expectedParts(lines, result, layoffs);
  check(
    "settlement totals per party equal the library's",
    lines.length === taken * 5 && JSON.stringify(ledger, Object.keys(ledger).sort()) === JSON.stringify(expected, Object.keys(expected).sort()),
    `${lines.length} lines and ${layoffs.length} lay-offs settled, ${Object.keys(ledger).length} parties${differing(ledger, expected)}`,
  );
} finally {
  for (const thread of streams) thread.postMessage('close' satisfies StreamClientsCommand);
  await Promise.all(streams.map((thread) => new Promise((resolve) => thread.once('exit', resolve))));
  await sql.end().catch(() => undefined);
  for (const entry of entries) await entry.stop();
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
