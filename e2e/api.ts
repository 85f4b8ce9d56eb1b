import type { Agent, AgentOption, Customer, CustomerSave, Draw, GameCatalogue, Plan, PlanRow } from '@drawdesk/contracts';
import { inject } from 'vitest';

/** Calls the real API from a test (to arrange data), as the given token. */
export async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: T };
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.message}`);
  return envelope.data;
}

export const loginAs = async (username: string, password: string) =>
  (await call<{ token: string }>('POST', '/user/login', undefined, { username, password })).token;

/** An active agent, for test customers and users: a root with no share unless told otherwise. */
export const createAgent = (adminToken: string, code: string, name: string, placement: { parentId?: number | null; shareBp?: number } = {}) =>
  call<Agent>('POST', '/agent/save', adminToken, {
    code,
    name,
    parentId: null,
    shareBp: 0,
    rebatePlanId: null,
    creditLimit: 0,
    mayLayOff: false,
    status: 'active',
    ...placement,
  });

const TEST_AGENT = 'E2E';

/** The agent test Users belong to (an active User needs one), created on first use. */
export async function testAgentId(adminToken: string): Promise<number> {
  const existing = (await call<AgentOption[]>('GET', '/agent/list-all', adminToken)).find((a) => a.code === TEST_AGENT);
  return (existing ?? (await createAgent(adminToken, TEST_AGENT, 'E2E agent'))).id;
}

/** An active console account (a User of the given agent, or of the test agent) created by the first Admin, for a test to log in as. */
export async function createUser(user: { username: string; password: string; nickName: string }, agentId?: number) {
  const adminToken = await loginAs('admin', inject('adminPassword'));
  await call('POST', '/user/save', adminToken, { ...user, role: 'User', status: 'active', agentId: agentId ?? (await testAgentId(adminToken)) });
  return adminToken;
}

/**
 * An active Mark Six plan of the test's own, on the catalogue's typical odds and rebates, each play type
 * with the stake limits `limits` gives it (fen).
 */
export async function createMark6Plan(adminToken: string, name: string, limits: (play: string) => Pick<PlanRow, 'minStake' | 'maxStake' | 'maxPerSelection'>) {
  const { games } = await call<GameCatalogue>('GET', '/lottery/games', adminToken);
  const rows: PlanRow[] = games
    .find((game) => game.code === 'MARK6')!
    .playTypes.map((play) => ({
      play: play.code,
      odds: play.typicalReturnBp === null ? play.oddsSlots.map((slot) => slot.typicalOdds!) : [play.typicalReturnBp],
      rebateBp: play.typicalRebateBp,
      ...limits(play.code),
      locked: false,
    }));
  return call<Plan>('POST', '/plan/save', adminToken, { game: 'MARK6', name, tier: 'A', status: 'active', rows });
}

/** A new customer's body: the given code and name under the agent, on the plan. */
export const customerBody = (code: string, name: string, agentId: number, planId: number): CustomerSave => ({
  code,
  name,
  phone: null,
  channel: 'telegram',
  agentId,
  planId,
  creditLimit: 100_000,
  status: 'active',
  tags: [],
});

/**
 * A Macau draw of the test's own, opened by hand (the demo book fills the calendar's open draws), closing
 * `hours` from now, and one order on it: a customer of a new agent, on the first active Mark Six plan, takes
 * the special numbers given with their stakes (kept within the plan's TM limits), over the API.
 */
export async function drawWithOrder(adminToken: string, who: { agent: [string, string]; customer: [string, string] }, stakes: Record<string, number>, hours: number) {
  const agent = await createAgent(adminToken, ...who.agent);
  const plans = await call<{ id: number; game: string; status: string }[]>('GET', '/plan/list-all', adminToken);
  const plan = plans.find((p) => p.game === 'MARK6' && p.status === 'active')!;
  const tm = (await call<Plan>('GET', `/plan?id=${plan.id}`, adminToken)).rows.find((r) => r.play === 'TM')!;
  const customer = await call<Customer>('POST', '/customer/save', adminToken, { ...customerBody(...who.customer, agent.id, plan.id), creditLimit: 100_000_000 });
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const created = await call<Draw>('POST', '/lottery/save', adminToken, { lottery: 'MO6', opensAt: inHours(hours - 1), closesAt: inHours(hours), drawAt: inHours(hours + 0.5) });
  const draw = await call<Draw>('POST', `/lottery/open/${created.id}`, adminToken);
  const lines = Object.entries(stakes).map(([selection, fen]) => ({ play: 'TM', selection, stake: Math.max(tm.minStake, Math.min(tm.maxStake, fen)) }));
  await call('POST', '/order/save', adminToken, { requestId: `e2e-${who.customer[0]}-${Date.now()}`, customerId: customer.id, drawId: draw.id, lines });
  return draw;
}
