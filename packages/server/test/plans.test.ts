import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageOf, Plan, PlanOption, PlanReturns, PlanRow, PlanSummary } from '@drawdesk/contracts';
import { GAMES, returnToPlayer } from '@drawdesk/lottery';
import { defaultPlanRows } from '../src/plans/default-rows.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
let admin: string;
let user: string;
beforeAll(async () => {
  server = await startServer();
  admin = server.adminToken;
  const reader = await server.createUser({ role: 'User' });
  user = await server.login(reader.username, reader.password);
});
afterAll(() => server.close());

let serial = 0;
const uniqueName = (prefix = 'Plan') => `${prefix} ${++serial}`;
const newPlan = (extra: Record<string, unknown> = {}) => ({
  game: 'MARK6',
  name: uniqueName(),
  tier: 'A',
  status: 'active',
  remark: 'house standard',
  rows: defaultPlanRows('MARK6', 'A'),
  ...extra,
});
const save = (body: Record<string, unknown>, token = admin) => server.call<Plan>('POST', '/plan/save', { token, body });
async function created(extra: Record<string, unknown> = {}): Promise<Plan> {
  const answer = await save(newPlan(extra));
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}
const edit = (plan: Plan, extra: Record<string, unknown> = {}) => {
  const { id, version, game, name, tier, status, remark, rows } = plan;
  return { id, version, game, name, tier, status, remark, rows, ...extra };
};
const withRow = (rows: PlanRow[], play: string, patch: Partial<PlanRow>) => rows.map((row) => (row.play === play ? { ...row, ...patch } : row));
const audits = async (entityId: number) =>
  (await server.sql.query(`SELECT action, actor_id, before, after, reason FROM audit_log WHERE entity = 'plan' AND entity_id = $1 ORDER BY id`, [String(entityId)])).rows;
/** The stored plan and rows: equal before and after means nothing changed. */
const stored = async (id: number) =>
  JSON.stringify([
    (await server.sql.query(`SELECT * FROM plans WHERE id = $1`, [id])).rows,
    (await server.sql.query(`SELECT * FROM plan_rows WHERE plan_id = $1 ORDER BY play`, [id])).rows,
  ]);

async function agentUsing(planId: number, removed = false) {
  const { rows } = await server.sql.query<{ id: number }>(
    `INSERT INTO agents (code, name, share_bp, status, rebate_plan_id, removed_at) VALUES ($1, 'Agent', 0, 'active', $2, $3) RETURNING id`,
    [`A${++serial}`, planId, removed ? new Date() : null],
  );
  return rows[0]!.id;
}
async function customerUsing(planId: number, removed = false) {
  const agentId = (await server.sql.query<{ id: number }>(`INSERT INTO agents (code, name, share_bp, status) VALUES ($1, 'Agent', 0, 'active') RETURNING id`, [`A${++serial}`])).rows[0]!.id;
  await server.sql.query(
    `INSERT INTO customers (code, name, channel, agent_id, plan_id, status, removed_at) VALUES ($1, 'Customer', 'wechat', $2, $3, 'active', $4)`,
    [`C${++serial}`, agentId, planId, removed ? new Date() : null],
  );
}

describe('POST /plan/save (create)', () => {
  it('creates a plan with every row in play-type order, audited', async () => {
    const body = newPlan({ rows: [...defaultPlanRows('MARK6', 'A')].reverse() });
    const answer = await save(body);
    expect(answer.status).toBe(200);
    const plan = answer.body.data;
    expect(plan).toMatchObject({ game: 'MARK6', name: body.name, tier: 'A', status: 'active', remark: 'house standard', version: 0 });
    expect(plan.rows).toEqual(defaultPlanRows('MARK6', 'A'));
    const read = await server.call<Plan>('GET', '/plan', { token: admin, query: { id: plan.id } });
    expect(read.body.data).toEqual(plan);
    const [entry] = await audits(plan.id);
    expect(entry).toMatchObject({ action: 'plan.create', actor_id: server.firstAdmin.id, before: null, after: { id: plan.id, name: body.name } });
    expect(entry.after.rows).toHaveLength(GAMES.MARK6.playTypes.length);
  });

  it('keeps the second odds slot and an empty remark', async () => {
    const { remark: _remark, ...body } = newPlan({ game: 'PICK3', rows: defaultPlanRows('PICK3', 'B') });
    const plan = (await save(body)).body.data;
    expect(plan.remark).toBe('');
    const colour = await created();
    expect(colour.rows.find((r) => r.play === 'TM_COLOUR')!.odds).toEqual([30_160, 28_390]);
    expect(plan.rows.find((r) => r.play === 'P3_SUM')!.odds).toEqual([9700]);
  });

  it('refuses a name the game already has (any case) with 409, and takes it for the other game', async () => {
    const first = await created();
    const clash = await save(newPlan({ name: first.name.toUpperCase() }));
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('CONFLICT');
    expect((await save(newPlan({ name: first.name, game: 'PICK3', rows: defaultPlanRows('PICK3', 'A') }))).status).toBe(200);
  });
});

describe('row validation (400 with the field)', () => {
  const rows = defaultPlanRows('MARK6', 'A');
  const tm = rows.findIndex((r) => r.play === 'TM');
  it.each([
    ['a play missing', rows.slice(1), '/rows'],
    ['an unknown play', [...rows.slice(1), { ...rows[0]!, play: 'NOPE' }], '/rows'],
    ['a play of the other game', [...rows, { ...rows[0]!, play: 'P3_DIRECT' }], '/rows'],
    ['a play twice', [...rows, rows[0]!], '/rows'],
    ['one odds for a two-slot play', withRow(rows, 'TM_COLOUR', { odds: [30_160] }), '/rows/2/odds'],
    ['two odds for a one-slot play', withRow(rows, 'TM', { odds: [426_000, 426_000] }), `/rows/${tm}/odds`],
    ['odds below 1.0', withRow(rows, 'TM_HEAD', { odds: [9000] }), '/rows/5/odds'],
    ['a zero minimum stake', withRow(rows, 'TM', { minStake: 0 }), `/rows/${tm}/minStake`],
    ['the minimum above the maximum', withRow(rows, 'TM', { minStake: 600_000 }), `/rows/${tm}/maxStake`],
    ['the maximum above the limit per selection', withRow(rows, 'ZM', { maxStake: 3_000_000 }), '/rows/6/maxPerSelection'],
  ])('refuses %s at %s and stores nothing', async (_name, list, field) => {
    const before = await server.sql.query(`SELECT count(*)::int AS n FROM plans`);
    const answer = await save(newPlan({ rows: list }));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.data).toEqual([{ field, message: expect.any(String) }]);
    expect((await server.sql.query(`SELECT count(*)::int AS n FROM plans`)).rows).toEqual(before.rows);
  });

  it('refuses a pick-3 sum return above 100%', async () => {
    const pick3 = defaultPlanRows('PICK3', 'A');
    const answer = await save(newPlan({ game: 'PICK3', rows: withRow(pick3, 'P3_SUM', { odds: [12_000] }) }));
    expect(answer.body.data).toEqual([{ field: `/rows/${pick3.findIndex((r) => r.play === 'P3_SUM')}/odds`, message: expect.stringMatching(/return against fair odds/) }]);
  });

  it('refuses negative and fractional money through the schema', async () => {
    for (const patch of [{ minStake: -1 }, { maxStake: 1.5 }, { rebateBp: 10_001 }, { odds: [] }]) {
      const answer = await save(newPlan({ rows: withRow(rows, 'TM', patch) }));
      expect(answer.status, JSON.stringify(patch)).toBe(400);
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character in a name, remark or keyword with 400, never a 500', async () => {
    for (const extra of [{ name: 'Bad\u0000name' }, { remark: 'bad\u0000remark' }]) {
      const answer = await save(newPlan(extra));
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    const list = await server.call('POST', '/plan/list', { token: user, body: { page: 1, pageSize: 20, keyword: 'a\u0000' } });
    expect(list.status).toBe(400);
  });
});

describe('POST /plan/save (update)', () => {
  it('updates at the read version, replaces the rows and bumps the version; a stale version is a 409 that changes nothing', async () => {
    const plan = await created();
    const rows = withRow(plan.rows, 'TM', { odds: [475_000], rebateBp: 300, locked: true });
    const answer = await save(edit(plan, { name: `${plan.name} v2`, status: 'archived', rows }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: `${plan.name} v2`, status: 'archived', version: 1 });
    expect(answer.body.data.rows.find((r) => r.play === 'TM')).toEqual({ ...rows.find((r) => r.play === 'TM'), locked: true });
    expect((await server.sql.query(`SELECT count(*)::int AS n FROM plan_rows WHERE plan_id = $1`, [plan.id])).rows[0].n).toBe(GAMES.MARK6.playTypes.length);

    const before = await stored(plan.id);
    const stale = await save(edit(plan, { name: 'Lost change' }));
    expect(stale.status).toBe(409);
    expect(await stored(plan.id)).toBe(before);

    const [, entry] = await audits(plan.id);
    expect(entry).toMatchObject({ action: 'plan.update', before: { name: plan.name, version: 0 }, after: { name: `${plan.name} v2`, version: 1 } });
    expect(entry.before.rows.find((r: PlanRow) => r.play === 'TM').odds).toEqual([426_000]);
    expect(entry.after.rows.find((r: PlanRow) => r.play === 'TM').odds).toEqual([475_000]);
  });

  it('keeps its own name on update and refuses another plan’s', async () => {
    const plan = await created();
    const other = await created();
    expect((await save(edit(plan, { remark: 'same name' }))).status).toBe(200);
    expect((await save(edit(other, { name: plan.name.toLowerCase() }))).status).toBe(409);
  });

  it('needs a version, cannot change its game, and answers 404 for an unknown id', async () => {
    const plan = await created();
    const { version: _version, ...unversioned } = edit(plan);
    expect((await save(unversioned)).body.data).toEqual([expect.objectContaining({ field: 'body/version' })]);
    const moved = await save(edit(plan, { game: 'PICK3', rows: defaultPlanRows('PICK3', 'A') }));
    expect(moved.status).toBe(400);
    expect(moved.body.data).toEqual([expect.objectContaining({ field: '/game' })]);
    expect((await save(newPlan({ id: 999_999, version: 0 }))).status).toBe(404);
  });

  it('shows a plan saved before a play type existed with a locked row for it, saved with the plan', async () => {
    const plan = await created();
    await server.sql.query(`DELETE FROM plan_rows WHERE plan_id = $1 AND play IN ('NH_5', 'LX_2')`, [plan.id]);
    const read = (await server.call<Plan>('GET', '/plan', { token: admin, query: { id: plan.id } })).body.data;
    expect(read.rows.map((r) => r.play)).toEqual(GAMES.MARK6.playTypes.map((p) => p.code));
    expect(read.rows.find((r) => r.play === 'NH_5')).toMatchObject({ odds: [21_300], rebateBp: 200, locked: true });
    expect(read.rows.find((r) => r.play === 'NH_6')).toMatchObject({ locked: false });
    expect((await save(edit(read, {}))).status).toBe(200);
    expect((await server.sql.query(`SELECT locked FROM plan_rows WHERE plan_id = $1 AND play = 'NH_5'`, [plan.id])).rows).toEqual([{ locked: true }]);
  });

  it('validates the rows of an update', async () => {
    const plan = await created();
    const answer = await save(edit(plan, { rows: plan.rows.filter((row) => row.play !== 'LM_2_SPECIAL') }));
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual([{ field: '/rows', message: 'Missing play type(s) of Mark Six: Two hit special' }]);
  });
});

describe('POST /plan/clone', () => {
  it('copies the rows under a new name as a draft, audited', async () => {
    const plan = await created({ tier: 'C' });
    const answer = await server.call<Plan>('POST', '/plan/clone', { token: admin, body: { id: plan.id, name: 'Copy of it', tier: 'D' } });
    expect(answer.status).toBe(200);
    const clone = answer.body.data;
    expect(clone).toMatchObject({ game: 'MARK6', name: 'Copy of it', tier: 'D', status: 'draft', remark: plan.remark, version: 0, rows: plan.rows });
    expect(clone.id).not.toBe(plan.id);
    const [entry] = await audits(clone.id);
    expect(entry).toMatchObject({ action: 'plan.clone', after: { id: clone.id }, reason: expect.stringContaining(`plan ${plan.id}`) });

    const sameTier = await server.call<Plan>('POST', '/plan/clone', { token: admin, body: { id: plan.id, name: 'Second copy' } });
    expect(sameTier.body.data.tier).toBe('C');
  });

  it('refuses a taken name (409) and an unknown plan (404)', async () => {
    const plan = await created();
    expect((await server.call('POST', '/plan/clone', { token: admin, body: { id: plan.id, name: plan.name.toUpperCase() } })).status).toBe(409);
    expect((await server.call('POST', '/plan/clone', { token: admin, body: { id: 999_999, name: 'Nowhere' } })).status).toBe(404);
  });
});

describe('DELETE /plan/remove/:id', () => {
  const remove = (id: number, token = admin) => server.call('DELETE', `/plan/remove/${id}`, { token });

  it('deletes an unused plan and its rows, audited with what it was', async () => {
    const plan = await created();
    expect((await remove(plan.id)).status).toBe(200);
    expect((await server.call('GET', '/plan', { token: admin, query: { id: plan.id } })).status).toBe(404);
    expect((await server.sql.query(`SELECT count(*)::int AS n FROM plan_rows WHERE plan_id = $1`, [plan.id])).rows[0].n).toBe(0);
    const entries = await audits(plan.id);
    expect(entries.at(-1)).toMatchObject({ action: 'plan.remove', before: { id: plan.id, name: plan.name }, after: null });
    expect((await remove(plan.id)).status).toBe(404);
  });

  it.each([
    ['a live customer', (id: number) => customerUsing(id), /1 customer\(s\) and 0 agent/],
    ['a live agent', (id: number) => agentUsing(id), /0 customer\(s\) and 1 agent/],
    ['a removed customer', (id: number) => customerUsing(id, true), /archive it instead/],
    ['a removed agent', (id: number) => agentUsing(id, true), /archive it instead/],
  ])('refuses a plan used by %s with 409 and keeps it', async (_name, use, message) => {
    const plan = await created();
    await use(plan.id);
    const before = await stored(plan.id);
    const answer = await remove(plan.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(message);
    expect(await stored(plan.id)).toBe(before);
  });
});

describe('reading plans', () => {
  it('lists with filters, keyword, paging, sort and the count of live customers', async () => {
    const tag = `Zeta${Date.now()}`;
    const a = await created({ name: `${tag} one`, tier: 'B', status: 'draft' });
    const b = await created({ name: `${tag} two`, tier: 'B', status: 'draft' });
    await created({ name: `${tag} three`, game: 'PICK3', tier: 'B', status: 'draft', rows: defaultPlanRows('PICK3', 'A') });
    await customerUsing(a.id);
    await customerUsing(a.id);
    await customerUsing(a.id, true);
    const list = async (body: Record<string, unknown>) =>
      // As an Admin: a User's counts are of its own customers only (test/scope.test.ts).
      (await server.call<PageOf<PlanSummary>>('POST', '/plan/list', { token: server.adminToken, body: { page: 1, pageSize: 20, ...body } })).body.data;

    const found = await list({ keyword: tag.toLowerCase(), game: 'MARK6', tier: 'B', status: 'draft', sort: 'name', order: 'desc' });
    expect(found.total).toBe(2);
    expect(found.list.map((p) => [p.name, p.customers])).toEqual([[b.name, 0], [a.name, 2]]);
    expect(found.list[1]).toEqual({
      id: a.id, game: 'MARK6', name: a.name, tier: 'B', status: 'draft', remark: a.remark, customers: 2, updatedAt: a.updatedAt, version: 0,
    });
    const paged = await list({ keyword: tag, pageSize: 1, page: 2, sort: 'id' });
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 1, list: [{ id: b.id }] });
    expect((await list({ keyword: '%_' })).total).toBe(0);
  });

  it('lists every plan for selects', async () => {
    const plan = await created();
    const answer = await server.call<PlanOption[]>('GET', '/plan/list-all', { token: user });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toContainEqual({ id: plan.id, game: 'MARK6', name: plan.name, tier: 'A', status: 'active' });
  });

  it('lets a User read but not change plans', async () => {
    const plan = await created();
    expect((await server.call('GET', '/plan', { token: user, query: { id: plan.id } })).status).toBe(200);
    expect((await server.call('GET', '/plan/rtp', { token: user, query: { id: plan.id } })).status).toBe(200);
    const before = await stored(plan.id);
    expect((await save(newPlan(), user)).status).toBe(403);
    expect((await save(edit(plan, { name: 'Hijacked' }), user)).status).toBe(403);
    expect((await server.call('POST', '/plan/clone', { token: user, body: { id: plan.id, name: 'Mine' } })).status).toBe(403);
    expect((await server.call('DELETE', `/plan/remove/${plan.id}`, { token: user })).status).toBe(403);
    expect(await stored(plan.id)).toBe(before);
    expect((await server.call('GET', '/plan', { query: { id: plan.id } })).status).toBe(401);
  });

  it('answers 404 for an unknown plan', async () => {
    expect((await server.call('GET', '/plan', { token: user, query: { id: 999_999 } })).status).toBe(404);
    expect((await server.call('GET', '/plan/rtp', { token: user, query: { id: 999_999 } })).status).toBe(404);
  });
});

describe('GET /plan/rtp', () => {
  const rtp = async (id: number) => (await server.call<PlanReturns>('GET', '/plan/rtp', { token: user, query: { id } })).body.data;

  it('gives the domain return to player of every row of a tier-A plan, multi-number plays included', async () => {
    const plan = await created();
    const answer = await rtp(plan.id);
    expect(answer.planId).toBe(plan.id);
    expect(answer.rows.map((r) => r.play)).toEqual(plan.rows.map((r) => r.play));
    for (const row of plan.rows) {
      const range = returnToPlayer(row.play, row.odds, row.rebateBp);
      expect(answer.rows.find((r) => r.play === row.play)).toEqual({
        play: row.play,
        minReturnBp: range.minBp,
        maxReturnBp: range.maxBp,
        houseEdgeBp: 10_000 - range.maxBp,
      });
    }
    const byPlay = Object.fromEntries(answer.rows.map((r) => [r.play, r]));
    expect(byPlay.TM).toEqual({ play: 'TM', minReturnBp: 9994, maxReturnBp: 9994, houseEdgeBp: 6 });
    expect(byPlay.TM_COLOUR).toMatchObject({ minReturnBp: 9948, maxReturnBp: 9950, houseEdgeBp: 50 });
    expect(byPlay.ZM).toEqual({ play: 'ZM', minReturnBp: 9916, maxReturnBp: 9916, houseEdgeBp: 84 });
    expect(byPlay.NH_5).toEqual({ play: 'NH_5', minReturnBp: 9702, maxReturnBp: 9702, houseEdgeBp: 298 });
  });

  it('follows a change of a row’s odds', async () => {
    const plan = await created();
    const saved = (await save(edit(plan, { rows: withRow(plan.rows, 'TM', { odds: [450_000] }) }))).body.data;
    const tm = (await rtp(saved.id)).rows.find((r) => r.play === 'TM');
    // 45/49 + 13% = 104.837%
    expect(tm).toEqual({ play: 'TM', minReturnBp: 10_484, maxReturnBp: 10_484, houseEdgeBp: -484 });
  });

  it('prices pick-3 sums by their return against fair odds', async () => {
    const plan = await created({ game: 'PICK3', rows: defaultPlanRows('PICK3', 'A') });
    const rows = Object.fromEntries((await rtp(plan.id)).rows.map((r) => [r.play, r]));
    expect(rows.P3_SUM).toEqual({ play: 'P3_SUM', minReturnBp: 9700, maxReturnBp: 9700, houseEdgeBp: 300 });
    expect(rows.P3_DIRECT).toMatchObject({ minReturnBp: 9700 });
  });
});
