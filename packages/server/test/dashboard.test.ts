import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDay, Order, Plan, PopularSelection, Workplace } from '@drawdesk/contracts';
import { defaultPlanRows } from '../src/plans/default-rows.js';
import { orderFixture } from './order-fixture.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
let book: ReturnType<typeof orderFixture>;
/** Agents: A with A1 below it, and B beside them. */
const agent = { A: 0, A1: 0, B: 0 };
const token = { A: '', B: '', none: '' };
let userA = 0;

const line = (play: string, selection: string, stake: number) => ({ play, selection, stake });
/** The Asia/Shanghai date `daysAgo` days before now (the book's days are UTC+8). */
const localDate = (daysAgo: number) => new Date(Date.now() + 8 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function placed(body: Record<string, unknown>, as?: string): Promise<Order> {
  const answer = await book.save(body, as);
  if (answer.status !== 200) throw new Error(`order: ${answer.body.message}`);
  return answer.body.data;
}

const get = <T>(path: string, as: string, query: Record<string, string | number> = {}) => server.call<T>('GET', `/dashboard/${path}`, { token: as, query });
const workplace = async (as: string) => (await get<Workplace>('workplace', as)).body.data;
const popular = async (type: string, as: string) => (await get<PopularSelection[]>('popular', as, { type })).body.data.map(({ play, selection, stake, lines }) => ({ play, selection, stake, lines }));

/*
 * The book: customers of A1 (Mark Six and pick-3) and of B order on open HK6 and P3 draws; a third
 * draw is settled two days ago; one order is pending, one cancelled, one awaits renewal, one is from
 * yesterday; ledger entries and notices are written directly (settlement and notices are elsewhere).
 */
beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  agent.A = await book.agent();
  agent.A1 = await book.agent(agent.A);
  agent.B = await book.agent();
  const mark6 = await book.plan();
  const pick3Plan = await server.call<Plan>('POST', '/plan/save', {
    token: server.adminToken,
    body: { game: 'PICK3', name: `P3 ${randomBytes(4).toString('hex')}`, tier: 'A', status: 'active', rows: defaultPlanRows('PICK3', 'A') },
  });
  const ofA1 = await book.customer(agent.A1, mark6.id);
  const ofA1Pick3 = await book.customer(agent.A1, pick3Plan.body.data.id);
  const ofB = await book.customer(agent.B, mark6.id);

  const hk6 = await book.openDraw();
  const p3 = await book.draws.reach((await book.draws.create('P3', { opens: -60, closes: 3600, draw: 3700 })).id, 'open');
  const settling = await book.draws.reach((await book.draws.create('HK6', { opens: -60, closes: 3000, draw: 3100 })).id, 'open');

  await placed({ customerId: ofA1.id, drawId: hk6.id, lines: [line('TM', '7', 5000), line('ZM', '12', 2000)] });
  const ofBOrder = await placed({ customerId: ofB.id, drawId: hk6.id, lines: [line('TM', '18', 10_000), line('TM', '7', 3000), line('ZM', '30', 1000)] });
  const yesterday = await placed({ customerId: ofA1Pick3.id, drawId: p3.id, lines: [line('P3_DIRECT', '123', 1000)] });
  const cancelled = await placed({ customerId: ofB.id, drawId: hk6.id, lines: [line('TM', '49', 500)] });
  expect((await server.call('POST', `/order/cancel/${cancelled.id}`, { token: server.adminToken })).status).toBe(200);
  const lost = await placed({ customerId: ofB.id, drawId: settling.id, lines: [line('TM', '05', 2000)] });
  const won = await placed({ customerId: ofA1.id, drawId: settling.id, lines: [line('TM', '06', 1000)] });

  // A User's entry waits for confirmation (a book setting): pending, not in the book.
  const settings = (await server.call<Record<string, unknown>>('GET', '/setting/book', { token: server.adminToken })).body.data;
  const { updatedAt: _updatedAt, ...editable } = settings;
  expect((await server.call('POST', '/setting/book', { token: server.adminToken, body: { ...editable, confirmUserOrders: true } })).status).toBe(200);
  const clerk = await server.createUser({ agentId: agent.A1 });
  const pending = await placed({ customerId: ofA1.id, drawId: hk6.id, lines: [line('TM', '01', 1000)] }, await server.login(clerk.username, clerk.password));
  expect(pending.status).toBe('pending');

  await server.sql.query(`UPDATE orders SET renewal = 'pending' WHERE id = $1`, [ofBOrder.id]);
  await server.sql.query(`UPDATE orders SET created_at = created_at - interval '1 day' WHERE id = $1`, [yesterday.id]);
  // Settled two days ago: B's customer lost its 20 yuan, A1's won 30 yuan net.
  await server.sql.query(`UPDATE draws SET status = 'settled', settled_at = now() - interval '2 days', settled_version = 1 WHERE id = $1`, [settling.id]);
  await server.sql.query(`UPDATE orders SET status = 'settled' WHERE draw_id = $1`, [settling.id]);
  await server.sql.query(
    `INSERT INTO line_results (line_id, result_version, draw_id, customer_id, result, amount, payout, rebate, net)
     SELECT l.id, 1, l.draw_id, o.customer_id, 'lose', l.amount, 0, 0, CASE l.order_id WHEN $1 THEN -2000 ELSE 3000 END
     FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.draw_id = $2`,
    [lost.id, settling.id],
  );
  expect(won.id).toBeGreaterThan(lost.id);

  const ledger = `INSERT INTO ledger_entries (customer_id, agent_id, kind, amount, note, created_by_name) VALUES ($1, $2, $3, $4, '{"zh-CN": "", "en-US": ""}', 'test')`;
  await server.sql.query(ledger, [null, null, 'share', 12_345]);
  await server.sql.query(ledger, [null, null, 'layoff', -345]);
  await server.sql.query(ledger, [null, agent.A, 'share', 500]);
  await server.sql.query(ledger, [null, agent.A1, 'share', 999]);
  await server.sql.query(ledger, [null, agent.B, 'share', -700]);
  await server.sql.query(ledger, [ofA1.id, null, 'payment', 100_000]);

  const a = await server.createUser({ agentId: agent.A });
  userA = a.id;
  token.A = await server.login(a.username, a.password);
  const b = await server.createUser({ agentId: agent.B });
  token.B = await server.login(b.username, b.password);
  const none = await server.createUser();
  token.none = await server.login(none.username, none.password);
});
afterAll(() => server.close());

describe('the workplace figures', () => {
  it("an Admin sees the whole book: the company's balance, every waiting order, today against yesterday, stake by play group", async () => {
    expect(await workplace(server.adminToken)).toMatchObject({
      balance: 12_000,
      pendingOrders: 1,
      renewalOrders: 1,
      // Today: A1's 70 + B's 140 + the settled draw's 20 and 10 yuan; the pending order counts as an order, the cancelled one not at all.
      today: { turnover: 24_000, orders: 5 },
      yesterday: { turnover: 1000, orders: 1 },
      categories: [
        { group: 'TM', stake: 18_000 },
        { group: 'ZM', stake: 3000 },
        { group: 'P3', stake: 1000 },
      ],
    });
  });

  it("a User sees its agent's balance and its subtree's orders only", async () => {
    expect(await workplace(token.A)).toMatchObject({
      balance: 500,
      pendingOrders: 1,
      renewalOrders: 0,
      today: { turnover: 8000, orders: 3 },
      yesterday: { turnover: 1000, orders: 1 },
      categories: [
        { group: 'TM', stake: 5000 },
        { group: 'ZM', stake: 2000 },
        { group: 'P3', stake: 1000 },
      ],
    });
    expect(await workplace(token.B)).toMatchObject({
      balance: -700,
      pendingOrders: 0,
      renewalOrders: 1,
      today: { turnover: 16_000, orders: 2 },
      yesterday: { turnover: 0, orders: 0 },
      categories: [
        { group: 'TM', stake: 13_000 },
        { group: 'ZM', stake: 1000 },
      ],
    });
  });

  it('a User without an agent sees zeros', async () => {
    expect(await workplace(token.none)).toEqual({
      balance: 0,
      pendingOrders: 0,
      renewalOrders: 0,
      today: { turnover: 0, orders: 0 },
      yesterday: { turnover: 0, orders: 0 },
      announcements: [],
      categories: [],
    });
  });

  it("shows the caller's five latest notices, never another's or another type", async () => {
    for (let n = 1; n <= 6; n += 1) {
      const title = JSON.stringify({ 'zh-CN': `通知 ${n}`, 'en-US': `Notice ${n}` });
      await server.sql.query(`INSERT INTO messages (user_id, type, title, sub_title, content) VALUES ($1, 'notice', $2, $3, $3)`, [userA, title, JSON.stringify({ 'zh-CN': '正文', 'en-US': 'body' })]);
    }
    const other = JSON.stringify({ 'zh-CN': '不是通知', 'en-US': 'Not a notice' });
    await server.sql.query(`INSERT INTO messages (user_id, type, title, sub_title, content) VALUES ($1, 'message', $2, $2, $2)`, [userA, other]);
    const { announcements } = await workplace(token.A);
    expect(announcements.map((a) => a.title['en-US'])).toEqual(['Notice 6', 'Notice 5', 'Notice 4', 'Notice 3', 'Notice 2']);
    expect(announcements[0]).toMatchObject({ content: { 'zh-CN': '正文', 'en-US': 'body' }, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await workplace(token.B)).announcements).toEqual([]);
  });
});

describe('the popular selections of the open draws', () => {
  it('an Admin ranks the book: special numbers, other Mark Six plays, pick-3', async () => {
    const special = await get<PopularSelection[]>('popular', server.adminToken, { type: 'special' });
    expect(special.body.data[0]).toMatchObject({ rank: 1, lottery: 'HK6', play: 'TM', selection: '18' });
    expect(await popular('special', server.adminToken)).toEqual([
      { play: 'TM', selection: '18', stake: 10_000, lines: 1 },
      { play: 'TM', selection: '7', stake: 8000, lines: 2 },
    ]);
    expect(await popular('regular', server.adminToken)).toEqual([
      { play: 'ZM', selection: '12', stake: 2000, lines: 1 },
      { play: 'ZM', selection: '30', stake: 1000, lines: 1 },
    ]);
    expect(await popular('pick3', server.adminToken)).toEqual([{ play: 'P3_DIRECT', selection: '123', stake: 1000, lines: 1 }]);
  });

  it("a User ranks its subtree's accepted lines only", async () => {
    expect(await popular('special', token.A)).toEqual([{ play: 'TM', selection: '7', stake: 5000, lines: 1 }]);
    expect(await popular('special', token.B)).toEqual([
      { play: 'TM', selection: '18', stake: 10_000, lines: 1 },
      { play: 'TM', selection: '7', stake: 3000, lines: 1 },
    ]);
    expect(await popular('regular', token.B)).toEqual([{ play: 'ZM', selection: '30', stake: 1000, lines: 1 }]);
    expect(await popular('pick3', token.B)).toEqual([]);
    expect(await popular('special', token.none)).toEqual([]);
  });

  it('keeps the five biggest', async () => {
    const rows = await server.sql.query<{ id: number }>(`SELECT id FROM draws WHERE lottery = 'HK6' AND status = 'open' ORDER BY id LIMIT 1`);
    const drawId = rows.rows[0]!.id;
    await server.sql.query(
      `INSERT INTO book (draw_id, play, selection, stake, lines) SELECT $1, 'TM_COLOUR', c, 100, 1 FROM unnest(ARRAY['R','G','B','X','Y','Z']) AS c`,
      [drawId],
    );
    const special = (await get<PopularSelection[]>('popular', server.adminToken, { type: 'special' })).body.data;
    expect(special.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    await server.sql.query(`DELETE FROM book WHERE draw_id = $1 AND play = 'TM_COLOUR'`, [drawId]);
  });

  it('refuses an unknown tab', async () => {
    expect((await get('popular', server.adminToken, { type: 'video' })).status).toBe(400);
  });
});

describe('the content data', () => {
  it('is one row per day, oldest first, zero-filled, with turnover by order day and the result by settlement day', async () => {
    const answer = await get<ContentDay[]>('content-data', server.adminToken);
    expect(answer.status).toBe(200);
    const days = answer.body.data;
    expect(days.map((d) => d.date)).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map(localDate));
    expect(days.slice(-3)).toEqual([
      { date: localDate(2), turnover: 0, result: -1000 },
      { date: localDate(1), turnover: 1000, result: 0 },
      { date: localDate(0), turnover: 24_000, result: 0 },
    ]);
    expect(days.slice(0, 5).every((d) => d.turnover === 0 && d.result === 0)).toBe(true);
  });

  it("a User's days hold its subtree's orders and settled lines only", async () => {
    const ofA = (await get<ContentDay[]>('content-data', token.A, { days: 3 })).body.data;
    expect(ofA).toEqual([
      { date: localDate(2), turnover: 0, result: -3000 },
      { date: localDate(1), turnover: 1000, result: 0 },
      { date: localDate(0), turnover: 8000, result: 0 },
    ]);
    const ofB = (await get<ContentDay[]>('content-data', token.B, { days: 3 })).body.data;
    expect(ofB.map((d) => [d.turnover, d.result])).toEqual([
      [0, 2000],
      [0, 0],
      [16_000, 0],
    ]);
    const none = (await get<ContentDay[]>('content-data', token.none, { days: 1 })).body.data;
    expect(none).toEqual([{ date: localDate(0), turnover: 0, result: 0 }]);
  });

  it('takes 1 to 31 days', async () => {
    expect((await get<ContentDay[]>('content-data', server.adminToken, { days: 31 })).body.data).toHaveLength(31);
    for (const days of [0, 32, -1]) expect((await get('content-data', server.adminToken, { days })).status).toBe(400);
  });
});
