/**
 * Order-save benchmark against docs/quality.md#the-server (`pnpm bench`): >= 300 orders/s on PostgreSQL for a save
 * with validation, limits, credit, the risk desk's odds drop and automatic lay-off (switched on), the book update, in one transaction. 20 concurrent clients POST
 * /order/save with 5 lines each and a fresh requestId, on an open Mark Six draw, for customers of their
 * own (100 customers on two agents, a tier-A plan); selections spread over the book with some shared
 * (see order-clients.ts). A warm-up, one client alone for reference (the cost of one order without
 * waiting for others), then several runs: prints the median orders/s with the ratio to the target and
 * the median p99 latency, and the statements per save (every query the server's database clients sent during
 * the runs, the session check and the answer's read included, over the saves). Asserts nothing about speed, but stops loudly on any save that
 * is not a 2xx (every order must be taken).
 */
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { ClientsJob, ClientsResult } from './order-clients.js';
import { openOrderBook } from './order-book.js';
import { median, startBenchServer } from './server.js';
import { cpuMeter } from './cpu.js';

const RUNS = 3;
const SECONDS = 4;
const WARM_UP_SECONDS = 1;
const REFERENCE_SECONDS = 2;
const CLIENTS = 20;
const CUSTOMERS = 100;
const TARGET_OPS = 300;

const server = await startBenchServer('drawdesk_bench_orders', { drawCalendar: false });
const { base, token } = server;

// Stops the server (and the embedded PostgreSQL) whatever happens, then reports.
try {
  const { call } = server;


  const { draw, customers } = await openOrderBook(call, CUSTOMERS);

  // A worker does not inherit tsx's loader: it registers it, then loads the clients' module.
  const WORKER = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(new URL('./order-clients.ts', import.meta.url).href)}); })`;

  function load(run: string, seconds: number, clients = CLIENTS): Promise<ClientsResult> {
    const job: ClientsJob = { base, token, drawId: draw.id, customers, clients, seconds, run };
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER, { eval: true, workerData: job });
      worker.once('message', (result: ClientsResult) => resolve(result));
      worker.once('error', reject);
      worker.once('exit', (code) => code !== 0 && reject(new Error(`the load worker exited with ${code}`)));
    });
  }

  /** Every statement the server's clients send while `work` runs (a transaction's BEGIN and COMMIT included). */
  async function countingStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
    const query = pg.Client.prototype.query;
    let statements = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
      statements++;
      return query.apply(this, args);
    } as typeof query;
    try {
      return { result: await work(), statements };
    } finally {
      pg.Client.prototype.query = query;
    }
  }

  const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  /** One run: its orders/s and latency percentiles; any save that is not a 2xx stops the benchmark. */
  async function measure(run: string, seconds: number, clients = CLIENTS) {
    const { result, statements } = await countingStatements(() => load(run, seconds, clients));
    if (result.failures > 0) {
      throw new Error(`order save: ${result.failures} of ${result.latencies.length} saves were not 2xx; the first: ${result.firstFailure}`);
    }
    const sorted = [...result.latencies].sort((a, b) => a - b);
    return { saves: result.latencies.length, ops: result.latencies.length / (result.elapsedMs / 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99), statements: statements / result.latencies.length };
  }

  await measure('warm-up', WARM_UP_SECONDS);
  // The reference of the same run: one client alone, what one order costs without waiting for others.
  const alone = await measure('alone', REFERENCE_SECONDS, 1);
  const runs = [];
  const cpuSpent = cpuMeter();
  for (let run = 0; run < RUNS; run++) runs.push(await measure(String(run), SECONDS));
  const cpu = cpuSpent();
  const ops = runs.map((r) => r.ops);
  const p99 = runs.map((r) => r.p99);
  const statements = runs.reduce((sum, r) => sum + r.statements, 0) / runs.length;

  // Every order taken, and the book still the sum of the accepted lines.
  const { rows } = await server.app.pool.query<{ orders: number; off: number; steps: number }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE status = 'accepted') AS orders,
            (SELECT count(*)::int FROM risk_odds_history WHERE cause = 'step') AS steps,
            (SELECT count(*)::int FROM (SELECT l.play, l.selection, sum(l.amount) AS stake FROM order_lines l GROUP BY 1, 2) s
               FULL JOIN (SELECT play, selection, stake FROM book WHERE stake > 0) b USING (play, selection) WHERE s.stake IS DISTINCT FROM b.stake) AS off`,
  );
  if (rows[0]!.off > 0) throw new Error(`order save: the book differs from the sum of the lines on ${rows[0]!.off} selections`);

  const o = median(ops);
  const l = median(p99);
  console.log(
    `${'order save: POST /api/v1/order/save (5 lines, checks, book)'.padEnd(62)} median ${Math.round(o).toString().padStart(6)} orders/s (target >= ${TARGET_OPS}, ratio ${(o / TARGET_OPS).toFixed(2)})` +
      `  p99 ${Math.round(l)} ms  [${RUNS} runs x ${SECONDS} s, ${CLIENTS} clients: ${ops.map((r) => Math.round(r)).join(', ')} orders/s; ${rows[0]!.orders} orders in all, ${rows[0]!.steps} odds steps; ${statements.toFixed(1)} statements per save]`,
  );
  const saves = runs.reduce((sum, r) => sum + r.saves, 0);
  const perSave = (ms: number | undefined) => (ms === undefined ? '?' : (ms / saves).toFixed(1));
  console.log(
    `${'  CPU per save (2 cores: 300/s is 6.7 ms in all)'.padEnd(62)} this process ${perSave(cpu.serverMs)} ms (the server and its load worker), PostgreSQL ${perSave(cpu.postgresMs)} ms`,
  );
  console.log(`${'  reference: 1 client alone'.padEnd(62)} ${Math.round(alone.ops).toString().padStart(13)} orders/s  p50 ${alone.p50.toFixed(1)} ms, p99 ${Math.round(alone.p99)} ms, ${alone.statements.toFixed(1)} statements per save`);
} finally {
  await server.stop();
}
