import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookSettings, Customer, Draw, Order, OrderDetail, OrderDraft, OrderLimits, Plan, RiskBoard, RiskRule } from '@drawdesk/contracts';
import { takeOdds, tierOdds, type OddsDropRule } from '@drawdesk/lottery';
import { defaultPlanRows } from '../src/plans/default-rows.js';
import { startServer, type TestServer } from './server.js';
import { orderFixture, refusedUnchanged, requestId } from './order-fixture.js';
import { createAgent } from './agent-fixture.js';

/**
 * The order save acting on the risk desk (docs/domain/analysis.md, what the order save does): the odds a
 * line is accepted at follow the board's stake step by step down to the floor, racing orders get what
 * their serial order gives, a tier keeps its gap, a closed or capped selection refuses with the rule named
 * and writes nothing, and a line carrying odds that moved since is refused with the new ones.
 */
let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let draw: Draw;
let tierA: Customer;
let tierB: Customer;
let agent: number;
let ruleVersion = 0;

/** TM on HK6: 0.5 off every 1,000 yuan of the whole book's stake, down to 41. */
const RULE: OddsDropRule = { basis: 'total', step: 100_000, drop: 5000, floor: 410_000, enabled: true };
const BASE = 426_000;
const TIER_B_TM = 475_000;

beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  const planA = await book.plan();
  const planB = await server.call<Plan>('POST', '/plan/save', { token: admin(), body: { game: 'MARK6', name: 'Tier B', tier: 'B', status: 'active', rows: defaultPlanRows('MARK6', 'B') } });
  expect(planB.status, planB.body.message).toBe(200);
  agent = (await createAgent(server, { shareBp: 3000 })).id;
  tierA = await book.customer(agent, planA.id, { creditLimit: 100_000_000 });
  tierB = await book.customer(agent, planB.body.data.id, { creditLimit: 100_000_000 });
  draw = await book.openDraw();
  const saved = await saveRule({});
  expect(saved.status, saved.body.message).toBe(200);
});
afterAll(() => server.close());

function admin() {
  return server.adminToken;
}
async function saveRule(change: Partial<RiskRule>) {
  const body = { lottery: 'HK6', play: 'TM', ...RULE, capPerSelection: null, ...change, ...(change.version === undefined ? {} : { version: ruleVersion }) };
  const answer = await server.call<RiskRule>('POST', '/risk/rule/save', { token: admin(), body });
  if (answer.status === 200) ruleVersion = answer.body.data.version;
  return answer;
}
const tm = (selection: string, stake: number, seenOdds?: number) => ({ play: 'TM', selection, stake, ...(seenOdds === undefined ? {} : { seenOdds }) });
const order = (customer: Customer, lines: object[]) => book.save({ customerId: customer.id, drawId: draw.id, lines });
const linesOf = async (id: number) => (await server.call<OrderDetail>('GET', '/order', { token: admin(), query: { id } })).body.data.lines;
const boardRow = async (selection: string) => (await server.call<RiskBoard>('GET', '/risk/board', { token: admin(), query: { drawId: draw.id, play: 'TM' } })).body.data.rows.find((row) => row.selection === selection)!;
const stored = async (selection: string) =>
  (await server.sql.query<{ stake: number; kept: number; odds_base: number | null; odds_current: number | null }>(
    `SELECT stake::int, kept::int, odds_base, odds_current FROM book WHERE draw_id = $1 AND play = 'TM' AND selection = $2`,
    [draw.id, selection],
  )).rows[0];
/** Refused with `status`, and nothing written. */
const refused: ReturnType<typeof refusedUnchanged> = (call, status) => refusedUnchanged(server)(call, status);

describe('odds that fall with the stake', () => {
  it('fall exactly at each step of the book\'s stake and never below the floor; each line keeps the odds it was taken at', async () => {
    const taken: number[] = [];
    // 12 orders of 500 yuan on 1: a step every second order, the floor (41) after the fourth step.
    for (let n = 0; n < 12; n++) {
      const answer = await order(tierA, [tm('1', 50_000)]);
      expect(answer.status, answer.body.message).toBe(200);
      taken.push((await linesOf(answer.body.data.id))[0]!.odds1);
    }
    const expected = Array.from({ length: 12 }, (_, n) => Math.max(RULE.floor, BASE - RULE.drop * Math.floor((n * 50_000) / RULE.step)));
    expect(taken).toEqual(expected);
    expect(expected.slice(0, 9)).toEqual([426_000, 426_000, 421_000, 421_000, 416_000, 416_000, 411_000, 411_000, 410_000]);
    // The board: the odds stored with the stake and the company's part (the agent carries 30%), and the history of each step.
    expect(await stored('1')).toEqual({ stake: 600_000, kept: 420_000, odds_base: BASE, odds_current: RULE.floor });
    const row = await boardRow('1');
    expect(row).toMatchObject({ baseOdds: BASE, currentOdds: RULE.floor, stake: 600_000, keptStake: 420_000 });
    expect(row.history.map((change) => [change.old, change.new, change.cause, change.by])).toEqual([
      [426_000, 421_000, 'step', null],
      [421_000, 416_000, 'step', null],
      [416_000, 411_000, 'step', null],
      [411_000, 410_000, 'step', null],
    ]);
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM risk_odds_history WHERE draw_id = $1 AND order_id IS NOT NULL`, [draw.id]);
    expect(rows[0].n).toBe(4);
  });

  it('a line crossing a step itself takes the odds before it; the lines after it in the order take the lower odds', async () => {
    const answer = await order(tierA, [tm('5', 150_000), tm('5', 10_000)]);
    expect(answer.status, answer.body.message).toBe(200);
    expect((await linesOf(answer.body.data.id)).map((line) => line.odds1)).toEqual([426_000, 421_000]);
  });

  it('a tier-B line keeps its gap to the board (its own base less what the board dropped)', async () => {
    const first = await order(tierB, [tm('2', 10_000)]);
    expect((await linesOf(first.body.data.id))[0]!.odds1).toBe(TIER_B_TM);
    // Tier A takes 2 past one step; tier B is then 0.5 lower too, 4.9 above the board.
    expect((await order(tierA, [tm('2', 100_000)])).status).toBe(200);
    const after = await order(tierB, [tm('2', 10_000)]);
    expect((await linesOf(after.body.data.id))[0]!.odds1).toBe(TIER_B_TM - RULE.drop);
    // At the floor of 1 (41): tier B is 47.5 - (42.6 - 41) = 45.9.
    const floored = await order(tierB, [tm('1', 10_000)]);
    expect((await linesOf(floored.body.data.id))[0]!.odds1).toBe(TIER_B_TM - (BASE - RULE.floor));
  });

  it('20 orders at once crossing two steps get the odds their serial order gives (a replay by the domain core)', async () => {
    const customers = [tierA, tierB];
    for (let n = 0; n < 18; n++) customers.push(await book.customer((await createAgent(server, { shareBp: 0 })).id, n % 2 === 0 ? tierA.planId : tierB.planId, { creditLimit: 100_000_000 }));
    const answers = await Promise.all(customers.map((customer) => order(customer, [tm('3', 12_000)])));
    for (const answer of answers) expect(answer.status, answer.body.message).toBe(200);
    // The book row's lock serves them one at a time, each order numbered while it holds it: the ids are the serial order.
    const taken = (await Promise.all(answers.map(async (answer) => ({ id: answer.body.data.id, customer: answer.body.data.customerId, odds: (await linesOf(answer.body.data.id))[0]!.odds1 }))))
      .sort((a, b) => a.id - b.id);
    const serial = takeOdds(RULE, { base: BASE, current: BASE, stake: 0, kept: 0 }, taken.map(() => ({ amount: 12_000, chain: [] })));
    const tierOf = new Map(customers.map((customer) => [customer.id, customer.planId === tierB.planId ? TIER_B_TM : BASE]));
    expect(taken.map((t) => t.odds)).toEqual(serial.odds.map((board, i) => tierOdds(tierOf.get(taken[i]!.customer)!, { base: BASE, current: board }, RULE.floor)));
    // 240,000 fen: two steps crossed, two changes kept, the board where the serial replay ends.
    expect(serial.after.current).toBe(416_000);
    expect(await stored('3')).toMatchObject({ stake: 240_000, odds_current: 416_000 });
    expect((await boardRow('3')).history.map((change) => change.new)).toEqual([421_000, 416_000]);
  });

  it('a cancel takes the stake and the kept part out; the odds stay where they fell', async () => {
    const answer = await order(tierA, [tm('6', 100_000)]);
    expect(await stored('6')).toEqual({ stake: 100_000, kept: 70_000, odds_base: BASE, odds_current: 421_000 });
    const cancelled = await server.call<Order>('POST', `/order/cancel/${answer.body.data.id}`, { token: admin() });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await stored('6')).toEqual({ stake: 0, kept: 0, odds_base: BASE, odds_current: 421_000 });
  });

  it('a pending order keeps its plan\'s odds until it is accepted, then takes the odds of that moment (the book by terms agrees)', async () => {
    const settings = async (confirmUserOrders: boolean) => {
      const { updatedAt: _at, ...fields } = (await server.call<BookSettings>('GET', '/setting/book', { token: admin() })).body.data;
      expect((await server.call('POST', '/setting/book', { token: admin(), body: { ...fields, confirmUserOrders } })).status).toBe(200);
    };
    const user = await server.createUser({ role: 'User', agentId: agent });
    await settings(true);
    try {
      const pending = await book.save({ customerId: tierA.id, drawId: draw.id, lines: [tm('15', 1000)] }, await server.login(user.username, user.password));
      expect(pending.body.data).toMatchObject({ status: 'pending' });
      expect((await linesOf(pending.body.data.id))[0]!.odds1).toBe(BASE);
      // Meanwhile another order takes 15 one step down.
      expect((await order(tierA, [tm('15', 100_000)])).status).toBe(200);
      const accepted = await server.call<Order>('POST', `/order/accept/${pending.body.data.id}`, { token: admin() });
      expect(accepted.status, accepted.body.message).toBe(200);
      expect((await linesOf(pending.body.data.id))[0]!.odds1).toBe(BASE - RULE.drop);
      const { rows } = await server.sql.query(
        `SELECT odds1, stake::int FROM book_positions WHERE draw_id = $1 AND play = 'TM' AND selection = '15' ORDER BY odds1`,
        [draw.id],
      );
      expect(rows).toEqual([{ odds1: BASE - RULE.drop, stake: 1000 }, { odds1: BASE, stake: 100_000 }]);
      // Cancelled, it leaves the book by the terms it was taken at.
      expect((await server.call('POST', `/order/cancel/${pending.body.data.id}`, { token: admin() })).status).toBe(200);
      expect(await stored('15')).toMatchObject({ stake: 100_000, kept: 70_000, odds_current: BASE - RULE.drop });
    } finally {
      await settings(false);
    }
  });

  it('switched off, the stake still counts and the odds do not move', async () => {
    expect((await saveRule({ enabled: false, version: ruleVersion })).status).toBe(200);
    const answer = await order(tierA, [tm('7', 200_000)]);
    expect((await linesOf(answer.body.data.id))[0]!.odds1).toBe(BASE);
    expect(await stored('7')).toMatchObject({ stake: 200_000, odds_base: null, odds_current: null });
    expect((await saveRule({ enabled: true, version: ruleVersion })).status).toBe(200);
  });
});

describe('closed selections refuse, naming the rule', () => {
  it('closed by hand: 422 selection-closed with the reason; nothing written', async () => {
    const closed = await server.call('POST', '/risk/close', { token: admin(), body: { drawId: draw.id, play: 'TM', selections: ['4'], reason: '热号' } });
    expect(closed.status, closed.body.message).toBe(200);
    const answer = await refused(() => order(tierA, [tm('9', 1000), tm('4', 1000)]), 422);
    expect(answer.body.data).toMatchObject({ rule: 'selection-closed', line: 1, play: 'TM', selection: '4', reason: '热号' });
    expect(answer.body.message).toBe('Line 2 (Special number 4): the selection is closed (热号)');
  });

  it('at the cap per selection: a line landing on it is taken and closes the selection (every desk told); one past it is refused', async () => {
    // 1 holds 6,100 yuan; a cap of 7,100.
    expect((await saveRule({ capPerSelection: 710_000, version: ruleVersion })).status).toBe(200);
    const over = await refused(() => order(tierA, [tm('1', 60_000), tm('1', 40_001)]), 422);
    expect(over.body.data).toMatchObject({ rule: 'cap-per-selection', line: 1, selection: '1', limit: 710_000, taken: 610_000, asked: 100_001 });
    expect(over.body.message).toContain('than its cap (cap ¥7,100.00, taken ¥6,100.00, asked ¥1,000.01)');
    const events = async () => (await server.sql.query<{ content: Record<string, string> }>(`SELECT content FROM events WHERE trace_id = $1 ORDER BY id`, [`risk:${draw.id}:TM`])).rows;
    const before = (await events()).length;
    const landing = await order(tierA, [tm('1', 100_000)]);
    expect(landing.status, landing.body.message).toBe(200);
    expect((await boardRow('1')).state).toEqual({ state: 'closed', cause: 'cap', cap: 710_000, stake: 710_000 });
    const told = (await events()).slice(before);
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.content['zh-CN']).toContain('已达封顶 ¥7,100.00，自动封号');
    const past = await refused(() => order(tierA, [tm('1', 100)]), 422);
    expect(past.body.data).toMatchObject({ rule: 'cap-per-selection', limit: 710_000, taken: 710_000, asked: 100 });
  });

  it('its play group closed before the draw: 422 group-closed in the viewer\'s language', async () => {
    const settings = (await server.call<BookSettings>('GET', '/setting/book', { token: admin() })).body.data;
    const { updatedAt: _at, ...fields } = settings;
    const saved = await server.call<BookSettings>('POST', '/setting/book', { token: admin(), body: { ...fields, groupLeads: { HK6: { REGULAR: 1440 } } } });
    expect(saved.status, saved.body.message).toBe(200);
    const answer = await refused(
      () => server.call('POST', '/order/save', { token: admin(), headers: { 'accept-language': 'zh-CN' }, body: { requestId: requestId(), customerId: tierA.id, drawId: draw.id, lines: [{ play: 'ZM', selection: '8', stake: 1000 }] } }),
      422,
    );
    expect(answer.body.data).toMatchObject({ rule: 'group-closed', play: 'ZM', selection: '8', closesAt: new Date(new Date(draw.closesAt).getTime() - 1440 * 60_000).toISOString() });
    expect(answer.body.message).toBe('第 1 行（正码 8）：正码已停止下注（比本期封盘提前 1440 分钟）');
  });
});

describe('the order payout cap', () => {
  const setCap = async (orderPayoutCap: number | null) => {
    const { updatedAt: _at, ...fields } = (await server.call<BookSettings>('GET', '/setting/book', { token: admin() })).body.data;
    const saved = await server.call<BookSettings>('POST', '/setting/book', { token: admin(), body: { ...fields, orderPayoutCap } });
    expect(saved.status, saved.body.message).toBe(200);
  };

  it('refuses the line at which the order\'s lines, each at its most at the odds it would be taken at, pay more than one order may; nothing written', async () => {
    await setCap(100_000);
    // 3 is at 41.6 now (two steps down) and pays 416 yuan; 13 at 42.6 pays 426; 14 (4 yuan at 42.6) takes the order to 1,012.40 yuan.
    const over = await refused(() => order(tierA, [tm('3', 1000), tm('13', 1000), tm('14', 400)]), 422);
    expect(over.body.data).toMatchObject({ rule: 'order-payout-cap', line: 2, selection: '14', limit: 100_000, asked: 101_240 });
    expect(over.body.message).toBe('Line 3 (Special number 14): the order\'s lines could pay out more together than one order may (cap ¥1,000.00, asked ¥1,012.40)');
    expect((await order(tierA, [tm('12', 1000), tm('13', 1000)])).status).toBe(200);
    await setCap(null);
    expect((await order(tierA, [tm('12', 1000), tm('13', 1000), tm('14', 500)])).status).toBe(200);
  });
});

describe('odds that moved since the operator saw them', () => {
  it('the order form reads each selection\'s odds now; a line carrying other odds is refused (409) with the new ones, writing nothing; at the new odds it is taken', async () => {
    const limits = async (customer: Customer) =>
      (await server.call<OrderLimits>('POST', '/order/limits', { token: admin(), body: { customerId: customer.id, drawId: draw.id, selections: [{ play: 'TM', selection: '10' }, { play: 'TM', selection: '2' }] } })).body.data;
    expect((await limits(tierA)).odds).toEqual([{ play: 'TM', selection: '10', odds: [BASE] }, { play: 'TM', selection: '2', odds: [421_000] }]);
    expect((await limits(tierB)).odds).toEqual([{ play: 'TM', selection: '10', odds: [TIER_B_TM] }, { play: 'TM', selection: '2', odds: [TIER_B_TM - RULE.drop] }]);
    // Another client's order takes 10 past a step.
    expect((await order(tierB, [tm('10', 100_000, TIER_B_TM)])).status).toBe(200);
    const stale = await refused(() => order(tierA, [tm('2', 1000, 421_000), tm('10', 1000, BASE)]), 409);
    expect(stale.body.data).toMatchObject({ rule: 'stale-odds', line: 1, play: 'TM', selection: '10', asked: BASE, odds: 421_000 });
    expect(stale.body.message).toBe('Line 2 (Special number 10): the odds have moved: you saw 42.6, they are 42.1 now. Confirm again at the new odds');
    const again = await order(tierA, [tm('2', 1000, 421_000), tm('10', 1000, 421_000)]);
    expect(again.status, again.body.message).toBe(200);
    expect((await linesOf(again.body.data.id)).map((line) => line.odds1)).toEqual([421_000, 421_000]);
  });

  it('the text preview reads each line\'s odds now for the customer (none without one)', async () => {
    const parse = (body: object) => server.call<OrderDraft>('POST', '/order/parse', { token: admin(), body: { drawId: draw.id, text: '10=10 20=10', ...body } });
    const withCustomer = (await parse({ customerId: tierB.id })).body.data;
    expect(withCustomer.lines.map((line) => [line.selection, line.odds])).toEqual([['10', [TIER_B_TM - RULE.drop]], ['20', [TIER_B_TM]]]);
    expect((await parse({})).body.data.lines.map((line) => line.odds)).toEqual([undefined, undefined]);
  });

  it('the odds seen are those before the order: its own lines crossing a step are not stale', async () => {
    const answer = await order(tierA, [tm('11', 100_000, BASE), tm('11', 1000, BASE)]);
    expect(answer.status, answer.body.message).toBe(200);
    expect((await linesOf(answer.body.data.id)).map((line) => line.odds1)).toEqual([BASE, 421_000]);
  });
});
