import { agentListAll, type Endpoint, pathOf, agentSave, customerSave, type CustomerSave, lotteryGames, lotteryOpen, lotterySave, orderSave, planListAll, planRead, type PlanRow, planSave, userLogin, userSave } from '@drawdesk/contracts';
import { inject } from 'vitest';

/** Where the API's endpoints are: an endpoint's path is under it (also for matching the console's requests). */
export const API_BASE = '/api/v1';

/** An endpoint's url path, to match the console's requests (a path parameter stays `:name`). */
export const urlOf = (endpoint: Endpoint<unknown, unknown, unknown>) => `${API_BASE}${endpoint.path}`;

/** The query string of a GET's input, as the console's client sends it (fields left out are not sent). */
const queryOf = (input: unknown) => {
  const fields = Object.entries((input ?? {}) as Record<string, string | number | boolean | undefined>).filter(([, value]) => value !== undefined);
  return fields.length === 0 ? '' : `?${new URLSearchParams(fields.map(([key, value]) => [key, String(value)]))}`;
};

/**
 * Calls the real API from a test (to arrange data), as the given token: a GET's input is its query string,
 * any other method's its JSON body; `params` fill the path's `:name` parts.
 */
export async function call<In, Out, Params>(endpoint: Endpoint<In, Out, Params>, token?: string, input?: NoInfer<In>, params?: NoInfer<Params>): Promise<Out> {
  const get = endpoint.method === 'GET';
  const body = get || input === undefined ? undefined : JSON.stringify(input);
  const path = pathOf(endpoint, params as Record<string, string | number> | undefined);
  const response = await fetch(`${inject('baseUrl')}${API_BASE}${path}${get ? queryOf(input) : ''}`, {
    method: endpoint.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: Out };
  if (!envelope.success) throw new Error(`${endpoint.method} ${path}: ${envelope.message}`);
  return envelope.data;
}

export const loginAs = async (username: string, password: string) =>
  (await call(userLogin, undefined, { username, password })).token;

/** An active agent, for test customers and users: a root with no share unless told otherwise. */
export const createAgent = (adminToken: string, code: string, name: string, placement: { parentId?: number | null; shareBp?: number } = {}) =>
  call(agentSave, adminToken, {
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
  const existing = (await call(agentListAll, adminToken)).find((a) => a.code === TEST_AGENT);
  return (existing ?? (await createAgent(adminToken, TEST_AGENT, 'E2E agent'))).id;
}

/** An active console account (a User of the given agent, or of the test agent) created by the first Admin, for a test to log in as. */
export async function createUser(user: { username: string; password: string; nickName: string }, agentId?: number) {
  const adminToken = await loginAs('admin', inject('adminPassword'));
  await call(userSave, adminToken, { ...user, role: 'User', status: 'active', agentId: agentId ?? (await testAgentId(adminToken)) });
  return adminToken;
}

/**
 * An active Mark Six plan of the test's own, on the catalogue's typical odds and rebates, each play type
 * with the stake limits `limits` gives it (fen).
 */
export async function createMark6Plan(adminToken: string, name: string, limits: (play: string) => Pick<PlanRow, 'minStake' | 'maxStake' | 'maxPerSelection'>) {
  const { games } = await call(lotteryGames, adminToken);
  const rows: PlanRow[] = games
    .find((game) => game.code === 'MARK6')!
    .playTypes.map((play) => ({
      play: play.code,
      odds: play.typicalReturnBp === null ? play.oddsSlots.map((slot) => slot.typicalOdds!) : [play.typicalReturnBp],
      rebateBp: play.typicalRebateBp,
      ...limits(play.code),
      locked: false,
    }));
  return call(planSave, adminToken, { game: 'MARK6', name, tier: 'A', status: 'active', rows });
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
  const plans = await call(planListAll, adminToken);
  const plan = plans.find((p) => p.game === 'MARK6' && p.status === 'active')!;
  const tm = (await call(planRead, adminToken, { id: plan.id })).rows.find((r) => r.play === 'TM')!;
  const customer = await call(customerSave, adminToken, { ...customerBody(...who.customer, agent.id, plan.id), creditLimit: 100_000_000 });
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const created = await call(lotterySave, adminToken, { lottery: 'MO6', opensAt: inHours(hours - 1), closesAt: inHours(hours), drawAt: inHours(hours + 0.5) });
  const draw = await call(lotteryOpen, adminToken, undefined, { id: created.id });
  const lines = Object.entries(stakes).map(([selection, fen]) => ({ play: 'TM', selection, stake: Math.max(tm.minStake, Math.min(tm.maxStake, fen)) }));
  await call(orderSave, adminToken, { requestId: `e2e-${who.customer[0]}-${Date.now()}`, customerId: customer.id, drawId: draw.id, lines });
  return draw;
}
