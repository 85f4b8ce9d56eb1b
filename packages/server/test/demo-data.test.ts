import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_RULES, type StatementPage, type AgentTreeRow, type Customer, type Draw, type PageOf, type PlanReturns, type PlanSummary } from '@drawdesk/contracts';
import { DEMO_CUSTOMERS, demoBook } from '../src/demo/demo-book.js';
import { seedDemoBook } from '../src/demo/seed-demo.js';
import { startServer } from './server.js';
import { poll } from './poll.js';

let server: Awaited<ReturnType<typeof startServer>>;
/** How long the first seeding took (reported, never asserted: timings are noisy). */
let seedMs = 0;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the demo book (DEMO_DATA=1)', () => {
  it('is written once into an empty database, through the same rules as the API, then never again', { timeout: 90_000 }, async () => {
    const book = demoBook();
    const started = performance.now();
    const written = await seedDemoBook(server.app);
    seedMs = performance.now() - started;
    expect(written).toEqual({ agents: book.agents.length, plans: 4, customers: DEMO_CUSTOMERS, pastDraws: expect.any(Number), nextDraws: expect.any(Number), orders: expect.any(Number),
      settledDraws: expect.any(Number), settledOrders: expect.any(Number), riskRules: 2, autoLayoffRules: 1, autoLayoffs: expect.any(Number) });
    expect(written!.autoLayoffs).toBeGreaterThan(0);
    // The last 8 days' draws have orders and are settled: HK6 three a week, MO6 and P3 daily.
    expect(written!.settledDraws).toBeGreaterThanOrEqual(18);
    expect(written!.settledOrders).toBeGreaterThanOrEqual(written!.settledDraws * 40);
    // The three markets' last 30 days (HK6 three draws a week, the others daily) and the next 14.
    expect(written!.pastDraws).toBeGreaterThanOrEqual(72);
    expect(written!.nextDraws).toBeGreaterThanOrEqual(32);
    // The next draws' opening jobs run in the background: let them finish before comparing.
    await poll(async () => (await server.sql.query(`SELECT 1 FROM jobs WHERE state <> 'done' AND run_at <= now()`)).rowCount === 0, 'the due jobs');
    const before = await server.fingerprint();
    expect(await seedDemoBook(server.app)).toBeNull();
    expect(await server.fingerprint()).toBe(before);

    const token = server.adminToken;
    const tree = await server.call<AgentTreeRow[]>('GET', '/agent/tree', { token });
    expect(tree.body.data.map((a) => a.code)).toEqual(expect.arrayContaining(book.agents.map((a) => a.code)));
    expect(Math.max(...tree.body.data.map((a) => a.chainShareBp))).toBeLessThanOrEqual(10_000);

    const plans = await server.call<PageOf<PlanSummary>>('POST', '/plan/list', { token, body: { page: 1, pageSize: 20 } });
    expect(plans.body.data.list.map((p) => `${p.game}-${p.tier}-${p.status}`).sort()).toEqual(['MARK6-A-active', 'MARK6-B-active', 'PICK3-A-active', 'PICK3-B-active']);
    expect(plans.body.data.list.reduce((sum, p) => sum + p.customers, 0)).toBe(DEMO_CUSTOMERS);
    const returns = await server.call<PlanReturns>('GET', '/plan/rtp', { token, query: { id: plans.body.data.list[0]!.id } });
    expect(returns.status).toBe(200);

    const customers = await server.call<PageOf<Customer>>('POST', '/customer/list', { token, body: { page: 1, pageSize: 100 } });
    expect(customers.body.data.total).toBe(DEMO_CUSTOMERS);

    const past = await server.call<PageOf<Draw>>('POST', '/lottery/list', { token, body: { page: 1, pageSize: 200, status: 'settled' } });
    expect(past.body.data.total).toBeGreaterThanOrEqual(written!.pastDraws - 3);
    expect(past.body.data.list.every((d) => d.result !== null && (d.game === 'PICK3' || d.zodiac !== null))).toBe(true);
    // Each market has its next draw open, or (between its close and its draw time) one awaiting its result.
    const { rows } = await server.sql.query(`SELECT DISTINCT lottery FROM draws WHERE status IN ('open', 'closed') ORDER BY lottery`);
    expect(rows.map((r) => r.lottery)).toEqual(['HK6', 'MO6', 'P3']);
  });

  it('holds accepted orders on every open draw, within credit and limits, and a book that is the sum of their lines', async () => {
    const { sql } = server;
    const orders = await sql.query<{ draw_id: number; lottery: string; orders: number; texts: number; plays: number }>(
      `SELECT d.id AS draw_id, d.lottery, count(DISTINCT o.id)::int AS orders, count(DISTINCT o.id) FILTER (WHERE o.source = 'text')::int AS texts,
              count(DISTINCT l.play)::int AS plays
       FROM draws d LEFT JOIN orders o ON o.draw_id = d.id AND o.status = 'accepted' LEFT JOIN order_lines l ON l.order_id = o.id
       WHERE d.status = 'open' GROUP BY d.id, d.lottery ORDER BY d.lottery`,
    );
    console.log(`demo book seeded in ${Math.round(seedMs)} ms: ${orders.rows.map((r) => `${r.lottery} ${r.orders} orders (${r.texts} from text, ${r.plays} plays)`).join(', ')}`);
    // The next draw of each market is open (or, between its close and its draw, awaiting its result).
    expect(orders.rows.length).toBeGreaterThanOrEqual(1);
    for (const draw of orders.rows) {
      expect(draw.orders, draw.lottery).toBeGreaterThanOrEqual(500);
      expect(draw.texts, draw.lottery).toBeGreaterThan(0);
      expect(draw.plays, draw.lottery).toBeGreaterThanOrEqual(7);
    }
    const all = await sql.query<{ n: number; off: number; numbered: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE d.status <> 'open' OR o.status <> 'accepted')::int AS off,
              count(*) FILTER (WHERE o.order_no LIKE d.issue || '-%' AND o.request_id ~ $1 AND o.request_id LIKE 'demo-%' AND o.line_count BETWEEN 1 AND 8)::int AS numbered
       FROM orders o JOIN draws d ON d.id = o.draw_id
       -- Not settled: an accepted order of a settled draw is settled (src/repositories/order-status.ts).
       WHERE o.status <> 'settled' AND NOT (o.status = 'accepted' AND d.settled_version IS NOT NULL)`,
      [ORDER_RULES.requestIdPattern],
    );
    expect(all.rows[0]).toEqual({ n: orders.rows.reduce((sum, r) => sum + r.orders, 0), off: 0, numbered: all.rows[0]!.n });

    // The book is the sum of the accepted (and since settled) lines per draw, play and selection (stake and line count), row for row.
    const book = await sql.query(
      `WITH summed AS (SELECT l.draw_id, l.play, l.selection, sum(l.amount) AS stake, count(*) AS lines
                       FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status IN ('accepted', 'settled') GROUP BY 1, 2, 3)
       SELECT * FROM summed s FULL JOIN book b USING (draw_id, play, selection) WHERE s.stake IS DISTINCT FROM b.stake OR s.lines IS DISTINCT FROM b.lines`,
    );
    expect(book.rows).toEqual([]);
    // And per terms and kept share, as analysis reads it; each line keeps what its chain's shares leave.
    const positions = await sql.query(
      `WITH summed AS (SELECT l.draw_id, l.play, l.selection, l.odds1, coalesce(l.odds2, 0) AS odds2, l.rebate_bp, l.kept_bp, sum(l.stake) AS stake, count(*) AS lines
                       FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status IN ('accepted', 'settled') GROUP BY 1, 2, 3, 4, 5, 6, 7)
       SELECT * FROM summed s FULL JOIN book_positions b USING (draw_id, play, selection, odds1, odds2, rebate_bp, kept_bp)
       WHERE s.stake IS DISTINCT FROM b.stake OR s.lines IS DISTINCT FROM b.lines`,
    );
    expect(positions.rows).toEqual([]);
    const kept = await sql.query(
      `SELECT l.id FROM order_lines l WHERE l.kept_bp <> 10000 - coalesce((SELECT sum((e->>'shareBp')::int) FROM jsonb_array_elements(l.share_chain) e), 0)`,
    );
    expect(kept.rows).toEqual([]);
    // Each order's stake is its lines' sum; each line's amount its stake per combination times the combinations.
    const sums = await sql.query(
      `SELECT o.id FROM orders o JOIN order_lines l ON l.order_id = o.id GROUP BY o.id HAVING o.stake <> sum(l.amount) OR o.line_count <> count(*)`,
    );
    expect(sums.rows).toEqual([]);

    // Nobody is over credit (available = limit + balance - open stake), and each orders on its plan's game, within its limits.
    const over = await sql.query(
      `SELECT c.code FROM customers c
       WHERE c.credit_limit + coalesce((SELECT sum(amount) FROM ledger_entries e WHERE e.customer_id = c.id), 0)
             - coalesce((SELECT sum(stake) FROM orders o JOIN draws d ON d.id = o.draw_id
                         WHERE o.customer_id = c.id AND o.status = 'accepted' AND d.settled_version IS NULL), 0) < 0`,
    );
    expect(over.rows).toEqual([]);
    const wrongGame = await sql.query(
      `SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id JOIN plans p ON p.id = c.plan_id JOIN draws d ON d.id = o.draw_id
       JOIN lotteries m ON m.code = d.lottery WHERE p.game <> m.game OR o.agent_id <> c.agent_id`,
    );
    expect(wrongGame.rows).toEqual([]);
    const limits = await sql.query(
      `SELECT l.id FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN customers c ON c.id = o.customer_id
       JOIN plan_rows r ON r.plan_id = c.plan_id AND r.play = l.play
       WHERE l.stake < r.min_stake OR l.stake > r.max_stake OR r.locked OR l.amount <> l.stake * l.combinations
          OR (SELECT stake FROM book b WHERE (b.draw_id, b.play, b.selection) = (l.draw_id, l.play, l.selection)) > r.max_per_selection`,
    );
    expect(limits.rows).toEqual([]);

    // The draws' books differ: each Mark Six market has its own favourite special numbers.
    const favourites = await sql.query<{ lottery: string; top: string }>(
      `SELECT d.lottery, string_agg(b.selection, ',' ORDER BY b.stake DESC, b.selection) FILTER (WHERE b.play IN ('TM', 'P3_DIRECT')) AS top
       FROM book b JOIN draws d ON d.id = b.draw_id WHERE d.status = 'open' GROUP BY d.lottery`,
    );
    const tops = favourites.rows.map((r) => r.top.split(',').slice(0, 5).join(','));
    expect(new Set(tops).size).toBe(tops.length);
  });

  it("settles the last 8 days' draws: every line settled, each draw's entries add up to nothing, statements ready", async () => {
    const { sql } = server;
    const draws = await sql.query<{ id: number; lines: number; settled: number; parts: number; customers: number; entries: number }>(
      `SELECT d.id, count(l.id)::int AS lines, count(r.line_id)::int AS settled,
              (SELECT coalesce(sum(amount), 0)::int FROM ledger_entries e WHERE e.draw_id = d.id) AS parts,
              count(DISTINCT o.customer_id)::int AS customers,
              (SELECT count(*)::int FROM ledger_entries e WHERE e.draw_id = d.id AND e.kind = 'settlement') AS entries
       FROM draws d JOIN orders o ON o.draw_id = d.id JOIN order_lines l ON l.order_id = o.id
       LEFT JOIN settled_lines r ON r.line_id = l.id AND r.result_version = d.settled_version
       WHERE d.status = 'settled' GROUP BY d.id`,
    );
    expect(draws.rows.length).toBeGreaterThanOrEqual(18);
    for (const draw of draws.rows) {
      expect(draw.settled, `draw ${draw.id}`).toBe(draw.lines);
      // Customers' nets, agents' shares and the company's rest: a settled draw moves no money out of nowhere.
      expect(draw.parts, `draw ${draw.id}`).toBe(0);
      expect(draw.entries).toBeLessThanOrEqual(draw.customers);
    }
    const { rows } = await sql.query<{ customer_id: number }>(`SELECT customer_id FROM ledger_entries WHERE kind = 'settlement' LIMIT 1`);
    const statement = await server.call<StatementPage>('POST', '/statement/list', { token: server.adminToken, body: { page: 1, pageSize: 50, customerId: rows[0]!.customer_id } });
    expect(statement.body.data.list.length).toBeGreaterThan(0);
    const balance = await server.call<{ balance: number }>('GET', '/ledger/balance', { token: server.adminToken, query: { customerId: rows[0]!.customer_id } });
    expect(statement.body.data.summary).toMatchObject({ opening: 0, closing: balance.body.data.balance, other: 0, amount: balance.body.data.balance });
  });

  it('takes a new order on top of the demo book through the API, and reads the demo orders as any other', async () => {
    const token = server.adminToken;
    const { rows } = await server.sql.query<{ draw_id: number; customer_id: number; id: number; stake: number }>(
      `SELECT o.draw_id, o.customer_id, o.id, o.stake::int FROM orders o JOIN draws d ON d.id = o.draw_id
       WHERE o.source = 'text' AND o.status = 'accepted' AND d.settled_version IS NULL ORDER BY o.id LIMIT 1`,
    );
    const demo = rows[0]!;
    const detail = await server.call<{ text: string | null; lines: unknown[]; enteredBy: string; status: string }>('GET', '/order', { token, query: { id: demo.id } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ enteredBy: 'admin', status: 'accepted' });
    expect(detail.body.data.text).toMatch(/各|各组/);
    const balance = await server.call<{ creditLimit: number; balance: number; openStake: number; available: number }>('GET', '/ledger/balance', { token, query: { customerId: demo.customer_id } });
    expect(balance.body.data.openStake).toBeGreaterThanOrEqual(demo.stake);
    expect(balance.body.data.available).toBe(balance.body.data.creditLimit + balance.body.data.balance - balance.body.data.openStake);

    // The demo orders' first line, once more at the least stake: the book row the demo built moves by it.
    const [line] = (await server.sql.query<{ play: string; selection: string }>(`SELECT play, selection FROM order_lines WHERE order_id = $1 ORDER BY id LIMIT 1`, [demo.id])).rows;
    const before = (await server.sql.query<{ stake: number }>(`SELECT stake::int FROM book WHERE draw_id = $1 AND play = $2 AND selection = $3`, [demo.draw_id, line!.play, line!.selection])).rows[0]!.stake;
    const saved = await server.call('POST', '/order/save', { token, body: { requestId: 'after-demo-1', customerId: demo.customer_id, drawId: demo.draw_id, lines: [{ ...line, stake: 100 }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await server.sql.query<{ stake: number }>(`SELECT stake::int FROM book WHERE draw_id = $1 AND play = $2 AND selection = $3`, [demo.draw_id, line!.play, line!.selection])).rows[0]!.stake;
    expect(after).toBe(before + 100);
  });

  it('leaves a database an operator has begun to fill alone', async () => {
    const other = await startServer();
    try {
      const token = other.adminToken;
      const saved = await other.call('POST', '/agent/save', {
        token,
        body: { code: 'OWN', name: 'Own agent', parentId: null, shareBp: 1000, rebatePlanId: null, creditLimit: 0, mayLayOff: false, status: 'active' },
      });
      expect(saved.status).toBe(200);
      expect(await seedDemoBook(other.app)).toBeNull();
      const customers = await other.call<PageOf<Customer>>('POST', '/customer/list', { token, body: { page: 1, pageSize: 20 } });
      expect(customers.body.data.total).toBe(0);
    } finally {
      await other.close();
    }
  });
});
