/**
 * The benchmarks' big book: 1,000,000 order lines (200,000 orders of 5 lines) on one open HK6 draw, for
 * 300 customers under a two-level agent chain and a direct agent, mostly special numbers crowding on a few
 * favourites; written with COPY, and the book and positions summed from the lines once, as orders keep them.
 */
import fs from 'node:fs';
import type pg from 'pg';
import path from 'node:path';
import { generator } from '../src/demo/demo-book.js';
import { defaultPlanRows } from '../src/plans/default-rows.js';

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

const LINES = 1_000_000;
const LINES_PER_ORDER = 5;
const FAVOURITES = ['7', '18', '25', '33', '49'];

export async function seedMillionLines(db: Query, dataDir: string) {
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

  const orderFile = path.join(dataDir, 'orders.csv');
  const lineFile = path.join(dataDir, 'lines.csv');
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
  return { draw, top, lines: count };
}
