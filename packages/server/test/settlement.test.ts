import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, Draw, Order, OrderPage } from '@drawdesk/contracts';
import { mark6Draw, settleLine } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';
import { orderFixture } from './order-fixture.js';
import { agentBook, randomBook } from './random-book.js';
import { poll } from './poll.js';
import * as reference from './settlement-reference.js';

let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let top: number;
let customers: Customer[];

beforeAll(async () => {
  server = await startServer();
  ({ book, top, customers } = await agentBook(server));
});
afterAll(() => server.close());
const bookedDraw = (seed: number, orders?: number) => randomBook(book, customers, seed, orders);

const zodiacOf = (draw: Draw) => reference.zodiacOf(server.sql, draw);
const linesOf = (drawId: number) => reference.linesOf(server.sql, drawId);
const entriesOf = (drawId: number) => reference.entriesOf(server.sql, drawId);
const ledgerParts = (drawId: number) => reference.ledgerParts(server.sql, drawId);

/** Waits for the draw's settlement; a failed settle job's error is the failure's message. */
async function settled(drawId: number) {
  try {
    return await book.draws.reach(drawId, 'settled');
  } catch (error) {
    const { rows } = await server.sql.query(`SELECT last_error FROM jobs WHERE kind = 'draw.settle' AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1`);
    throw new Error(`${(error as Error).message}: ${rows[0]?.last_error ?? 'no job error'}`, { cause: error });
  }
}

const RESULT_1 = { numbers: [3, 12, 25, 31, 40, 44], special: 7 };
const RESULT_2 = { numbers: [1, 2, 9, 18, 27, 36], special: 49 };

describe('settling a draw', () => {
  let draw: Draw;
  beforeAll(async () => {
    draw = await bookedDraw(1);
    expect((await book.draws.result({ id: draw.id, ...RESULT_1 })).status).toBe(200);
    await settled(draw.id);
  });

  it('settles every line as @drawdesk/lottery does, to the fen', async () => {
    const result = mark6Draw(RESULT_1.numbers, RESULT_1.special, await zodiacOf(draw));
    const lines = await linesOf(draw.id);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      const money = settleLine({ ...line, odds: line.odds2 === null ? [line.odds1] : [line.odds1, line.odds2] }, result);
      expect({ result: line.result, payout: line.payout, rebate: line.rebate, net: line.net }, `${line.play} ${line.selection}`).toEqual({
        result: money.result, payout: money.payout, rebate: money.rebate, net: money.net,
      });
    }
    expect(new Set(lines.map((l) => l.result))).toContain('win');
    // Every order of the draw reads settled, in the list, its filter and the detail (the draw's settled version settles them).
    const list = (status?: string) => server.call<OrderPage>('POST', '/order/list', { token: server.adminToken, body: { page: 1, pageSize: 200, drawId: draw.id, ...(status ? { status } : {}) } });
    const all = (await list()).body.data;
    expect(all.total).toBeGreaterThan(0);
    expect(new Set(all.list.map((o) => o.status))).toEqual(new Set(['settled']));
    expect((await list('settled')).body.data.total).toBe(all.total);
    expect((await list('accepted')).body.data.total).toBe(0);
    const detail = await server.call<Order>('GET', '/order', { token: server.adminToken, query: { id: all.list[0]!.id } });
    expect(detail.body.data.status).toBe('settled');
  });

  it("books one entry per customer, each agent's share and rebate margin, and the company's rest: they add up to minus the members' net", async () => {
    const result = mark6Draw(RESULT_1.numbers, RESULT_1.special, await zodiacOf(draw));
    const lines = await linesOf(draw.id);
    const entries = await entriesOf(draw.id);
    const customerEntries = entries.filter((e) => e.kind === 'settlement');
    expect(new Set(customerEntries.map((e) => e.customerId)).size).toBe(customerEntries.length);
    expect(await ledgerParts(draw.id)).toEqual(reference.expectedParts(lines, result));
    const memberNet = lines.reduce((s, l) => s + l.net!, 0);
    const bookParts = entries.filter((e) => e.kind === 'share').reduce((s, e) => s + e.amount, 0);
    expect(bookParts).toBe(-memberNet);
    // The top agent's rebate plan pays more than the customers' plan: it earns a margin.
    const { rows } = await server.sql.query(`SELECT agent_rebate::int FROM settlement_shares WHERE draw_id = $1 AND agent_id = $2`, [draw.id, top]);
    expect(rows[0].agent_rebate).toBeGreaterThan(0);
  });

  it('moves the customers\' balances by their net and frees their open stake', async () => {
    const lines = await linesOf(draw.id);
    for (const customer of customers) {
      const answer = await server.call<{ balance: number; openStake: number }>('GET', '/ledger/balance', { token: server.adminToken, query: { customerId: customer.id } });
      const { rows } = await server.sql.query(`SELECT coalesce(sum(amount), 0)::int AS other FROM ledger_entries WHERE customer_id = $1 AND (draw_id IS NULL OR draw_id <> $2)`, [customer.id, draw.id]);
      expect(answer.body.data.balance - rows[0].other).toBe(lines.filter((l) => l.customerId === customer.id).reduce((s, l) => s + l.net!, 0));
    }
  });

  it('pays once when the job runs again, even from scratch', async () => {
    const before = await entriesOf(draw.id);
    await server.sql.query(`INSERT INTO jobs (kind, payload) VALUES ('draw.settle', $1)`, [{ drawId: draw.id }]);
    // From scratch: as if the settlement's record and the draw's status had not been written.
    await server.sql.query(`DELETE FROM settlements WHERE draw_id = $1`, [draw.id]);
    await server.sql.query(`UPDATE draws SET status = 'drawn' WHERE id = $1`, [draw.id]);
    await server.sql.query(`INSERT INTO jobs (kind, payload) VALUES ('draw.settle', $1)`, [{ drawId: draw.id }]);
    await settled(draw.id);
    await poll(async () => (await server.sql.query(`SELECT 1 FROM jobs WHERE kind = 'draw.settle' AND state <> 'done'`)).rowCount === 0, 'the settle jobs');
    expect(await entriesOf(draw.id)).toEqual(before);
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM settlement_shares WHERE draw_id = $1`, [draw.id]);
    expect(rows[0].n).toBe(3);
  });

  it('reverses the old entries and settles again when the result is corrected; the balances follow', async () => {
    const result = mark6Draw(RESULT_2.numbers, RESULT_2.special, await zodiacOf(draw));
    const first = await entriesOf(draw.id);
    const refused = await book.draws.result({ id: draw.id, ...RESULT_2 });
    expect(refused.status).toBe(400);
    const corrected = await book.draws.result({ id: draw.id, ...RESULT_2, reason: 'the special was misread' });
    expect(corrected.status, corrected.body.message).toBe(200);
    await settled(draw.id);
    const entries = await entriesOf(draw.id);
    // Nothing edited: the first entries are still there, each reversed once by an opposite entry.
    expect(entries.slice(0, first.length)).toEqual(first);
    const reversals = entries.filter((e) => e.kind === 'reversal');
    expect(reversals.map((r) => r.reversesId).sort()).toEqual(first.map((e) => e.id).sort());
    for (const r of reversals) expect(r.amount).toBe(-first.find((e) => e.id === r.reversesId)!.amount);
    expect(await ledgerParts(draw.id)).toEqual(reference.expectedParts(await linesOf(draw.id), result));
    expect(entries.filter((e) => e.resultVersion === 2).length).toBeGreaterThan(0);
  });
});

describe('lines the book did not count', () => {
  it('settles them from the lines themselves and books them with the rest, to the fen', async () => {
    const draw = await bookedDraw(7);
    // One selection's count moved onto another: the book's total is right, one selection is missing from it.
    const { rows: counted } = await server.sql.query<{ play: string; selection: string; lines: number }>(
      `SELECT play, selection, lines FROM book WHERE draw_id = $1 AND lines > 0 ORDER BY play, selection LIMIT 2`,
      [draw.id],
    );
    const [missing, other] = counted;
    expect(other).toBeDefined();
    await server.sql.query(`UPDATE book SET lines = 0 WHERE draw_id = $1 AND play = $2 AND selection = $3`, [draw.id, missing!.play, missing!.selection]);
    await server.sql.query(`UPDATE book SET lines = lines + $4 WHERE draw_id = $1 AND play = $2 AND selection = $3`, [draw.id, other!.play, other!.selection, missing!.lines]);
    expect((await book.draws.result({ id: draw.id, ...RESULT_1 })).status).toBe(200);
    await settled(draw.id);

    const lines = await linesOf(draw.id);
    expect(lines.filter((l) => l.play === missing!.play && l.selection === missing!.selection)).toHaveLength(missing!.lines);
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM order_lines WHERE draw_id = $1`, [draw.id]);
    expect(lines).toHaveLength(rows[0].n);
    const result = mark6Draw(RESULT_1.numbers, RESULT_1.special, await zodiacOf(draw));
    expect(await ledgerParts(draw.id)).toEqual(reference.expectedParts(lines, result));
    const { rows: record } = await server.sql.query(`SELECT lines, net::int AS net FROM settlements WHERE draw_id = $1`, [draw.id]);
    expect(record).toEqual([{ lines: lines.length, net: lines.reduce((s, l) => s + l.net!, 0) }]);
  });

  it("settles a selection the book lost altogether: the count is the draw's lines, not the book's", async () => {
    const draw = await bookedDraw(8);
    // One selection gone from the book (its row at zero, nothing moved elsewhere): the book's total is short too.
    const { rows: counted } = await server.sql.query<{ play: string; selection: string; lines: number }>(
      `SELECT play, selection, lines FROM book WHERE draw_id = $1 AND lines > 0 ORDER BY play, selection LIMIT 1`,
      [draw.id],
    );
    const [lost] = counted;
    await server.sql.query(`UPDATE book SET lines = 0 WHERE draw_id = $1 AND play = $2 AND selection = $3`, [draw.id, lost!.play, lost!.selection]);
    expect((await book.draws.result({ id: draw.id, ...RESULT_1 })).status).toBe(200);
    await settled(draw.id);

    const lines = await linesOf(draw.id);
    expect(lines.filter((l) => l.play === lost!.play && l.selection === lost!.selection)).toHaveLength(lost!.lines);
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM order_lines WHERE draw_id = $1`, [draw.id]);
    expect(lines).toHaveLength(rows[0].n);
    const result = mark6Draw(RESULT_1.numbers, RESULT_1.special, await zodiacOf(draw));
    expect(await ledgerParts(draw.id)).toEqual(reference.expectedParts(lines, result));
    const { rows: record } = await server.sql.query(`SELECT lines FROM settlements WHERE draw_id = $1`, [draw.id]);
    expect(record).toEqual([{ lines: rows[0].n }]);
  });
});

describe('voiding a draw', () => {
  it('refunds every line: no money moves, orders settle, pending ones are rejected', async () => {
    const draw = await bookedDraw(2, 5);
    const agentUser = await server.createUser({ agentId: top });
    const voided = await book.draws.act('void', draw.id, { reason: 'the draw did not take place' });
    expect(voided.status, voided.body.message).toBe(200);
    await poll(async () => (await server.sql.query(`SELECT 1 FROM settlements WHERE draw_id = $1 AND kind = 'void'`, [draw.id])).rowCount === 1, 'the refund');
    const lines = await linesOf(draw.id);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect({ result: line.result, rebate: line.rebate, net: line.net }).toEqual({ result: 'void', rebate: 0, net: 0 });
    expect(await entriesOf(draw.id)).toEqual([]);
    // The agents' Users are told.
    const { rows: told } = await server.sql.query(`SELECT type, title FROM messages WHERE user_id = $1`, [agentUser.id]);
    expect(told).toEqual([{ type: 'notice', title: { 'zh-CN': '期号作废', 'en-US': 'Draw voided' } }]);
    for (const customer of customers) {
      const answer = await server.call<{ openStake: number }>('GET', '/ledger/balance', { token: server.adminToken, query: { customerId: customer.id } });
      expect(answer.body.data.openStake).toBe(0);
    }
  });

  it('takes back a settled result that was being corrected', async () => {
    const draw = await bookedDraw(3, 5);
    expect((await book.draws.result({ id: draw.id, ...RESULT_1 })).status).toBe(200);
    await settled(draw.id);
    expect(Object.keys(await ledgerParts(draw.id)).length).toBeGreaterThan(0);
    // A correction entered but not settled yet (its job held back): the draw is drawn again.
    await server.sql.query(`UPDATE draws SET status = 'drawn', result_version = result_version + 1 WHERE id = $1`, [draw.id]);
    expect((await book.draws.act('void', draw.id, { reason: 'cancelled by the market' })).status).toBe(200);
    await poll(async () => (await server.sql.query(`SELECT 1 FROM settlements WHERE draw_id = $1 AND kind = 'void'`, [draw.id])).rowCount === 1, 'the refund');
    expect(await ledgerParts(draw.id)).toEqual({});
    for (const line of await linesOf(draw.id)) expect(line.net).toBe(0);
  });
});

describe('lay-offs and notices', () => {
  it("settles the draw's placed lay-offs into the company's layoff entry, leaves planned ones, and tells the agents' Users", async () => {
    const draw = await bookedDraw(4, 3);
    const agentUser = await server.createUser({ agentId: top });
    const layoff = async (selection: string, stake: number, place: boolean) => {
      const saved = await server.call<{ id: number; version: number }>('POST', '/layoff/save', {
        token: server.adminToken,
        body: { drawId: draw.id, agentId: null, play: 'TM', selection, stake, odds: 400_000, rebateBp: 100, upstream: 'Upstream A' },
      });
      expect(saved.status, saved.body.message).toBe(200);
      if (place) expect((await server.call('POST', `/layoff/place/${saved.body.data.id}`, { token: server.adminToken, body: { status: 'placed', version: saved.body.data.version } })).status).toBe(200);
      return saved.body.data.id;
    };
    const won = await layoff('7', 10_000, true);
    const lost = await layoff('8', 5_000, true);
    const planned = await layoff('9', 2_000, false);
    expect((await book.draws.result({ id: draw.id, ...RESULT_1 })).status).toBe(200);
    await settled(draw.id);

    const result = mark6Draw(RESULT_1.numbers, RESULT_1.special, await zodiacOf(draw));
    const expected = (selection: string, stake: number) => settleLine({ play: 'TM', selection, stake, odds: [400_000], rebateBp: 100 }, result);
    const { rows } = await server.sql.query<{ id: number; status: string; result: string | null; payout: number | null; net: number | null }>(
      `SELECT id, status, result, payout::int, net::int FROM layoffs WHERE draw_id = $1 ORDER BY id`,
      [draw.id],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const winning = expected('7', 10_000);
    const losing = expected('8', 5_000);
    expect(byId.get(won)).toMatchObject({ status: 'settled', result: 'win', payout: winning.payout, net: winning.net });
    expect(byId.get(lost)).toMatchObject({ status: 'settled', result: 'lose', payout: 0, net: losing.net });
    expect(byId.get(planned)).toMatchObject({ status: 'planned', result: null });
    const entries = (await entriesOf(draw.id)).filter((e) => e.kind === 'layoff');
    expect(entries.map((e) => ({ customerId: e.customerId, agentId: e.agentId, amount: e.amount }))).toEqual([
      { customerId: null, agentId: null, amount: winning.net + losing.net },
    ]);

    const { rows: told } = await server.sql.query(`SELECT type, title FROM messages WHERE user_id = $1`, [agentUser.id]);
    expect(told).toEqual([{ type: 'notice', title: { 'zh-CN': '结算完成', 'en-US': 'Draw settled' } }]);
  });
});

describe('a row that cannot be settled', () => {
  it('fails the settlement once, naming the row; the Admins get a todo; fixed and retried, the draw settles', async () => {
    const draw = await bookedDraw(5, 2);
    const saved = await server.call<{ id: number; version: number }>('POST', '/layoff/save', {
      token: server.adminToken,
      body: { drawId: draw.id, agentId: null, play: 'TM', selection: '7', stake: 10_000, odds: 400_000, rebateBp: 0, upstream: 'Upstream A' },
    });
    expect((await server.call('POST', `/layoff/place/${saved.body.data.id}`, { token: server.adminToken, body: { status: 'placed', version: saved.body.data.version } })).status).toBe(200);
    // Data no route accepts (written before the bounds existed, or by hand): its payout is past any safe integer.
    await server.sql.query('UPDATE layoffs SET stake = 1000000000000000, odds = 100000000 WHERE id = $1', [saved.body.data.id]);
    expect((await book.draws.result({ id: draw.id, ...RESULT_1 })).status).toBe(200);

    const job = await poll(async () => (await server.sql.query(`SELECT id, state, attempts, last_error FROM jobs WHERE kind = 'draw.settle' AND payload->>'drawId' = $1 AND state = 'failed'`, [String(draw.id)])).rows[0], 'the settlement to fail');
    // The domain core's refusal by its code, in words (its own English sentence goes to the server log).
    expect(job).toMatchObject({ attempts: 1, last_error: expect.stringContaining(`Lay-off Special number 7 (number ${saved.body.data.id}): An amount past the safe range`) });
    expect((await book.draws.get(draw.id)).body.data.status).toBe('drawn');
    const todo = await poll(
      async () => (await server.sql.query(`SELECT type, sub_title, content FROM messages WHERE user_id = $1 AND content->>'en-US' LIKE $2`, [server.firstAdmin.id, `Job ${job.id} (%`])).rows[0],
      'the todo',
    );
    // The job's kind in words and its draw by lottery and issue; the row in both languages.
    expect(todo.sub_title['zh-CN']).toMatch(new RegExp(`^结算 · .+ ${draw.issue}$`));
    expect(todo.sub_title['en-US']).toMatch(new RegExp(`^Settle draw · .+ ${draw.issue}$`));
    expect(todo.content['en-US']).toContain(`Lay-off Special number 7 (number ${saved.body.data.id}): `);
    expect(todo.content['zh-CN']).toContain(`走飞 特码 7（编号 ${saved.body.data.id}）：数额超出安全范围`);
    expect(todo.content['zh-CN']).not.toMatch(/rounded|safe integer/);

    await server.sql.query('UPDATE layoffs SET stake = 10000, odds = 400000 WHERE id = $1', [saved.body.data.id]);
    expect((await server.call('POST', `/job/retry/${job.id}`, { token: server.adminToken })).status).toBe(200);
    await settled(draw.id);
  });
});
