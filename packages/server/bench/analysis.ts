/**
 * Number analysis against QUALITY.md (`pnpm bench`): a draw with 1,000,000 order lines, seeded with COPY
 * into a bench database, analysed from enqueue to stored result (the run's own `duration_ms`, measured by
 * PostgreSQL from the insert of the queued run to the stored result), median of 5 against 300 ms; the live
 * exposure read over HTTP, median of 21 against 20 ms. An agent subtree's run (summed from the lines
 * themselves) is printed beside them, without a target. It asserts nothing but fails loudly on an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generator } from '../src/demo/demo-book.js';
import { defaultPlanRows } from '../src/plans/default-rows.js';
import { median, startBenchSystem } from './system.js';

const LINES = 1_000_000;
const LINES_PER_ORDER = 5;
const RUNS = 5;
const LIVE_READS = 21;
const FAVOURITES = ['7', '18', '25', '33', '49'];

const system = await startBenchSystem('drawdesk_bench_analysis');
const db = (text: string, values: unknown[] = []) => system.app.pool.query(text, values);

async function seed() {
  const started = Date.now();
  const agent = async (code: string, parent: number | null, shareBp: number) =>
    (await db(`INSERT INTO agents (code, name, parent_id, share_bp, may_lay_off, status) VALUES ($1, $1, $2, $3, true, 'active') RETURNING id`, [code, parent, shareBp])).rows[0].id as number;
  const top = await agent('BENCH-A', null, 3000);
  const below = await agent('BENCH-B', top, 2000);
  const direct = await agent('BENCH-C', null, 0);
  const plan = (await db(`INSERT INTO plans (game, name, tier, status) VALUES ('MARK6', 'Bench A', 'A', 'active') RETURNING id`)).rows[0].id as number;
  const customers: { id: number; agent: number }[] = [];
  for (let i = 0; i < 300; i++) {
    const agentId = [top, below, direct][i % 3]!;
    const id = (await db(`INSERT INTO customers (code, name, channel, agent_id, plan_id, credit_limit, status) VALUES ($1, $1, 'wechat', $2, $3, 0, 'active') RETURNING id`, [`BC${i}`, agentId, plan])).rows[0].id as number;
    customers.push({ id, agent: agentId });
  }
  const draw = (await db(
    `INSERT INTO draws (lottery, issue, opens_at, closes_at, draw_at, status, source) VALUES ('HK6', 'BENCH-1', now() - interval '1 hour', now() + interval '1 day', now() + interval '1 day', 'open', 'manual') RETURNING id`,
  )).rows[0].id as number;

  const rows = new Map(defaultPlanRows('MARK6', 'A').map((row) => [row.play, row]));
  const terms = (play: string) => {
    const row = rows.get(play as never)!;
    return `${row.odds[0]},${row.odds[1] ?? ''},${row.rebateBp}`;
  };
  const chains = new Map<number, { json: string; kept: number }>([
    [top, { json: JSON.stringify([{ agentId: top, shareBp: 3000, rebateBp: 0 }]), kept: 7000 }],
    [below, { json: JSON.stringify([{ agentId: below, shareBp: 2000, rebateBp: 0 }, { agentId: top, shareBp: 3000, rebateBp: 0 }]), kept: 5000 }],
    [direct, { json: JSON.stringify([{ agentId: direct, shareBp: 0, rebateBp: 0 }]), kept: 10_000 }],
  ]);
  const next = generator(20261125);
  const pick = (): [string, string] => {
    const kind = next(100);
    if (kind < 80) return ['TM', next(5) === 0 ? FAVOURITES[next(FAVOURITES.length)]! : String(1 + next(49))];
    if (kind < 88) return ['TM_TWO_SIDED', ['BIG', 'SMALL', 'ODD', 'EVEN'][next(4)]!];
    if (kind < 94) return ['TM_COLOUR', ['RED', 'BLUE', 'GREEN'][next(3)]!];
    if (kind < 98) return ['ZM', String(1 + next(49))];
    const a = 1 + next(48);
    return ['LM_2_ALL', `${a},${a + 1 + next(49 - a)}`];
  };

  const orderFile = path.join(system.dataDir, 'orders.csv');
  const lineFile = path.join(system.dataDir, 'lines.csv');
  const orders = fs.openSync(orderFile, 'w');
  const lines = fs.openSync(lineFile, 'w');
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  let orderChunk: string[] = [];
  let lineChunk: string[] = [];
  for (let order = 1; order <= LINES / LINES_PER_ORDER; order++) {
    const customer = customers[next(customers.length)]!;
    const chain = chains.get(customer.agent)!;
    let stake = 0;
    for (let i = 0; i < LINES_PER_ORDER; i++) {
      const [play, selection] = pick();
      const amount = (1 + next(50)) * 1000;
      stake += amount;
      lineChunk.push(`${order},${draw},${play},${quote(selection)},${amount},1,${amount},${terms(play)},${quote(chain.json)},${chain.kept}\n`);
    }
    orderChunk.push(`${order},BENCH-1-${order},${customer.id},${customer.agent},${draw},form,accepted,${stake},${LINES_PER_ORDER},bench-${order},1,admin\n`);
    if (orderChunk.length === 20_000) {
      fs.writeSync(orders, orderChunk.join(''));
      fs.writeSync(lines, lineChunk.join(''));
      orderChunk = [];
      lineChunk = [];
    }
  }
  fs.writeSync(orders, orderChunk.join(''));
  fs.writeSync(lines, lineChunk.join(''));
  fs.closeSync(orders);
  fs.closeSync(lines);

  await db(`COPY orders (id, order_no, customer_id, agent_id, draw_id, source, status, stake, line_count, request_id, entered_by, entered_by_name) FROM '${orderFile}' WITH (FORMAT csv)`);
  await db(`SELECT setval('orders_id_seq', (SELECT max(id) FROM orders))`);
  await db(`COPY order_lines (order_id, draw_id, play, selection, stake, combinations, amount, odds1, odds2, rebate_bp, share_chain, kept_bp) FROM '${lineFile}' WITH (FORMAT csv)`);
  // The book as orders keep it, in the transaction of each accept: here summed once from the lines.
  await db(`INSERT INTO book (draw_id, play, selection, stake, lines) SELECT draw_id, play, selection, sum(amount), count(*) FROM order_lines WHERE draw_id = $1 GROUP BY 1, 2, 3`, [draw]);
  await db(
    `INSERT INTO book_positions (draw_id, play, selection, odds1, odds2, rebate_bp, kept_bp, stake, lines)
     SELECT draw_id, play, selection, odds1, coalesce(odds2, 0), rebate_bp, kept_bp, sum(stake), count(*) FROM order_lines WHERE draw_id = $1 GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    [draw],
  );
  await db('ANALYZE');
  fs.rmSync(orderFile);
  fs.rmSync(lineFile);
  const count = (await db('SELECT count(*)::int AS n FROM order_lines WHERE draw_id = $1', [draw])).rows[0].n as number;
  console.log(`seeded ${count.toLocaleString('en-US')} order lines in ${LINES / LINES_PER_ORDER} orders with COPY in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { draw, top };
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${system.base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${system.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

/** Queues a run and waits for its stored result; answers its duration from enqueue to stored result. */
async function timedRun(body: Record<string, unknown>): Promise<number> {
  const { id } = await call<{ id: number }>('POST', '/analysis/run', body);
  for (;;) {
    const run = await call<{ status: string; durationMs: number | null; error: string | null }>('GET', `/analysis?id=${id}`);
    if (run.status === 'failed') throw new Error(`analysis ${id} failed: ${run.error}`);
    if (run.status === 'done') return run.durationMs!;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const { draw, top } = await seed();
const strategy = { kind: 'loss-cap', maxLoss: 10_000_000, upstreamOdds: 420_000, upstreamRebateBp: 0 };
await timedRun({ drawId: draw, strategy }); // warm-up: plans and caches
const company: number[] = [];
for (let i = 0; i < RUNS; i++) company.push(await timedRun({ drawId: draw, strategy }));
const subtree: number[] = [];
for (let i = 0; i < 3; i++) subtree.push(await timedRun({ drawId: draw, strategy, scope: { agentId: top, share: 'kept' } }));
const live: number[] = [];
for (let i = 0; i < LIVE_READS; i++) {
  const started = performance.now();
  await call('GET', `/analysis/live?drawId=${draw}`);
  live.push(performance.now() - started);
}

const line = (name: string, value: number, unit: string, target?: number) =>
  console.log(`${name.padEnd(70)} median ${value.toFixed(1).padStart(8)} ${unit}${target === undefined ? '  (no target)' : ` (target <= ${target}, ratio ${(value / target).toFixed(2)})`}`);
line(`analysis of 1,000,000 lines, company, enqueue to stored result [${RUNS} runs]`, median(company), 'ms', 300);
line('analysis of the same draw, one agent subtree summed from its lines [3 runs]', median(subtree), 'ms');
line(`live exposure read, GET /analysis/live over HTTP [${LIVE_READS} reads]`, median(live), 'ms', 20);


await system.stop();
