import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_RULES, type BookSettings, type Customer, type Draw, type Order, type RiskBoard } from '@drawdesk/contracts';
import { combinationPayouts, zodiacMapOn } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';
import { orderFixture, refusedUnchanged, requestId } from './order-fixture.js';

/**
 * The payout cap per selection or combination across the whole book (docs/domain/analysis.md, payout caps): a
 * combination's payout sums every line that holds it, the line that would take one past the cap is refused with
 * the rule and the selection named and writes nothing, a cancel takes its payouts out, racing orders get what a
 * serial replay gives, and an order's combinations are bounded.
 */
let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let draw: Draw;
const customers: Customer[] = [];

/** TM on a tier-A plan: 42.6, so 100 yuan pays 4,260 yuan. */
const TM_ODDS = 426_000;

beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  const plan = await book.plan();
  const agent = await book.agent();
  for (let n = 0; n < 12; n++) customers.push(await book.customer(agent, plan.id, { creditLimit: 100_000_000 }));
  draw = await book.openDraw();
});
afterAll(() => server.close());

const refused: ReturnType<typeof refusedUnchanged> = (call, status) => refusedUnchanged(server)(call, status);
const order = (lines: object[], customer = customers[0]!, language = 'en-US') =>
  server.call<Order>('POST', '/order/save', { token: server.adminToken, headers: { 'accept-language': language }, body: { requestId: requestId(), customerId: customer.id, drawId: draw.id, lines } });

async function setCap(selectionPayoutCap: number | null) {
  const { updatedAt: _at, ...fields } = (await server.call<BookSettings>('GET', '/setting/book', { token: server.adminToken })).body.data;
  const saved = await server.call<BookSettings>('POST', '/setting/book', { token: server.adminToken, body: { ...fields, selectionPayoutCap } });
  expect(saved.status, saved.body.message).toBe(200);
}

/** The book's payout per combination as stored. */
async function stored(): Promise<Map<string, number>> {
  const { rows } = await server.sql.query<{ combination: string; payout: string }>(`SELECT combination, payout FROM book_payouts WHERE draw_id = $1 AND payout > 0`, [draw.id]);
  return new Map(rows.map((row) => [row.combination, Number(row.payout)]));
}

/** The same, replayed from the accepted lines at the odds each was taken at, by the domain core. */
async function replayed(): Promise<Map<string, number>> {
  const { rows } = await server.sql.query<{ play: string; selection: string; stake: string; odds1: number; odds2: number | null }>(
    `SELECT l.play, l.selection, l.stake, l.odds1, l.odds2 FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.draw_id = $1 AND o.status = 'accepted' ORDER BY l.id`,
    [draw.id],
  );
  const zodiac = zodiacMapOn(draw.drawAt.slice(0, 10));
  const book = new Map<string, number>();
  for (const row of rows) {
    const odds = row.odds2 === null ? [row.odds1] : [row.odds1, row.odds2];
    for (const [key, payout] of combinationPayouts({ play: row.play, selection: row.selection, stake: Number(row.stake), odds }, { zodiac })) book.set(key, (book.get(key) ?? 0) + payout);
  }
  return book;
}

describe('the payout cap per selection', () => {
  it('refuses the line that would take a selection past the cap, naming the rule and the selection in words, and writes nothing; landing on the cap is taken', async () => {
    await setCap(2 * TM_ODDS);
    expect((await order([{ play: 'TM', selection: '7', stake: 10_000 }])).status).toBe(200);
    const over = await refused(() => order([{ play: 'TM', selection: '8', stake: 100 }, { play: 'TM', selection: '7', stake: 20_000 }]), 422);
    expect(over.body.data).toMatchObject({ rule: 'selection-payout-cap', line: 1, play: 'TM', selection: '7', combination: '7', limit: 2 * TM_ODDS, taken: TM_ODDS, asked: 2 * TM_ODDS });
    expect(over.body.message).toBe('Line 2 (Special number 7): the book could pay out more on Special number 7 than it may (cap ¥8,520.00, taken ¥4,260.00, asked ¥8,520.00)');
    const inChinese = await refused(() => order([{ play: 'TM', selection: '7', stake: 20_000 }], customers[0], 'zh-CN'), 422);
    expect(inChinese.body.message).toBe('第 1 行（特码 7）：全盘在 特码 7 上的最高赔付将超过上限（上限 ¥8,520.00，已有 ¥4,260.00，本次 ¥8,520.00）');
    // Exactly to the cap: taken; then one fen more on 7 (43 fen of payout) is refused.
    expect((await order([{ play: 'TM', selection: '7', stake: 10_000 }])).status).toBe(200);
    await refused(() => order([{ play: 'TM', selection: '7', stake: 1 }]), 422);
    expect((await stored()).get('TM|7')).toBe(2 * TM_ODDS);
    await setCap(null);
  });
});

describe('the payout cap per combination', () => {
  it('sums a combination\'s payout over every line that holds it (plain and compound), as stored and as the domain core replays it', async () => {
    // 三全中 at 550: 1 yuan pays 550 yuan on each combination a line holds.
    for (const selection of ['1,2,3', '1,2,3,4', '1,2,3,4,5']) expect((await order([{ play: 'LM_3_ALL', selection, stake: 100 }])).status).toBe(200);
    const book = await stored();
    expect(book.get('LM_3_ALL|1,2,3')).toBe(3 * 55_000);
    expect(book.get('LM_3_ALL|1,2,4')).toBe(2 * 55_000);
    expect(book.get('LM_3_ALL|3,4,5')).toBe(55_000);
    expect(book).toEqual(await replayed());
  });

  it('refuses a compound line one of whose combinations would pass the cap, naming the combination; the others of the order are not written either', async () => {
    await setCap(200_000);
    const over = await refused(() => order([{ play: 'LM_3_ALL', selection: '2,4,6', stake: 100 }, { play: 'LM_3_ALL', selection: '1,2,3,6', stake: 100 }], customers[1], 'zh-CN'), 422);
    expect(over.body.data).toMatchObject({ rule: 'selection-payout-cap', line: 1, selection: '1,2,3,6', combination: '1,2,3', limit: 200_000, taken: 165_000, asked: 55_000 });
    expect(over.body.message).toBe('第 2 行（三全中 01,02,03,06）：全盘在 三全中 01,02,03 上的最高赔付将超过上限（上限 ¥2,000.00，已有 ¥1,650.00，本次 ¥550.00）');
    expect((await order([{ play: 'LM_3_ALL', selection: '2,4,6', stake: 100 }], customers[1])).status).toBe(200);
    await setCap(null);
  });

  it('counts a linked-zodiac line on each of its combinations with the draw\'s animals', async () => {
    expect((await order([{ play: 'LX_4', selection: 'RAT,OX,TIGER,RABBIT,DRAGON', stake: 100 }])).status).toBe(200);
    const book = await stored();
    expect([...book.keys()].filter((key) => key.startsWith('LX_4|'))).toHaveLength(5);
    expect(book).toEqual(await replayed());
  });

  it('a cancelled order takes its payouts out of the book', async () => {
    const before = await stored();
    const taken = await order([{ play: 'LM_3_ALL', selection: '1,2,3,7', stake: 100 }, { play: 'TM', selection: '7', stake: 100 }]);
    expect(taken.status).toBe(200);
    expect((await stored()).get('LM_3_ALL|1,2,3')).toBe(before.get('LM_3_ALL|1,2,3')! + 55_000);
    expect((await server.call('POST', `/order/cancel/${taken.body.data.id}`, { token: server.adminToken })).status).toBe(200);
    expect(await stored()).toEqual(before);
    expect(before).toEqual(await replayed());
  });
});

describe('racing orders against a cap', () => {
  it('12 orders at once on one selection: the accepted ones are what a serial replay accepts, and the book holds their sum', async () => {
    const stakes = [10_000, 20_000, 5_000, 15_000, 10_000, 25_000, 5_000, 10_000, 20_000, 15_000, 5_000, 10_000];
    const payoutOf = (stake: number) => Math.round((stake * TM_ODDS) / 10_000);
    const cap = payoutOf(70_000);
    await setCap(cap);
    const answers = await Promise.all(stakes.map((stake, n) => order([{ play: 'TM', selection: '9', stake }], customers[n])));
    for (const answer of answers) expect([200, 422], answer.body.message).toContain(answer.status);
    const accepted = answers.flatMap((answer, n) => (answer.status === 200 ? [{ id: answer.body.data.id, payout: payoutOf(stakes[n]!) }] : []));
    const refusedPayouts = answers.flatMap((answer, n) => (answer.status === 422 ? [payoutOf(stakes[n]!)] : []));
    expect(accepted.length).toBeGreaterThan(0);
    expect(refusedPayouts.length).toBeGreaterThan(0);
    // The lock serves them one at a time and each is numbered while it holds it: replayed in id order, each fits on what came before.
    let held = 0;
    for (const { payout } of accepted.sort((a, b) => a.id - b.id)) {
      held += payout;
      expect(held).toBeLessThanOrEqual(cap);
    }
    // A refused one did not fit on what was taken before it, so not on everything taken either.
    for (const payout of refusedPayouts) expect(held + payout).toBeGreaterThan(cap);
    expect((await stored()).get('TM|9')).toBe(held);
    for (const answer of answers.filter((a) => a.status === 422)) expect(answer.body.data).toMatchObject({ rule: 'selection-payout-cap', selection: '9' });
    await setCap(null);
  });
});

describe('the bound on an order\'s combinations', () => {
  it('an order of more combinations in all than the book counts is a 400 naming the bound, and writes nothing', async () => {
    // 三全中 of 40 numbers: 9,880 combinations a line (a line may hold 10,000); three lines hold 29,640.
    const forty = Array.from({ length: 40 }, (_, i) => i + 1).join(',');
    const lines = [1, 2, 3].map(() => ({ play: 'LM_3_ALL', selection: forty, stake: 100 }));
    const answer = await refused(() => order(lines), 400);
    expect(answer.body.message).toBe(`An order holds at most ${ORDER_RULES.combinationsMax} combinations in all; this one has 29640: split it into several orders`);
  });
});

describe('reopening a selection at its cap, by hand with a reason', () => {
  /** 正码 capped at 200 yuan a selection (its odds drop switched on, with a step no order reaches). */
  const capRule = { lottery: 'HK6', play: 'ZM', basis: 'total', step: 10_000_000_000, drop: 1, floor: 10_000, capPerSelection: 20_000, enabled: true };
  const zm = (stake: number) => order([{ play: 'ZM', selection: '20', stake }], customers[2]);
  const reopen = () => server.call<RiskBoard>('POST', '/risk/open', { token: server.adminToken, body: { drawId: draw.id, play: 'ZM', selections: ['20'], reason: '客户加注，再放一个封顶' } });
  const row = async () => (await server.call<RiskBoard>('GET', '/risk/board', { token: server.adminToken, query: { drawId: draw.id, play: 'ZM' } })).body.data.rows.find((r) => r.selection === '20')!;

  it('gives the selection one more cap from the stake it reached, audited with the reason; then it closes again at the next cap', async () => {
    const saved = await server.call('POST', '/risk/rule/save', { token: server.adminToken, body: capRule });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await zm(20_000)).status).toBe(200);
    expect(await row()).toMatchObject({ stake: 20_000, capUsedBp: 10_000, capFrom: 0, state: { state: 'closed', cause: 'cap', cap: 20_000, stake: 20_000 } });
    await refused(() => zm(100), 422);

    const opened = await reopen();
    expect(opened.status, opened.body.message).toBe(200);
    expect(opened.body.data.rows.find((r) => r.selection === '20')).toMatchObject({ stake: 20_000, capUsedBp: 0, capFrom: 20_000, state: { state: 'open' } });
    const { rows } = await server.sql.query(`SELECT before, after, reason FROM audit_log WHERE action = 'risk.open' ORDER BY id DESC LIMIT 1`);
    expect(rows[0]).toEqual({
      before: { play: 'ZM', closed: [], capped: [{ selection: '20', stake: 20_000, cap: 20_000, capFrom: 0 }] },
      after: { play: 'ZM', selections: ['20'], capFrom: { 20: 20_000 } },
      reason: '客户加注，再放一个封顶',
    });
    // Open already: nothing to reopen (a conflict, nothing written).
    await refused(reopen, 409);

    expect((await zm(15_000)).status).toBe(200);
    const over = await refused(() => zm(5_001), 422);
    expect(over.body.data).toMatchObject({ rule: 'cap-per-selection', limit: 20_000, taken: 15_000, asked: 5_001 });
    expect((await zm(5_000)).status).toBe(200);
    expect(await row()).toMatchObject({ stake: 40_000, capUsedBp: 10_000, capFrom: 20_000, state: { state: 'closed', cause: 'cap', stake: 20_000 } });
  });
});
