import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoLayoffRule, Customer, Draw, Layoff, LiveExposure, OrderDetail, PageOf, Plan, RiskBoard, StatementPage } from '@drawdesk/contracts';
import { autoLayoffs, mark6Draw, settleLine, zodiacMapOn, type KeepRule, type PartyId } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';
import { orderFixture, refusedUnchanged } from './order-fixture.js';
import { createAgent } from './agent-fixture.js';
import { poll } from './poll.js';
import { parseCsv } from './csv.js';
import * as reference from './settlement-reference.js';

/**
 * Automatic lay-off in the order save (docs/domain/analysis.md, the risk desk): the excess over a party's
 * keep-at-most goes to its upline at once (settled both ways, on both statements) or is planned for an
 * external counterparty (a todo, placed by one click); racing orders lay off what the serial order does; a
 * cancel takes the lay-offs back, or is refused once one is placed outside.
 */
let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let plan: Plan;
let draw: Draw;
/** Agents: parent (20%) above child (30%, may lay off to the upline); outer (50%, a top agent laying off outside). */
let parent: number;
let child: number;
let outer: number;
let customer: Customer;
let outerCustomer: Customer;
let outerUser: number;

const KEEP = 10_000;
const RESULT = { numbers: [3, 12, 25, 31, 40, 44], special: 7 };

beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  plan = await book.plan({ maxStake: 10_000_000, maxPerSelection: 100_000_000 });
  parent = (await createAgent(server, { shareBp: 2000 })).id;
  child = (await createAgent(server, { parentId: parent, shareBp: 3000 })).id;
  outer = (await createAgent(server, { shareBp: 5000 })).id;
  await server.sql.query('UPDATE agents SET may_lay_off = true WHERE id = ANY($1)', [[child, outer]]);
  customer = await book.customer(child, plan.id, { creditLimit: 100_000_000 });
  outerCustomer = await book.customer(outer, plan.id, { creditLimit: 100_000_000 });
  outerUser = (await server.createUser({ role: 'User', agentId: outer })).id;
  draw = await book.openDraw();
  for (const body of [
    { agentId: child, counterparty: 'upline' },
    { agentId: outer, counterparty: 'external', upstream: '上家X', odds: 400_000, rebateBp: 1000 },
  ]) {
    const saved = await server.call<AutoLayoffRule>('POST', '/risk/auto-layoff/save', { token: server.adminToken, body: { play: 'TM', keepMax: KEEP, enabled: true, ...body } });
    expect(saved.status, saved.body.message).toBe(200);
  }
});
afterAll(() => server.close());

const tm = (selection: string, stake: number) => ({ play: 'TM', selection, stake });
const order = async (who: Customer, lines: object[]) => {
  const answer = await book.save({ customerId: who.id, drawId: draw.id, lines });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
};
const lineOf = async (id: number) => (await server.call<OrderDetail>('GET', '/order', { token: server.adminToken, query: { id } })).body.data.lines[0]!;
type Row = { id: number; agent_id: number | null; stake: number; odds: number; rebate_bp: number; status: string; upstream: string; to_upline: boolean; upline_agent_id: number | null; version: number };
const layoffsOf = async (orderId: number) =>
  (await server.sql.query<Row>(`SELECT id, agent_id, stake::int, odds, rebate_bp, status, upstream, to_upline, upline_agent_id, version FROM layoffs WHERE order_id = $1 ORDER BY id`, [orderId])).rows;
/** Each party's kept stake on a TM selection (the company as 0). */
const keptOn = async (selection: string) => {
  const { rows } = await server.sql.query<{ party_id: number; kept: number }>(
    `SELECT party_id, kept::int FROM book_party_kept WHERE draw_id = $1 AND play = 'TM' AND selection = $2 AND kept > 0 ORDER BY party_id`,
    [draw.id, selection],
  );
  return Object.fromEntries(rows.map((row) => [row.party_id, row.kept]));
};
const refused: ReturnType<typeof refusedUnchanged> = (call, status) => refusedUnchanged(server)(call, status);

describe('automatic lay-off in the order save', () => {
  it('lays off nothing while a party keeps at most its keep-at-most', async () => {
    const made = await order(customer, [tm('1', 20_000)]);
    expect(await layoffsOf(made.id)).toEqual([]);
    // The child's 30% (6,000) is within its 10,000; every party's kept stake is kept all the same.
    expect(await keptOn('1')).toEqual({ 0: 10_000, [parent]: 4_000, [child]: 6_000 });
  });

  it('lays the excess off to the upline at once, at the line\'s terms; the parent\'s book carries it; exact to the fen', async () => {
    const made = await order(customer, [tm('7', 100_000)]);
    const line = await lineOf(made.id);
    // The child takes 30,000 and keeps 10,000: 20,000 goes up to the parent, placed, at the odds and rebate the line got.
    expect(await layoffsOf(made.id)).toEqual([
      expect.objectContaining({ agent_id: child, stake: 20_000, odds: line.odds1, rebate_bp: line.rebateBp, status: 'placed', upstream: '', to_upline: true, upline_agent_id: parent }),
    ]);
    // Kept plus laid off is what each party had plus what came to it: the parent's 20,000 and the child's 20,000.
    const kept = await keptOn('7');
    expect(kept).toEqual({ 0: 50_000, [parent]: 40_000, [child]: KEEP });
    expect(Object.values(kept).reduce((a, b) => a + b, 0)).toBe(100_000);
    // The order's audit entry names the lay-off.
    const { rows } = await server.sql.query(`SELECT after->'layoffs' AS layoffs FROM audit_log WHERE action = 'order.create' AND entity_id = $1`, [String(made.id)]);
    expect(rows[0].layoffs).toEqual([{ from: child, to: { upline: parent }, play: 'TM', selection: '7', stake: 20_000 }]);
    // The lay-offs' list says whose order made it and who carries it.
    const listed = await server.call<PageOf<Layoff>>('POST', '/layoff/list', { token: server.adminToken, body: { page: 1, pageSize: 20, drawId: draw.id } });
    const parentName = (await server.sql.query(`SELECT name FROM agents WHERE id = $1`, [parent])).rows[0].name;
    expect(listed.body.data.list).toEqual([expect.objectContaining({ orderId: made.id, agentId: child, toUpline: true, uplineAgentId: parent, uplineAgentName: parentName, status: 'placed' })]);
    // So does their export: to the upline, and which agent carries it.
    const csv = await fetch(`${server.base}/api/v1/layoff/export?drawId=${draw.id}`, { headers: { authorization: `Bearer ${server.adminToken}` } });
    const [header, ...records] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    const cell = (name: string) => records.map((row) => row[header!.indexOf(name)]);
    expect([cell('自动补货注单 ID'), cell('转给上级'), cell('承接代理 ID')]).toEqual([[String(made.id)], ['是'], [String(parent)]]);
  });

  it('plans the excess for an external counterparty, tells the party\'s users, and places it by one click', async () => {
    const made = await order(outerCustomer, [tm('9', 100_000)]);
    const [layoff] = await layoffsOf(made.id);
    expect(layoff).toMatchObject({ agent_id: outer, stake: 40_000, odds: 400_000, rebate_bp: 1000, status: 'planned', upstream: '上家X', to_upline: false, upline_agent_id: null });
    expect(await keptOn('9')).toEqual({ 0: 50_000, [outer]: KEEP });
    const { rows: told } = await server.sql.query(`SELECT type, content->>'zh-CN' AS zh, link FROM messages WHERE user_id = $1 ORDER BY id`, [outerUser]);
    expect(told).toEqual([{ type: 'todo', zh: expect.stringContaining('特码 9 ¥400.00'), link: '/number-analyse/list?tab=layoffs' }]);
    expect(told[0].zh).toContain('上家X');
    // Not edited or removed by hand: its order's cancel takes it back.
    await refused(() => server.call('DELETE', `/layoff/remove/${layoff!.id}`, { token: server.adminToken }), 409);
    const placed = await server.call<Layoff>('POST', `/layoff/place/${layoff!.id}`, { token: server.adminToken, body: { status: 'placed', version: layoff!.version } });
    expect(placed.status, placed.body.message).toBe(200);
    expect(placed.body.data).toMatchObject({ status: 'placed', stake: 40_000, upstream: '上家X', orderId: made.id, toUpline: false, uplineAgentId: null });
    // Its last planned lay-off placed, the todo to place them is done.
    const { rows: todo } = await server.sql.query(`SELECT done_at IS NOT NULL AS done FROM messages WHERE user_id = $1`, [outerUser]);
    expect(todo).toEqual([{ done: true }]);
    // Placed outside, it cannot be taken back: the order's cancel is refused and changes nothing.
    const cancel = await refused(() => server.call('POST', `/order/cancel/${made.id}`, { token: server.adminToken }), 409);
    expect(cancel.body.data).toMatchObject({ layoffId: layoff!.id });
  });

  it('a cancel takes planned external lay-offs back and ends their todo; two placed at once end it too', async () => {
    const todoDone = async (orderId: number) =>
      (await server.sql.query(`SELECT done_at IS NOT NULL AS done FROM messages WHERE user_id = $1 AND subject = $2`, [outerUser, `layoff.place:${orderId}:${outer}`])).rows;
    const cancelledOrder = await order(outerCustomer, [tm('41', 100_000)]);
    expect(await todoDone(cancelledOrder.id)).toEqual([{ done: false }]);
    const cancelled = await server.call('POST', `/order/cancel/${cancelledOrder.id}`, { token: server.adminToken });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await layoffsOf(cancelledOrder.id)).toEqual([]);
    expect(await todoDone(cancelledOrder.id)).toEqual([{ done: true }]);

    // Each placement alone would see the other still planned: they take turns, and the last one ends the todo.
    const twoLines = await order(outerCustomer, [tm('42', 100_000), tm('43', 100_000)]);
    const planned = await layoffsOf(twoLines.id);
    expect(planned.map((l) => l.status)).toEqual(['planned', 'planned']);
    const placed = await Promise.all(
      planned.map((l) => server.call('POST', `/layoff/place/${l.id}`, { token: server.adminToken, body: { status: 'placed', version: l.version } })),
    );
    expect(placed.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await todoDone(twoLines.id)).toEqual([{ done: true }]);
  });

  it('a cancel takes the order\'s lay-offs to the upline back, and what they moved of each party\'s kept stake', async () => {
    const before = await keptOn('7');
    const made = await order(customer, [tm('7', 50_000)]);
    expect((await layoffsOf(made.id)).map((l) => l.stake)).toEqual([15_000]);
    const cancelled = await server.call('POST', `/order/cancel/${made.id}`, { token: server.adminToken });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await layoffsOf(made.id)).toEqual([]);
    expect(await keptOn('7')).toEqual(before);
  });

  it('a pending order lays off when it is accepted, not before', async () => {
    const setting = async (on: boolean) => {
      const { updatedAt: _at, ...current } = (await server.call<Record<string, unknown>>('GET', '/setting/book', { token: server.adminToken })).body.data;
      expect((await server.call('POST', '/setting/book', { token: server.adminToken, body: { ...current, confirmUserOrders: on } })).status).toBe(200);
    };
    const clerk = await server.createUser({ agentId: child });
    await setting(true);
    try {
      const entered = await book.save({ customerId: customer.id, drawId: draw.id, lines: [tm('11', 100_000)] }, await server.login(clerk.username, clerk.password));
      expect(entered.body.data.status).toBe('pending');
      expect(await layoffsOf(entered.body.data.id)).toEqual([]);
      expect(await keptOn('11')).toEqual({});
      const accepted = await server.call('POST', `/order/accept/${entered.body.data.id}`, { token: server.adminToken });
      expect(accepted.status, accepted.body.message).toBe(200);
      expect(await layoffsOf(entered.body.data.id)).toEqual([expect.objectContaining({ agent_id: child, stake: 20_000, status: 'placed', upline_agent_id: parent })]);
      expect(await keptOn('11')).toEqual({ 0: 50_000, [parent]: 40_000, [child]: KEEP });
    } finally {
      await setting(false);
    }
  });

  it('20 orders at once lay off exactly what their serial order does', async () => {
    const racers: Customer[] = [];
    for (let n = 0; n < 20; n++) racers.push(await book.customer(child, plan.id, { creditLimit: 100_000_000 }));
    const made = await Promise.all(racers.map((who) => order(who, [tm('30', 10_000)])));
    const { rows } = await server.sql.query<{ order_id: number; stake: number }>(
      `SELECT order_id, stake::int FROM layoffs WHERE draw_id = $1 AND selection = '30' ORDER BY order_id`,
      [draw.id],
    );
    // The serial replay: the book row's lock serves the orders one at a time, in the order of their ids.
    const chain = [{ agentId: String(child), shareBp: 3000 }, { agentId: String(parent), shareBp: 2000 }];
    const rule: KeepRule = { keepMax: KEEP, counterparty: 'upline', enabled: true };
    const serial = autoLayoffs(
      made.map(() => ({ play: 'TM', selection: '30', amount: 10_000, combinations: 1, chain })),
      (party: PartyId) => (party === String(child) ? rule : null),
      () => 0,
    );
    expect(rows.reduce((sum, row) => sum + row.stake, 0)).toBe(50_000);
    expect(serial.layoffs.reduce((sum, l) => sum + l.stake, 0)).toBe(50_000);
    const ids = made.map((m) => m.id).sort((a, b) => a - b);
    expect(rows.map((row) => [ids.indexOf(row.order_id), row.stake])).toEqual(serial.layoffs.map((l) => [l.line, l.stake]));
    expect(await keptOn('30')).toEqual({ 0: 100_000, [parent]: 90_000, [child]: KEEP });
  });

  it('analysis counts the lay-offs as they stand: the company\'s kept part gains what its top agent laid off to it', async () => {
    const top = (await createAgent(server, { shareBp: 4000 })).id;
    await server.sql.query('UPDATE agents SET may_lay_off = true WHERE id = $1', [top]);
    const saved = await server.call('POST', '/risk/auto-layoff/save', { token: server.adminToken, body: { agentId: top, play: 'TM', keepMax: KEEP, counterparty: 'upline', enabled: true } });
    expect(saved.status, saved.body.message).toBe(200);
    const topCustomer = await book.customer(top, plan.id, { creditLimit: 100_000_000 });
    const live = async () => (await server.call<LiveExposure>('GET', '/analysis/live', { token: server.adminToken, query: { drawId: draw.id } })).body.data.outcomes[4]!.stake;
    const before = await live();
    const made = await order(topCustomer, [tm('5', 100_000)]);
    expect(await layoffsOf(made.id)).toEqual([expect.objectContaining({ agent_id: top, stake: 30_000, status: 'placed', to_upline: true, upline_agent_id: null })]);
    // The outcome's stake gains the line and, in full, the lay-off the company carries for its top agent.
    expect((await live()) - before).toBe(100_000 + 30_000);
    expect(await keptOn('5')).toEqual({ 0: 90_000, [top]: KEEP });
  });

  it('the board shows each viewer\'s kept stake after the lay-offs: an agent at most its keep-at-most, the company grown by what it carries', async () => {
    const top = (await createAgent(server, { shareBp: 4000 })).id;
    const below = (await createAgent(server, { parentId: top, shareBp: 3000 })).id;
    await server.sql.query('UPDATE agents SET may_lay_off = true WHERE id = ANY($1)', [[top, below]]);
    for (const agentId of [top, below]) {
      const saved = await server.call('POST', '/risk/auto-layoff/save', { token: server.adminToken, body: { agentId, play: 'TM', keepMax: KEEP, counterparty: 'upline', enabled: true } });
      expect(saved.status, saved.body.message).toBe(200);
    }
    const belowCustomer = await book.customer(below, plan.id, { creditLimit: 100_000_000 });
    const login = async (agentId: number) => {
      const user = await server.createUser({ role: 'User', agentId });
      return server.login(user.username, user.password);
    };
    const [topUser, belowUser, childUser, parentUser] = [await login(top), await login(below), await login(child), await login(parent)];
    const kept = async (selection: string, token = server.adminToken) =>
      (await server.call<RiskBoard>('GET', '/risk/board', { token, query: { drawId: draw.id, play: 'TM' } })).body.data.rows.find((row) => row.selection === selection)!;
    const made = await order(belowCustomer, [tm('13', 100_000)]);
    // The agent below takes 30,000 and lays 20,000 off to the top agent, which takes 40,000 + 20,000 and lays 50,000 off to the company.
    const carried = (await layoffsOf(made.id)).filter((l) => l.to_upline && l.upline_agent_id === null);
    expect(carried.map((l) => l.stake)).toEqual([50_000]);
    const { rows: [held] } = await server.sql.query<{ stake: number; kept: number }>(`SELECT stake::int, kept::int FROM book WHERE draw_id = $1 AND play = 'TM' AND selection = '13'`, [draw.id]);
    expect(held).toEqual({ stake: 100_000, kept: 30_000 });
    expect(await kept('13')).toMatchObject({ stake: 100_000, keptStake: held!.kept + 50_000 });
    expect(await kept('13', belowUser)).toMatchObject({ stake: 100_000, keptStake: KEEP });
    // The top agent's subtree keeps what its two agents keep: at most each one's keep-at-most, not the 70,000 of their shares.
    expect(await kept('13', topUser)).toMatchObject({ stake: 100_000, keptStake: 2 * KEEP });
    expect(await keptOn('13')).toEqual({ 0: 80_000, [top]: KEEP, [below]: KEEP });
    // A lay-off inside a subtree moves nothing there: the parent's subtree keeps its shares of 7 (20% + 30%) between its agents.
    const seven = await keptOn('7');
    expect(seven[child]).toBe(KEEP);
    expect((await kept('7', childUser)).keptStake).toBe(KEEP);
    expect((await kept('7', parentUser)).keptStake).toBe(seven[parent]! + seven[child]!);
    // Without a lay-off the figure is the shares' part, as before: selection 1 (20,000) laid nothing off.
    expect(await kept('1')).toMatchObject({ stake: 20_000, keptStake: 10_000 });
    expect((await kept('1', childUser)).keptStake).toBe(6_000);
    expect((await kept('1', parentUser)).keptStake).toBe(10_000);
    expect((await kept('1', topUser)).keptStake).toBe(0);
  });
});

describe('settling an upline lay-off', () => {
  it('settles both ways: the child\'s and the parent\'s statements show it, to the fen, once', async () => {
    expect((await book.draws.act('close', draw.id)).status).toBe(200);
    expect((await book.draws.result({ id: draw.id, ...RESULT })).status).toBe(200);
    await book.draws.reach(draw.id, 'settled');
    // The child's lay-offs to its parent: 20,000 on 7 (won) and 50,000 on 30 (lost), at the lines' odds and rebate.
    const { rows: upline } = await server.sql.query<{ selection: string; stake: number; odds: number; rebate_bp: number; net: number; status: string }>(
      `SELECT selection, stake::int, odds, rebate_bp, net::int, status FROM layoffs WHERE draw_id = $1 AND agent_id = $2 AND to_upline ORDER BY id`,
      [draw.id, child],
    );
    const result = mark6Draw(RESULT.numbers, RESULT.special, zodiacMapOn(new Date().toISOString().slice(0, 10)));
    const expected = upline.reduce((sum, l) => sum + settleLine({ play: 'TM', selection: l.selection, stake: l.stake, odds: [l.odds], rebateBp: l.rebate_bp }, result).net, 0);
    expect(upline.every((l) => l.status === 'settled')).toBe(true);
    expect(upline.reduce((sum, l) => sum + l.net, 0)).toBe(expected);
    expect(expected).not.toBe(0);
    const entries = async () =>
      (await server.sql.query<{ agent_id: number | null; amount: number }>(`SELECT agent_id, amount::int FROM ledger_entries WHERE draw_id = $1 AND kind = 'layoff' ORDER BY agent_id NULLS FIRST`, [draw.id])).rows;
    // One entry per party: the net of the lay-offs it owns, less the net of those it carries (the child's and
    // the parent's are the two sides of the child's; the company carries the top agents'; the outer agent's is outside).
    const { rows: settled } = await server.sql.query<{ agent_id: number | null; upline_agent_id: number | null; to_upline: boolean; net: number }>(
      `SELECT agent_id, upline_agent_id, to_upline, net::int FROM layoffs WHERE draw_id = $1 AND status = 'settled'`,
      [draw.id],
    );
    const byParty = new Map<number | null, number>();
    for (const l of settled) {
      byParty.set(l.agent_id, (byParty.get(l.agent_id) ?? 0) + l.net);
      if (l.to_upline) byParty.set(l.upline_agent_id, (byParty.get(l.upline_agent_id) ?? 0) - l.net);
    }
    const parties = [...byParty].map(([agent_id, amount]) => ({ agent_id, amount })).sort((a, b) => (a.agent_id ?? 0) - (b.agent_id ?? 0));
    expect(parties.length).toBe(7);
    expect(await entries()).toEqual(parties);
    expect(byParty.get(child)).toBe(expected);
    expect(byParty.get(parent)).toBe(-expected);
    const statement = async (agentId: number) =>
      (await server.call<StatementPage>('POST', '/statement/list', { token: server.adminToken, body: { page: 1, pageSize: 20, agentId } })).body.data.list.find((row) => row.drawId === draw.id)!;
    expect((await statement(child)).layoff).toBe(expected);
    expect((await statement(parent)).layoff).toBe(-expected);
    // The whole draw's ledger, lines and lay-offs, per party: what the library says each is owed, to the fen.
    expect(await reference.ledgerParts(server.sql, draw.id)).toEqual(
      reference.expectedParts(await reference.linesOf(server.sql, draw.id), result, await reference.layoffsOf(server.sql, draw.id)),
    );
    // Settling again, from scratch, adds nothing (the ledger's key per draw, party, kind and result version).
    const before = await entries();
    await server.sql.query(`DELETE FROM settlements WHERE draw_id = $1`, [draw.id]);
    await server.sql.query(`UPDATE draws SET status = 'drawn' WHERE id = $1`, [draw.id]);
    await server.sql.query(`INSERT INTO jobs (kind, payload) VALUES ('draw.settle', $1)`, [{ drawId: draw.id }]);
    await book.draws.reach(draw.id, 'settled');
    await poll(async () => (await server.sql.query(`SELECT 1 FROM jobs WHERE kind = 'draw.settle' AND state <> 'done'`)).rowCount === 0, 'the settle job');
    expect(await entries()).toEqual(before);
  });
});
