import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoLayoffRule, BookSettings, Customer, Draw, PageOf, Plan, RiskAlerts, RiskBoard, RiskRule } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { orderFixture, refusedUnchanged } from './order-fixture.js';
import { poll } from './poll.js';
import { createAgent } from './agent-fixture.js';

/**
 * The risk desk's routes (docs/api.md, the risk desk): the board in the viewer's scope, the rules and who may change
 * them, closing and opening selections by hand (audited, told live), keep-at-most rules, and the
 * rebate-farming check (a job, at close) with its todo to the Admins.
 */
let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let plan: Plan;
let draw: Draw;
/** Agents: north (30%) and below it north-east (20%, may lay off); south elsewhere. */
let north: number;
let northEast: number;
let south: number;
let customer: Customer;
let southCustomer: Customer;
let northUser: string;
let northEastUser: string;
let southUser: string;
let agentlessUser: string;

beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  plan = await book.plan();
  north = (await createAgent(server, { shareBp: 3000 })).id;
  northEast = (await createAgent(server, { parentId: north, shareBp: 2000 })).id;
  south = (await createAgent(server, { shareBp: 0 })).id;
  await server.sql.query('UPDATE agents SET may_lay_off = true WHERE id = $1', [northEast]);
  customer = await book.customer(northEast, plan.id, { creditLimit: 100_000_000 });
  southCustomer = await book.customer(south, plan.id, { creditLimit: 100_000_000 });
  const login = async (agentId?: number) => {
    const user = await server.createUser({ role: 'User', ...(agentId === undefined ? {} : { agentId }) });
    return server.login(user.username, user.password);
  };
  [northUser, northEastUser, southUser, agentlessUser] = [await login(north), await login(northEast), await login(south), await login()];
  draw = await book.openDraw();
});
afterAll(() => server.close());

const admin = () => server.adminToken;
const boardOf = (play: string, token = admin(), drawId = draw.id) => server.call<RiskBoard>('GET', '/risk/board', { token, query: { drawId, play } });
const rowOf = (board: RiskBoard, selection: string) => board.rows.find((row) => row.selection === selection)!;
const close = (body: Record<string, unknown>, token = admin()) => server.call<RiskBoard>('POST', '/risk/close', { token, body: { drawId: draw.id, play: 'TM', ...body } });
const open = (body: Record<string, unknown>, token = admin()) => server.call<RiskBoard>('POST', '/risk/open', { token, body: { drawId: draw.id, play: 'TM', ...body } });
const saveRule = (body: Record<string, unknown>, token = admin()) =>
  server.call<RiskRule>('POST', '/risk/rule/save', { token, body: { lottery: 'HK6', play: 'TM', basis: 'total', step: 1_000_000, drop: 5000, floor: 380_000, capPerSelection: null, enabled: true, ...body } });
const saveKeep = (body: Record<string, unknown>, token = admin()) =>
  server.call<AutoLayoffRule>('POST', '/risk/auto-layoff/save', { token, body: { play: 'TM', keepMax: 500_000, enabled: true, ...body } });

/** Refused with `status`, and nothing written. */
const refused: ReturnType<typeof refusedUnchanged> = (call, status) => refusedUnchanged(server)(call, status);

describe('the board (GET /risk/board)', () => {
  it('lists every selection of a play with its base and current odds, stake, cap and state; the book stake is the whole book\'s for an Admin', async () => {
    const order = await book.save({ customerId: customer.id, drawId: draw.id, lines: [{ play: 'TM', selection: '7', stake: 10_000 }] });
    expect(order.status, order.body.message).toBe(200);
    const answer = await boardOf('TM');
    expect(answer.status, answer.body.message).toBe(200);
    const board = answer.body.data;
    expect(board).toMatchObject({ drawId: draw.id, lottery: 'HK6', issue: draw.issue, play: 'TM', group: 'SPECIAL', groupClosesAt: draw.closesAt, rule: null, truncated: false });
    expect(board.rows.map((row) => row.selection)).toEqual(Array.from({ length: 49 }, (_, i) => String(i + 1)));
    // No automatic lay-off: the company's kept stake is what the agents' shares (20% + 30%) leave.
    expect(rowOf(board, '7')).toMatchObject({ baseOdds: 426_000, currentOdds: 426_000, history: [], stake: 10_000, keptStake: 5000, cap: null, capUsedBp: null, state: { state: 'open' }, autoLayoffs: { count: 0, stake: 0, planned: 0 } });
    expect(rowOf(board, '8')).toMatchObject({ stake: 0, keptStake: 0, state: { state: 'open' } });
    // Selections read in their slot's odds: 红波 pays the second slot.
    const colours = (await boardOf('TM_COLOUR')).body.data;
    expect(colours.rows.map((row) => [row.selection, row.baseOdds])).toEqual([['RED', 28_390], ['BLUE', 30_160], ['GREEN', 30_160]]);
  });

  it('shows a User its subtree\'s stake and the part its agents carry by their shares; the odds and states are the book\'s', async () => {
    // The north-east agent carries 20%, north 30% of the north-east customer's lines; south holds none of them.
    const north7 = rowOf((await boardOf('TM', northUser)).body.data, '7');
    expect(north7).toMatchObject({ stake: 10_000, keptStake: 5000, currentOdds: 426_000 });
    expect(rowOf((await boardOf('TM', northEastUser)).body.data, '7')).toMatchObject({ stake: 10_000, keptStake: 2000 });
    expect(rowOf((await boardOf('TM', southUser)).body.data, '7')).toMatchObject({ stake: 0, keptStake: 0 });
    expect(rowOf((await boardOf('TM', agentlessUser)).body.data, '7')).toMatchObject({ stake: 0, keptStake: 0 });
  });

  it('shows the odds history kept for a selection, oldest first, and the automatic lay-offs made in the viewer\'s scope', async () => {
    await server.sql.query(
      `INSERT INTO risk_odds_history (draw_id, play, selection, old_odds, new_odds, cause, stake, kept, by_name, at)
       VALUES ($1, 'TM', '9', 426000, 421000, 'step', 1000000, 700000, NULL, now() - interval '2 minutes'),
              ($1, 'TM', '9', 421000, 416000, 'step', 2000000, 1400000, NULL, now() - interval '1 minute'),
              ($1, 'TM', '9', 416000, 426000, 'reset', 2000000, 1400000, 'admin', now())`,
      [draw.id],
    );
    await server.sql.query(
      `INSERT INTO layoffs (draw_id, agent_id, play, selection, stake, odds, rebate_bp, upstream, status, order_id, to_upline, upline_agent_id, created_by, created_by_name)
       VALUES ($1, $2, 'TM', '9', 30000, 426000, 0, '', 'placed', 1, true, $3, 1, 'admin'),
              ($1, NULL, 'TM', '9', 20000, 400000, 1000, '上家A', 'planned', 1, false, NULL, 1, 'admin'),
              ($1, NULL, 'TM', '9', 99000, 400000, 1000, '上家A', 'planned', NULL, false, NULL, 1, 'admin')`,
      [draw.id, northEast, north],
    );
    const row = rowOf((await boardOf('TM')).body.data, '9');
    expect(row.history.map((h) => [h.old, h.new, h.cause, h.by])).toEqual([
      [426_000, 421_000, 'step', null],
      [421_000, 416_000, 'step', null],
      [416_000, 426_000, 'reset', 'admin'],
    ]);
    // Only the automatic ones (made by an order) count: the company's and the agent's for an Admin, the agent's for its subtree.
    expect(row.autoLayoffs).toEqual({ count: 2, stake: 50_000, planned: 20_000 });
    expect(rowOf((await boardOf('TM', northUser)).body.data, '9').autoLayoffs).toEqual({ count: 1, stake: 30_000, planned: 0 });
    expect(rowOf((await boardOf('TM', southUser)).body.data, '9').autoLayoffs).toEqual({ count: 0, stake: 0, planned: 0 });
  });

  it('reads the stored odds; the kept stake after lay-offs per party, else (an order before they were kept) the shares\' part', async () => {
    await server.sql.query(`UPDATE book SET odds_base = 426000, odds_current = 411000 WHERE draw_id = $1 AND play = 'TM' AND selection = '7'`, [draw.id]);
    await server.sql.query(`UPDATE book_party_kept SET kept = kept + 1 WHERE draw_id = $1 AND play = 'TM' AND selection = '7'`, [draw.id]);
    expect(rowOf((await boardOf('TM')).body.data, '7')).toMatchObject({ baseOdds: 426_000, currentOdds: 411_000, stake: 10_000, keptStake: 5001 });
    expect(rowOf((await boardOf('TM', northUser)).body.data, '7')).toMatchObject({ keptStake: 5002 });
    // No kept stake per party on the selection at all (a draw open at the upgrade): the book's company part, the subtree's shares.
    await server.sql.query(`DELETE FROM book_party_kept WHERE draw_id = $1 AND play = 'TM' AND selection = '7'`, [draw.id]);
    await server.sql.query(`UPDATE book SET kept = 4000 WHERE draw_id = $1 AND play = 'TM' AND selection = '7'`, [draw.id]);
    expect(rowOf((await boardOf('TM')).body.data, '7')).toMatchObject({ stake: 10_000, keptStake: 4000 });
    expect(rowOf((await boardOf('TM', northUser)).body.data, '7')).toMatchObject({ keptStake: 5000 });
  });

  it('lists what the book holds on a play of combinations', async () => {
    const order = await book.save({ customerId: customer.id, drawId: draw.id, lines: [{ play: 'LM_2_ALL', selection: '1,2,3', stake: 1000 }] });
    expect(order.status, order.body.message).toBe(200);
    const board = (await boardOf('LM_2_ALL')).body.data;
    expect(board.rows).toEqual([expect.objectContaining({ selection: '1,2,3', stake: 3000, baseOdds: 520_000 })]);
  });

  it.each([
    ['a play of another game', { drawId: 'D', play: 'P3_DIRECT' }, 400],
    ['a play there is not', { drawId: 'D', play: 'NOPE' }, 400],
    ['a draw there is not', { drawId: '999999', play: 'TM' }, 404],
  ])('refuses %s', async (_, query, status) => {
    const answer = await server.call('GET', '/risk/board', { token: admin(), query: { ...query, drawId: query.drawId === 'D' ? String(draw.id) : query.drawId } });
    expect(answer.status).toBe(status);
  });
});

describe('the rules (POST /risk/rule/save, GET /risk/rule/list)', () => {
  let rule: RiskRule;

  it('an Admin sets a lottery\'s rule for a play; it is listed, audited and every desk hears of it', async () => {
    const answer = await saveRule({ capPerSelection: 50_000 });
    expect(answer.status, answer.body.message).toBe(200);
    rule = answer.body.data;
    expect(rule).toMatchObject({ lottery: 'HK6', play: 'TM', step: 1_000_000, drop: 5000, floor: 380_000, capPerSelection: 50_000, enabled: true, updatedBy: 'admin', version: 0 });
    const list = await server.call<RiskRule[]>('GET', '/risk/rule/list', { token: northUser, query: { lottery: 'HK6' } });
    expect(list.body.data).toEqual([rule]);
    expect((await server.call<RiskRule[]>('GET', '/risk/rule/list', { token: admin(), query: { lottery: 'MO6' } })).body.data).toEqual([]);
    const { rows } = await server.sql.query(`SELECT action, entity, entity_id FROM audit_log WHERE action = 'risk.rule'`);
    expect(rows).toEqual([{ action: 'risk.rule', entity: 'risk', entity_id: 'HK6:TM' }]);
    const told = await server.sql.query(`SELECT DISTINCT user_id FROM events WHERE trace_id = 'risk-rule:HK6:TM'`);
    // Every active Admin and User with an agent: not the User without one.
    expect(told.rowCount).toBe(4);
  });

  it('the board follows it: the cap, how much of it the book uses, and a selection closed at it', async () => {
    const board = (await boardOf('TM')).body.data;
    expect(board.rule).toEqual(rule);
    expect(rowOf(board, '7')).toMatchObject({ cap: 50_000, capUsedBp: 2000, state: { state: 'open' } });
    const order = await book.save({ customerId: customer.id, drawId: draw.id, lines: [{ play: 'TM', selection: '7', stake: 40_000 }] });
    expect(order.status, order.body.message).toBe(200);
    expect(rowOf((await boardOf('TM')).body.data, '7')).toMatchObject({ capUsedBp: 10_000, state: { state: 'closed', cause: 'cap', cap: 50_000, stake: 50_000 } });
    // The order that reached the cap told every open desk, in words.
    const { rows } = await server.sql.query<{ content: Record<string, string> }>(`SELECT content FROM events WHERE trace_id = $1 ORDER BY id`, [`risk:${draw.id}:TM`]);
    expect(rows).toHaveLength(4);
    expect(rows[0]!.content['zh-CN']).toContain('特码：7 已达封顶 ¥500.00，自动封号');
    expect(rows[0]!.content['en-US']).toContain('reached its cap of ¥500.00 and closed');
  });

  it('is changed at the version read, and refused when stale', async () => {
    const changed = await saveRule({ capPerSelection: 60_000, version: 0 });
    expect(changed.body.data).toMatchObject({ capPerSelection: 60_000, version: 1 });
    await refused(() => saveRule({ capPerSelection: 70_000, version: 0 }), 409);
    // A second rule for the same play is a conflict, not a second row.
    await refused(() => saveRule({}), 409);
    expect(rowOf((await boardOf('TM')).body.data, '7')).toMatchObject({ cap: 60_000, state: { state: 'open' } });
  });

  it('switched off, neither the cap nor the drop applies', async () => {
    await saveRule({ capPerSelection: 50_000, enabled: false, version: 1 });
    expect(rowOf((await boardOf('TM')).body.data, '7')).toMatchObject({ cap: null, capUsedBp: null, state: { state: 'open' } });
    await saveRule({ capPerSelection: 60_000, enabled: true, version: 2 });
  });

  it.each([
    ['a floor above the play\'s lowest base odds', { play: 'TM_COLOUR', floor: 28_400 }, 400, '/floor'],
    ['a play of another game', { play: 'P3_DIRECT', floor: 100_000 }, 400, '/play'],
    ['a play there is not', { play: 'NOPE' }, 400, '/play'],
    ['an update of a rule there is not', { play: 'ZM', floor: 50_000, version: 0 }, 404, null],
  ] as const)('refuses %s, writing nothing', async (_, body, status, field) => {
    const answer = await refused(() => saveRule(body), status);
    if (field) expect(answer.body.data).toEqual([expect.objectContaining({ field })]);
  });

  it('a floor at the lowest base odds of a play is taken (红波 2.839)', async () => {
    expect((await saveRule({ play: 'TM_COLOUR', floor: 28_390, drop: 100 })).status).toBe(200);
  });

  it('a User may not change the company\'s rules', async () => {
    await refused(() => saveRule({ play: 'ZM', floor: 50_000 }, northUser), 403);
  });
});

describe('closing and opening by hand (POST /risk/close, /risk/open)', () => {
  const audits = async () =>
    (await server.sql.query<{ action: string; entity: string; entity_id: string; reason: string; actor_name: string; after: unknown }>(
      `SELECT action, entity, entity_id, reason, actor_name, after FROM audit_log WHERE action IN ('risk.close', 'risk.open') ORDER BY id`,
    )).rows;
  const told = async (traceId: string) => (await server.sql.query<{ user_id: number; content: Record<string, string> }>(`SELECT user_id, content FROM events WHERE trace_id = $1 ORDER BY id`, [traceId])).rows;

  it('closes selections with the reason: the board shows who, why and when; audited on the draw; every desk told in words', async () => {
    const earlier = (await told(`risk:${draw.id}:TM`)).length;
    const answer = await close({ selections: ['08', '9'], reason: '热号' });
    expect(answer.status, answer.body.message).toBe(200);
    const row = rowOf(answer.body.data, '8');
    expect(row.state).toEqual({ state: 'closed', cause: 'hand', reason: '热号', by: 'admin', at: expect.any(String) });
    expect(rowOf(answer.body.data, '9').state).toMatchObject({ cause: 'hand', reason: '热号' });
    expect(rowOf(answer.body.data, '10').state).toEqual({ state: 'open' });
    expect(await audits()).toEqual([{ action: 'risk.close', entity: 'draw', entity_id: String(draw.id), reason: '热号', actor_name: 'admin', after: { play: 'TM', selections: ['8', '9'] } }]);
    const events = (await told(`risk:${draw.id}:TM`)).slice(earlier);
    expect(events).toHaveLength(4);
    expect(events[0]!.content['zh-CN']).toContain('特码 8、9 已封号（admin：热号）');
    expect(events[0]!.content['en-US']).toContain('Special number 8, 9 closed by admin (热号)');
    // A User of the book sees it closed too: the board is the book's.
    expect(rowOf((await boardOf('TM', southUser)).body.data, '8').state).toMatchObject({ state: 'closed', cause: 'hand' });
  });

  it('a selection closed already keeps its reason; closing only closed ones is a conflict', async () => {
    const again = await close({ selections: ['9', '10'], reason: '再封' });
    expect(again.status).toBe(200);
    expect(rowOf(again.body.data, '9').state).toMatchObject({ reason: '热号' });
    expect(rowOf(again.body.data, '10').state).toMatchObject({ reason: '再封' });
    await refused(() => close({ selections: ['8', '9'], reason: 'x' }), 409);
  });

  it('opens the ones closed by hand, with the reason; the audit keeps how they were closed', async () => {
    const answer = await open({ selections: ['8'], reason: '冷却了' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(rowOf(answer.body.data, '8').state).toEqual({ state: 'open' });
    expect(rowOf(answer.body.data, '9').state).toMatchObject({ state: 'closed', cause: 'hand' });
    const { rows } = await server.sql.query(`SELECT before, after, reason FROM audit_log WHERE action = 'risk.open'`);
    expect(rows).toEqual([{ before: { play: 'TM', closed: [{ selection: '8', reason: '热号', by: 'admin' }] }, after: { play: 'TM', selections: ['8'] }, reason: '冷却了' }]);
    expect((await told(`risk:${draw.id}:TM`)).at(-1)!.content['zh-CN']).toContain('特码 8 已开号（admin：冷却了）');
    await refused(() => open({ selections: ['8', '11'], reason: 'x' }), 409);
  });

  it.each([
    ['a selection the play does not have', { selections: ['50'], reason: 'x' }, 400],
    ['a play of another game', { play: 'P3_DIRECT', selections: ['123'], reason: 'x' }, 400],
    ['a draw there is not', { drawId: 999_999, selections: ['7'], reason: 'x' }, 400],
  ])('refuses %s, writing nothing', async (_, body, status) => {
    await refused(() => close(body), status);
  });

  it('is for Admins: a User may not close a selection of the book', async () => {
    await refused(() => close({ selections: ['12'], reason: 'x' }, northUser), 403);
  });

  it('a closed draw\'s selections no longer change', async () => {
    const other = await book.openDraw();
    expect((await book.draws.act('close', other.id)).status).toBe(200);
    // The close's own jobs (its farming check) done first: they write, the refusal must not.
    await poll(async () => (await server.sql.query(`SELECT 1 FROM jobs WHERE state IN ('queued', 'running') AND run_at <= now()`)).rowCount === 0, 'the close\'s jobs');
    await refused(() => close({ drawId: other.id, selections: ['7'], reason: 'x' }), 409);
  });

  it('a play group closing early shows on the board (正码 a day before the draw)', async () => {
    const settings = (await server.call<BookSettings>('GET', '/setting/book', { token: admin() })).body.data;
    const { updatedAt: _at, ...fields } = settings;
    const saved = await server.call<BookSettings>('POST', '/setting/book', { token: admin(), body: { ...fields, groupLeads: { HK6: { REGULAR: 1440 } } } });
    expect(saved.status, saved.body.message).toBe(200);
    const zm = (await boardOf('ZM')).body.data;
    expect(new Date(zm.groupClosesAt).getTime()).toBe(new Date(draw.closesAt).getTime() - 1440 * 60_000);
    expect(zm.rows[0]!.state).toMatchObject({ state: 'closed', cause: 'group', group: 'REGULAR' });
    expect(rowOf((await boardOf('TM')).body.data, '20').state).toEqual({ state: 'open' });
    // The readings page saves without them: they stay.
    const { orderPayoutCap: _o, selectionPayoutCap: _s, groupLeads: _g, ...readings } = { ...fields, version: saved.body.data.version };
    const kept = await server.call<BookSettings>('POST', '/setting/book', { token: admin(), body: { ...readings, bareZodiac: 'each-number' } });
    expect(kept.body.data).toMatchObject({ bareZodiac: 'each-number', groupLeads: { HK6: { REGULAR: 1440 } } });
    await refused(() => server.call('POST', '/setting/book', { token: admin(), body: { ...readings, version: kept.body.data.version, groupLeads: { P3: { REGULAR: 5 } } } }), 400);
  });
});

describe('keep-at-most rules of automatic lay-off (POST /risk/auto-layoff/save, /list)', () => {
  const external = { counterparty: 'external', upstream: '上家A', odds: 400_000, rebateBp: 1000 };

  it('the company\'s (an Admin\'s, external only) and an agent\'s that may lay off (a User of its subtree)', async () => {
    const company = await saveKeep({ agentId: null, ...external });
    expect(company.status, company.body.message).toBe(200);
    expect(company.body.data).toMatchObject({ agentId: null, agentName: null, keepMax: 500_000, counterparty: 'external', upstream: '上家A', version: 0 });
    const agents = await saveKeep({ agentId: northEast, counterparty: 'upline', keepMax: 100_000 }, northUser);
    expect(agents.status, agents.body.message).toBe(200);
    const changed = await saveKeep({ agentId: northEast, counterparty: 'upline', keepMax: 200_000, version: 0 }, northEastUser);
    expect(changed.body.data).toMatchObject({ keepMax: 200_000, version: 1, updatedBy: expect.any(String) });
    const { rows } = await server.sql.query(`SELECT entity_id FROM audit_log WHERE action = 'risk.auto-layoff' ORDER BY id`);
    expect(rows.map((r) => r.entity_id)).toEqual(['keep:company:TM', `keep:${northEast}:TM`, `keep:${northEast}:TM`]);
  });

  it('is listed in the scope: the company\'s for Admins only', async () => {
    const list = (token: string, agentId?: number | null) =>
      server.call<PageOf<AutoLayoffRule>>('POST', '/risk/auto-layoff/list', { token, body: { page: 1, pageSize: 20, ...(agentId === undefined ? {} : { agentId }) } });
    expect((await list(admin())).body.data.list.map((r) => r.agentId)).toEqual([null, northEast]);
    // agentId null picks the company's own, an id that agent's.
    expect((await list(admin(), null)).body.data.list.map((r) => r.agentId)).toEqual([null]);
    expect((await list(admin(), northEast)).body.data.list.map((r) => r.agentId)).toEqual([northEast]);
    expect((await list(northUser, null)).body.data.total).toBe(0);
    expect((await list(northUser)).body.data.list.map((r) => r.agentId)).toEqual([northEast]);
    expect((await list(southUser)).body.data.total).toBe(0);
    expect((await list(agentlessUser)).body.data.total).toBe(0);
  });

  it.each([
    ['the company to an upline', () => saveKeep({ agentId: null, play: 'ZM', counterparty: 'upline' }), 400],
    ['an external counterparty without its terms', () => saveKeep({ agentId: null, play: 'ZM', counterparty: 'external' }), 400],
    ['the upline with terms of its own', () => saveKeep({ agentId: northEast, play: 'ZM', ...external, counterparty: 'upline' }), 400],
    ['an agent there is not', () => saveKeep({ agentId: 999_999, play: 'ZM', counterparty: 'upline' }), 400],
    ['an agent that may not lay off', () => saveKeep({ agentId: north, play: 'ZM', counterparty: 'upline' }), 409],
    ['a User keeping the company\'s', () => saveKeep({ agentId: null, play: 'ZM', ...external }, northUser), 403],
    ['a User outside the agent\'s subtree', () => saveKeep({ agentId: northEast, play: 'ZM', counterparty: 'upline' }, southUser), 403],
    ['a second rule for the same party and play', () => saveKeep({ agentId: null, ...external }), 409],
    ['a stale version', () => saveKeep({ agentId: northEast, counterparty: 'upline', keepMax: 1, version: 0 }), 409],
  ])('refuses %s, writing nothing', async (_, call, status) => {
    await refused(call, status);
  });
});

describe('rebate farming (the risk.farming job, GET /risk/alerts)', () => {
  let farmDraw: Draw;
  let splitters: Customer[];

  const alerts = (token = admin(), drawId = farmDraw.id) => server.call<RiskAlerts>('GET', '/risk/alerts', { token, query: { drawId } });
  const farmingJob = async () => (await server.sql.query<{ state: string; run_at: Date }>(`SELECT state, run_at FROM jobs WHERE key = $1`, [`risk.farming:${farmDraw.id}`])).rows;

  it('orders arriving on a draw ask for its check about a minute later, once', async () => {
    farmDraw = await book.openDraw();
    splitters = [await book.customer(northEast, plan.id, { creditLimit: 100_000_000 }), await book.customer(northEast, plan.id, { creditLimit: 100_000_000 })];
    const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ play: 'TM', selection: String(from + i), stake: 30_000 }));
    const started = Date.now();
    for (const [customerOf, lines] of [[splitters[0]!, numbers(1, 25)], [splitters[1]!, numbers(26, 49)]] as const) {
      const answer = await book.save({ customerId: customerOf.id, drawId: farmDraw.id, lines });
      expect(answer.status, answer.body.message).toBe(200);
    }
    // Two opposite sides with matched stakes, by a north-east and a south customer.
    for (const [who, side] of [[customer, 'BIG'], [southCustomer, 'SMALL']] as const) {
      const lines = [1, 2].map(() => ({ play: 'TM_TWO_SIDED', selection: side, stake: 300_000 }));
      const answer = await book.save({ customerId: who.id, drawId: farmDraw.id, lines });
      expect(answer.status, answer.body.message).toBe(200);
    }
    const jobs = await farmingJob();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('queued');
    expect(jobs[0]!.run_at.getTime()).toBeGreaterThanOrEqual(started + 55_000);
    expect((await alerts()).body.data).toMatchObject({ flags: [], truncated: false, checkedAt: null });
  });

  it('closing the draw runs the check at once: both groups flagged with their evidence, a todo and a live event to each Admin', async () => {
    expect((await book.draws.act('close', farmDraw.id)).status).toBe(200);
    await poll(async () => (await farmingJob()).every((job) => job.state === 'done'), 'the farming check');
    const { flags, checkedAt } = (await alerts()).body.data;
    expect(checkedAt).not.toBeNull();
    expect(flags).toHaveLength(2);
    const coverage = flags.find((flag) => flag.kind === 'coverage')!;
    expect(coverage).toMatchObject({ play: 'TM', market: 'TM', selections: 49, covered: 49, missing: [], stake: 49 * 30_000 });
    expect(coverage.customers.map((c) => c.customerId).sort()).toEqual(splitters.map((c) => c.id).sort());
    expect(coverage.customers.map((c) => c.code).sort()).toEqual(splitters.map((c) => c.code).sort());
    const opposite = flags.find((flag) => flag.kind === 'opposite')!;
    expect(opposite).toMatchObject({ play: 'TM_TWO_SIDED', matched: 600_000 });
    expect(opposite.customers.map((c) => c.customerId).sort()).toEqual([customer.id, southCustomer.id].sort());

    const todos = await server.sql.query<{ user_id: number; title: string; content: Record<string, string>; link: string }>(
      `SELECT user_id, title, content, link FROM messages WHERE type = 'todo' AND title->>'zh-CN' = '对刷预警' ORDER BY id`,
    );
    expect(todos.rows).toHaveLength(2);
    expect(todos.rows.every((m) => m.user_id === server.firstAdmin.id && m.link === `/number-analyse/live?drawId=${farmDraw.id}`)).toBe(true);
    expect(todos.rows.map((m) => m.content['zh-CN']).join(' ')).toContain('特码：2 个客户');
    expect(todos.rows.map((m) => m.content['en-US']).join(' ')).toContain('Special number: 2 customers');
    const events = await server.sql.query(`SELECT 1 FROM events WHERE trace_id = $1 AND user_id = $2`, [`risk:${farmDraw.id}:alerts`, server.firstAdmin.id]);
    expect(events.rowCount).toBe(2);
  });

  it('a User sees the flags whose customers are all in its subtree', async () => {
    expect((await alerts(northUser)).body.data.flags.map((f) => f.kind)).toEqual(['coverage']);
    expect((await alerts(northEastUser)).body.data.flags.map((f) => f.kind)).toEqual(['coverage']);
    expect((await alerts(southUser)).body.data.flags).toEqual([]);
    expect((await alerts(agentlessUser)).body.data.flags).toEqual([]);
  });

  it('checking again keeps the flags and tells nobody twice; a draw there is not is a 404', async () => {
    await server.sql.query(`INSERT INTO jobs (kind, key, payload) VALUES ('risk.farming', $1, $2)`, [`risk.farming:${farmDraw.id}:again`, { drawId: farmDraw.id }]);
    await server.sql.query(`SELECT pg_notify('drawdesk_jobs', 'risk.farming')`);
    await poll(async () => (await server.sql.query(`SELECT 1 FROM jobs WHERE key = $1 AND state = 'done'`, [`risk.farming:${farmDraw.id}:again`])).rowCount === 1, 'the second check');
    expect((await alerts()).body.data.flags).toHaveLength(2);
    expect((await server.sql.query(`SELECT 1 FROM messages WHERE title->>'zh-CN' = '对刷预警'`)).rowCount).toBe(2);
    expect((await alerts(admin(), 999_999)).status).toBe(404);
  });
});
