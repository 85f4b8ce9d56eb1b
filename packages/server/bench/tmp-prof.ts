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
    return { ops: result.latencies.length / (result.elapsedMs / 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99), statements: statements / result.latencies.length };
  }

  await measure('warm-up', WARM_UP_SECONDS);
  // The reference of the same run: one client alone, what one order costs without waiting for others.
  const fs0 = await import('node:fs');
  const pgCpuA = () => { let t = 0; for (const pid of fs0.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) { try { const st = fs0.readFileSync(`/proc/${pid}/stat`, 'utf8'); if (!st.includes('(postgres)')) continue; const f = st.slice(st.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]); } catch {} } return t * 10; };
  const adminA = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:55432/postgres' }); await adminA.connect();
  await adminA.query('select pg_stat_statements_reset()');
  const a0 = pgCpuA(); const c0 = process.cpuUsage();
  const alone = await measure('alone', REFERENCE_SECONDS, 1);
  const a1 = pgCpuA(); const c1 = process.cpuUsage(c0); const nA = alone.ops * REFERENCE_SECONDS;
  console.log(`ALONE saves ~${Math.round(nA)}; per save: node ${((c1.user + c1.system) / 1000 / nA).toFixed(2)} ms, pg ${((a1 - a0) / nA).toFixed(2)} ms`);
  const stA = await adminA.query(`select calls, round(total_plan_time::numeric/calls,3) plan, round(total_exec_time::numeric/calls,3) exec, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) q from pg_stat_statements where dbid = (select oid from pg_database where datname='drawdesk_bench_orders') order by total_plan_time+total_exec_time desc limit 14`);
  console.table(stA.rows);
  await adminA.end();
  const fs = await import('node:fs');
  const pgCpu = () => { let t = 0; for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) { try { const st = fs.readFileSync(`/proc/${pid}/stat`, 'utf8'); if (!st.includes('(postgres)')) continue; const f = st.slice(st.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]); } catch {} } return t * 10; };
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:55432/postgres' }); await admin.connect();
  await admin.query('select pg_stat_statements_reset()');
  const pg0 = pgCpu(); const cpu0 = process.cpuUsage(); const t0 = Date.now();
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(String(run), SECONDS));
  const pg1 = pgCpu(); const cpu1 = process.cpuUsage(cpu0); const wall = Date.now() - t0;
  const n = (await server.app.pool.query('select count(*)::int as n from orders')).rows[0].n;
  const saves = runs.reduce((s, r) => s + r.ops * SECONDS, 0);
  console.log(`wall ${wall} ms, saves ~${Math.round(saves)}; per save: node ${((cpu1.user + cpu1.system) / 1000 / saves).toFixed(2)} ms, pg ${((pg1 - pg0) / saves).toFixed(2)} ms`);
  const st = await admin.query(`select calls, round(total_plan_time::numeric/calls,3) plan, round(total_exec_time::numeric/calls,3) exec, round((total_plan_time+total_exec_time)::numeric) total, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) q from pg_stat_statements where dbid = (select oid from pg_database where datname='drawdesk_bench_orders') order by total_plan_time+total_exec_time desc limit 25`);
  console.table(st.rows);
  await admin.end();
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
  console.log(`${'  reference: 1 client alone'.padEnd(62)} ${Math.round(alone.ops).toString().padStart(13)} orders/s  p50 ${alone.p50.toFixed(1)} ms, p99 ${Math.round(alone.p99)} ms, ${alone.statements.toFixed(1)} statements per save`);
} finally {
  await server.stop();
}
