import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerOption, PageOf } from '@drawdesk/contracts';
import { startServer, type Answer, type TestServer } from './server.js';
import { ROUTES } from './routes.js';
import { newCustomer, seedAgent, seedPlan } from './reference-seed.js';

/**
 * The data scope (docs/quality.md#security): a User reaches the customers of its agent's subtree and nothing else,
 * by any customer route. Agents: A with its sub-agent A1, and B; one customer under each.
 */
let server: TestServer;
let plan: number;
const agent = { A: 0, A1: 0, B: 0 };
const customer: Record<keyof typeof agent, Customer> = {} as Record<keyof typeof agent, Customer>;
const token = { admin: '', userA: '', userA1: '', userB: '', noAgent: '' };

beforeAll(async () => {
  server = await startServer();
  token.admin = server.adminToken;
  plan = await seedPlan(server.sql);
  agent.A = await seedAgent(server.sql);
  agent.A1 = await seedAgent(server.sql, { parentId: agent.A });
  agent.B = await seedAgent(server.sql);
  for (const name of ['A', 'A1', 'B'] as const) {
    const answer = await server.call<Customer>('POST', '/customer/save', { token: token.admin, body: newCustomer(agent[name], plan) });
    customer[name] = answer.body.data;
  }
  const loginAs = async (agentId?: number) => {
    const user = await server.createUser({ agentId });
    return server.login(user.username, user.password);
  };
  [token.userA, token.userA1, token.userB, token.noAgent] = await Promise.all([loginAs(agent.A), loginAs(agent.A1), loginAs(agent.B), loginAs()]);
});
afterAll(() => server.close());

const listIds = async (as: string, filters: Record<string, unknown> = {}) => {
  const answer = await server.call<PageOf<Customer>>('POST', '/customer/list', { token: as, body: { page: 1, pageSize: 200, ...filters } });
  expect(answer.status).toBe(200);
  expect(answer.body.data.total).toBe(answer.body.data.list.length);
  return answer.body.data.list.map((c) => c.id).sort((a, b) => a - b);
};
const optionIds = async (as: string) => {
  const answer = await server.call<CustomerOption[]>('GET', '/customer/list-all', { token: as });
  expect(answer.status).toBe(200);
  return answer.body.data.map((o) => o.id).sort((a, b) => a - b);
};
const get = (as: string, id: number) => server.call<Customer>('GET', '/customer', { token: as, query: { id } });
const ids = (...names: (keyof typeof agent)[]) => names.map((n) => customer[n].id).sort((a, b) => a - b);
const asSaved = ({ createdAt: _c, updatedAt: _u, regionName: _r, ...body }: Customer) => body;

describe.each([
  ['an Admin', 'admin', ['A', 'A1', 'B']],
  ["the User of A (A's subtree)", 'userA', ['A', 'A1']],
  ['the User of A1 (not its parent)', 'userA1', ['A1']],
  ['the User of B', 'userB', ['B']],
  ['a User without agent (nothing)', 'noAgent', []],
] as const)('%s', (_who, caller, sees) => {
  const hidden = (['A', 'A1', 'B'] as const).filter((n) => !(sees as readonly string[]).includes(n));

  it('lists exactly its customers, in list and list-all', async () => {
    expect(await listIds(token[caller])).toEqual(ids(...sees));
    expect(await optionIds(token[caller])).toEqual(ids(...sees));
  });

  it('gets its customers and gets 404 for the others', async () => {
    for (const name of sees) expect((await get(token[caller], customer[name].id)).status).toBe(200);
    for (const name of hidden) expect((await get(token[caller], customer[name].id)).body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it("counts only its customers on each plan in the plan list (the plan's whole book stays hidden)", async () => {
    const answer = await server.call<PageOf<{ id: number; customers: number }>>('POST', '/plan/list', { token: token[caller], body: { page: 1, pageSize: 200 } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.list.find((p) => p.id === plan)?.customers).toBe(sees.length);
  });

  it('finds nothing of the others by filtering for their agent or their code', async () => {
    for (const name of hidden) {
      expect(await listIds(token[caller], { agentId: agent[name] })).toEqual([]);
      expect(await listIds(token[caller], { keyword: customer[name].code })).toEqual([]);
    }
  });
});

/**
 * Every customer route, tried by the User of A against B: each attempt is refused (or, for a list,
 * shows nothing of B) and changes nothing. A customer route missing here fails the first test.
 */
type Crossing = { name: string; send: (as: string) => Promise<Answer> } & ({ refused: 403 | 404 } | { shows: (data: unknown) => number[] });
const pageIds = (data: unknown) => (data as PageOf<Customer>).list.map((c) => c.id);
const save = (as: string, body: Record<string, unknown>) => server.call('POST', '/customer/save', { token: as, body });
/** The customer ids of an export (the first column), as an answer whose data is those ids. */
async function exportIds(as: string, query: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${server.base}/api/v1/customer/export?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${as}` } });
  const lines = (await response.text()).split('\r\n').slice(1, -1);
  const data = lines.map((line) => Number(line.split(',')[0]));
  return { status: response.status, headers: response.headers, body: { success: response.ok, status: response.status, message: '', code: 'OK', data } };
}
const CROSSINGS: Record<string, Crossing[]> = {
  'GET /api/v1/customer/export': [
    { name: 'export everything', send: (as) => exportIds(as, {}), shows: (data) => data as number[] },
    { name: "export filtered by B's agent", send: (as) => exportIds(as, { agentId: String(agent.B) }), shows: (data) => data as number[] },
  ],
  'POST /api/v1/customer/list': [
    { name: "list filtered by B's agent", send: (as) => server.call('POST', '/customer/list', { token: as, body: { page: 1, pageSize: 200, agentId: agent.B } }), shows: pageIds },
    { name: "list searching B's customer code", send: (as) => server.call('POST', '/customer/list', { token: as, body: { page: 1, pageSize: 200, keyword: customer.B.code } }), shows: pageIds },
  ],
  'GET /api/v1/customer': [{ name: "get B's customer", send: (as) => get(as, customer.B.id), refused: 404 }],
  'GET /api/v1/customer/list-all': [{ name: 'list-all', send: (as) => server.call('GET', '/customer/list-all', { token: as }), shows: (data) => (data as CustomerOption[]).map((o) => o.id) }],
  'POST /api/v1/customer/save': [
    { name: "update B's customer", send: (as) => save(as, { ...asSaved(customer.B), name: 'Taken over' }), refused: 404 },
    { name: "pull B's customer into A", send: (as) => save(as, { ...asSaved(customer.B), agentId: agent.A }), refused: 404 },
    { name: "move A's customer to B", send: (as) => save(as, { ...asSaved(customer.A), agentId: agent.B }), refused: 403 },
    { name: 'create a customer under B', send: (as) => save(as, newCustomer(agent.B, plan)), refused: 403 },
  ],
  'GET /api/v1/customer/reading': [
    { name: "read B's customer's reading habits", send: (as) => server.call('GET', '/customer/reading', { token: as, query: { customerId: customer.B.id } }), refused: 404 },
  ],
  'POST /api/v1/customer/reading/save': [
    { name: "store a reading habit on B's customer", send: (as) => server.call('POST', '/customer/reading/save', { token: as, body: { customerId: customer.B.id, setting: 'compound', value: 'every-combination' } }), refused: 404 },
  ],
  'POST /api/v1/customer/reading/remove': [
    { name: "forget a reading habit of B's customer", send: (as) => server.call('POST', '/customer/reading/remove', { token: as, body: { customerId: customer.B.id, setting: 'dashRange' } }), refused: 404 },
  ],
  'DELETE /api/v1/customer/remove/:id': [{ name: "remove B's customer", send: (as) => server.call('DELETE', `/customer/remove/${customer.B.id}`, { token: as }), refused: 404 }],
};

describe("the User of A against B's customers", () => {
  it('the cross-boundary table covers every customer route of the access table', () => {
    const customerRoutes = ROUTES.filter((r) => r.url.startsWith('/api/v1/customer')).map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(CROSSINGS).sort()).toEqual(customerRoutes.sort());
  });

  const cases = Object.entries(CROSSINGS).flatMap(([route, crossings]) => crossings.map((c) => [`${route}: ${c.name}`, c] as const));
  it.each(cases)('%s: refused or shows nothing of B, and changes nothing', async (_name, crossing) => {
    const before = await server.fingerprint();
    const answer = await crossing.send(token.userA);
    if ('refused' in crossing) {
      expect(answer.status).toBe(crossing.refused);
      expect(answer.body).toMatchObject({ success: false, code: crossing.refused === 403 ? 'FORBIDDEN' : 'NOT_FOUND' });
    } else {
      expect(answer.status).toBe(200);
      expect(crossing.shows(answer.body.data)).not.toContain(customer.B.id);
    }
    expect(await server.fingerprint()).toBe(before);
  });

  it.each(cases)('%s: the same attempt by a User without agent is refused too', async (_name, crossing) => {
    const before = await server.fingerprint();
    const answer = await crossing.send(token.noAgent);
    if ('refused' in crossing) expect([403, 404]).toContain(answer.status);
    else expect(crossing.shows(answer.body.data)).toEqual([]);
    expect(await server.fingerprint()).toBe(before);
  });

  it("B's customer is as it was, and the User of A still works within A1", async () => {
    expect((await get(token.admin, customer.B.id)).body.data).toEqual(customer.B);
    const moved = await save(token.userA, { ...asSaved(customer.A), agentId: agent.A1 });
    expect(moved.status).toBe(200);
    expect((await save(token.userA, newCustomer(agent.A1, plan))).status).toBe(200);
  });
});
