import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, AgentOption, AgentTreeRow, PageOf } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { ROUTES } from './routes.js';
import { formatRate } from '@drawdesk/shell/words';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = server.adminToken;
});
afterAll(() => server.close());

let serial = 0;
const newAgent = (extra: Record<string, unknown> = {}) => ({
  code: `ag${process.pid}_${++serial}`,
  name: 'Agent',
  parentId: null,
  shareBp: 0,
  rebatePlanId: null,
  creditLimit: 0,
  mayLayOff: false,
  status: 'active',
  ...extra,
});
const save = (body: Record<string, unknown>, token = admin) => server.call<Agent>('POST', '/agent/save', { token, body });
async function create(extra: Record<string, unknown> = {}) {
  const answer = await save(newAgent(extra));
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}
/** The save body of an agent as read, with a change. */
const edit = (agent: Agent, change: Record<string, unknown> = {}) => {
  const { createdAt: _c, updatedAt: _u, ...body } = agent;
  return save({ ...body, ...change });
};
const read = async (id: number) => (await server.call<Agent>('GET', '/agent', { token: admin, query: { id } })).body.data;
/** Creates a chain root to leaf with all but the last of these shares; gives the save body of a new agent at its end. */
async function chainEnd(shares: number[]) {
  let parentId: number | null = null;
  for (const shareBp of shares.slice(0, -1)) parentId = (await create({ parentId, shareBp })).id;
  return newAgent({ parentId, shareBp: shares.at(-1) });
}
const audits = async (id: number) =>
  (await server.sql.query(`SELECT action, actor_id, before, after FROM audit_log WHERE entity = 'agent' AND entity_id = $1 ORDER BY id`, [String(id)])).rows;
async function createPlan() {
  const { rows } = await server.sql.query<{ id: number }>(`INSERT INTO plans (game, name, tier, status) VALUES ('MARK6', $1, 'A', 'active') RETURNING id`, [
    `plan ${++serial}`,
  ]);
  return rows[0]!.id;
}
/** Expects a 400 on one field that changed nothing; gives its message. */
async function refused(request: () => ReturnType<typeof save>, field: string) {
  const before = await server.fingerprint();
  const { status, body } = await request();
  expect(status, body.message).toBe(400);
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', data: [{ field }] });
  expect(await server.fingerprint()).toBe(before);
  return body.message;
}

describe('POST /agent/save (create) and GET /agent', () => {
  it('creates an agent with every field, audited with who and what', async () => {
    const plan = await createPlan();
    const parent = await create({ shareBp: 2000 });
    const agent = await create({
      parentId: parent.id,
      shareBp: 1500,
      rebatePlanId: plan,
      creditLimit: 9_999_999_999,
      mayLayOff: true,
      status: 'disabled',
      contact: 'WeChat lee_88',
      remark: 'Night shift',
    });
    expect(agent).toMatchObject({ parentId: parent.id, shareBp: 1500, rebatePlanId: plan, creditLimit: 9_999_999_999, mayLayOff: true, version: 0 });
    expect(await read(agent.id)).toEqual(agent);
    const [entry] = await audits(agent.id);
    expect(entry).toMatchObject({ action: 'agent.create', actor_id: server.firstAdmin.id, before: null, after: { code: agent.code, shareBp: 1500 } });
  });

  it('defaults contact and remark to empty text', async () => {
    expect(await create()).toMatchObject({ contact: '', remark: '' });
  });

  it('refuses a code taken by a live agent, in any case, with 409', async () => {
    const agent = await create();
    const answer = await save(newAgent({ code: agent.code.toUpperCase() }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT', message: 'This code is taken' });
  });

  it('refuses an unknown or removed parent and an unknown rebate plan', async () => {
    expect(await refused(() => save(newAgent({ parentId: 999999 })), '/parentId')).toBe('No such parent agent');
    const gone = await create();
    expect((await server.call('DELETE', `/agent/remove/${gone.id}`, { token: admin })).status).toBe(200);
    expect(await refused(() => save(newAgent({ parentId: gone.id })), '/parentId')).toBe('No such parent agent');
    expect(await refused(() => save(newAgent({ rebatePlanId: 999999 })), '/rebatePlanId')).toBe('No such plan');
  });

  it('GET /agent answers 404 for an unknown id', async () => {
    expect((await server.call('GET', '/agent', { token: admin, query: { id: 999999 } })).status).toBe(404);
  });
});

describe('POST /agent/save (update)', () => {
  it('updates at the right version and bumps it; a stale version is a 409 that changes nothing', async () => {
    const agent = await create({ name: 'Before' });
    const updated = await edit(agent, { name: 'After', contact: '138' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'After', contact: '138', version: 1 });
    const before = await server.fingerprint();
    const stale = await edit(agent, { name: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    expect(await server.fingerprint()).toBe(before);
    const [, entry] = await audits(agent.id);
    expect(entry).toMatchObject({ action: 'agent.update', before: { name: 'Before', version: 0 }, after: { name: 'After', version: 1 } });
  });

  it('a stale version wins over the other rules', async () => {
    const agent = await create();
    await edit(agent, { name: 'Moved on' });
    expect((await edit(agent, { parentId: 999999 })).status).toBe(409);
  });

  it('keeps its own code, and can change its case', async () => {
    const agent = await create();
    expect((await edit(agent, { code: agent.code.toUpperCase() })).status).toBe(200);
  });

  it('needs a version; an unknown or removed id is a 404', async () => {
    const agent = await create();
    expect(await refused(() => edit(agent, { version: undefined }), 'body/version')).toMatch(/version/);
    expect((await save(newAgent({ id: 999999, version: 0 }))).status).toBe(404);
    await server.call('DELETE', `/agent/remove/${agent.id}`, { token: admin });
    expect((await edit(agent, { version: 1 })).status).toBe(404);
  });

  it('refuses a cycle: an agent cannot go under itself or its own downline', async () => {
    const top = await create();
    const middle = await create({ parentId: top.id });
    const bottom = await create({ parentId: middle.id });
    const message = 'An agent cannot be placed under itself or its own downline';
    expect(await refused(() => edit(top, { parentId: bottom.id }), '/parentId')).toBe(message);
    expect(await refused(() => edit(top, { parentId: middle.id }), '/parentId')).toBe(message);
    expect(await refused(() => edit(middle, { parentId: middle.id }), '/parentId')).toBe(message);
    // Moving a lower agent up, or a branch across, is fine.
    expect((await edit(bottom, { parentId: top.id })).status).toBe(200);
  });
});

describe('the chain-sum rule (shares along any chain root to leaf add up to at most 10000 bp)', () => {
  it.each([
    { shares: [3000, 3000, 4000], ok: true },
    { shares: [3000, 3000, 4001], ok: false },
    { shares: [10000], ok: true },
    { shares: [10000, 0, 0], ok: true },
    { shares: [10000, 1], ok: false },
    { shares: [0, 0, 0, 10000], ok: true },
    { shares: [2500, 2500, 2500, 2500, 1], ok: false },
    { shares: [9999, 1], ok: true },
  ])('a new agent at the end of $shares: ok=$ok', async ({ shares, ok }) => {
    const body = await chainEnd(shares);
    if (ok) {
      expect((await save(body)).status).toBe(200);
      return;
    }
    const total = shares.reduce((a, b) => a + b, 0);
    const above = total - shares.at(-1)!;
    expect(await refused(() => save(body), '/shareBp')).toBe(
      `Along a chain the shares add up to at most 100%: the agents above carry ${formatRate(above)}, this one ${formatRate(shares.at(-1)!)} and the largest chain below 0%, ${formatRate(total)} in all`,
    );
  });

  it('raising a share counts the agents above and the largest chain below, not the sum of all branches', async () => {
    const root = await create({ shareBp: 2000 });
    const middle = await create({ parentId: root.id, shareBp: 1000 });
    await create({ parentId: middle.id, shareBp: 3000 });
    const deep = await create({ parentId: middle.id, shareBp: 4000 });
    await create({ parentId: deep.id, shareBp: 1000 });
    // Chains below the middle: 3000, and 4000 + 1000; the largest counts (their sum, 8000, would refuse 3000).
    expect(await refused(() => edit(middle, { shareBp: 3001 }), '/shareBp')).toContain('the agents above carry 20%, this one 30.01% and the largest chain below 50%, 100.01% in all');
    expect((await edit(middle, { shareBp: 3000 })).status).toBe(200);
    expect(await refused(() => edit(root, { shareBp: 2001 }), '/shareBp')).toContain('this one 20.01% and the largest chain below 80%, 100.01% in all');
  });

  it('moving a subtree checks the new parent chain plus the subtree', async () => {
    const small = await create({ shareBp: 2000 });
    const big = await create({ shareBp: 3000 });
    const branch = await create({ shareBp: 5000 });
    await create({ parentId: branch.id, shareBp: 3000 });
    expect(await refused(() => edit(branch, { parentId: big.id }), '/shareBp')).toContain('the agents above carry 30%, this one 50% and the largest chain below 30%, 110% in all');
    expect((await edit(branch, { parentId: small.id })).status).toBe(200);
    // Moving it back to the top frees the room again.
    expect((await edit(await read(branch.id), { parentId: null, shareBp: 7000 })).status).toBe(200);
  });

  it('two saves at the same moment cannot together break the rule', async () => {
    for (let round = 0; round < 5; round++) {
      const root = await create({ shareBp: 4000 });
      const middle = await create({ parentId: root.id, shareBp: 1000 });
      // Each alone fits (6000 + 1000, or 4000 + 1000 + 5000); both together would make 12000.
      const answers = await Promise.all([edit(root, { shareBp: 6000 }), save(newAgent({ parentId: middle.id, shareBp: 5000 }))]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const { rows } = await server.sql.query<{ deepest: number }>(
        `WITH RECURSIVE c AS (SELECT id, share_bp AS total FROM agents WHERE id = $1
           UNION ALL SELECT a.id, c.total + a.share_bp FROM agents a JOIN c ON a.parent_id = c.id WHERE a.removed_at IS NULL)
         SELECT max(total)::int AS deepest FROM c`,
        [root.id],
      );
      expect(rows[0]!.deepest).toBeLessThanOrEqual(10000);
    }
  });

  it('sibling agents do not share a chain: both may take the rest of their parent chain at once', async () => {
    const root = await create({ shareBp: 5000 });
    const answers = await Promise.all([1, 2, 3].map(() => save(newAgent({ parentId: root.id, shareBp: 5000 }))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  });
});

describe('DELETE /agent/remove/:id', () => {
  it('removes an agent (soft): gone from reads, the code free again, the audit keeps it', async () => {
    const agent = await create();
    expect((await server.call('DELETE', `/agent/remove/${agent.id}`, { token: admin })).status).toBe(200);
    expect((await server.call('GET', '/agent', { token: admin, query: { id: agent.id } })).status).toBe(404);
    expect((await server.call('DELETE', `/agent/remove/${agent.id}`, { token: admin })).status).toBe(404);
    const tree = (await server.call<AgentTreeRow[]>('GET', '/agent/tree', { token: admin })).body.data;
    expect(tree.map((a) => a.id)).not.toContain(agent.id);
    expect((await save(newAgent({ code: agent.code }))).status).toBe(200);
    expect((await audits(agent.id)).at(-1)).toMatchObject({ action: 'agent.remove', before: { code: agent.code }, after: null });
  });

  it('refuses while sub-agents, customers or users hang on it, and says what', async () => {
    const agent = await create();
    const child = await create({ parentId: agent.id });
    const plan = await createPlan();
    const { rows } = await server.sql.query<{ id: number }>(
      `INSERT INTO customers (code, name, channel, agent_id, plan_id, status) VALUES ($1, 'C', 'wechat', $2, $3, 'active') RETURNING id`,
      [`cu${++serial}`, agent.id, plan],
    );
    const users = [await server.createUser({ agentId: agent.id }), await server.createUser({ agentId: agent.id, status: 'disabled' })];
    const remove = () => server.call('DELETE', `/agent/remove/${agent.id}`, { token: admin });

    const before = await server.fingerprint();
    const answer = await remove();
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This agent still has 1 sub-agent, 1 customer, 2 users; move or remove them first');
    expect(await server.fingerprint()).toBe(before);

    await server.call('DELETE', `/agent/remove/${child.id}`, { token: admin });
    await server.sql.query(`UPDATE customers SET removed_at = now() WHERE id = $1`, [rows[0]!.id]);
    expect((await remove()).body.message).toBe('This agent still has 2 users; move or remove them first');
    for (const user of users) await server.call('DELETE', `/user/remove/${user.id}`, { token: admin });
    expect((await remove()).status).toBe(200);
  });
});

describe('DELETE /agent/remove/:id racing a save under the agent', () => {
  it('either the remove or the new sub-agent or user wins, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const agent = await create();
      const user = { username: `racer${++serial}`, nickName: 'R', role: 'User', status: 'active', password: 'racer password', agentId: agent.id };
      const [removed, child, bound] = await Promise.all([
        server.call('DELETE', `/agent/remove/${agent.id}`, { token: admin }),
        save(newAgent({ parentId: agent.id })),
        server.call('POST', '/user/save', { token: admin, body: user }),
      ]);
      if (removed.status === 200) {
        expect([child.status, bound.status]).toEqual([400, 400]);
      } else {
        expect(removed.status).toBe(409);
        expect(child.status === 200 || bound.status === 200).toBe(true);
      }
    }
  });
});

describe('POST /agent/list, GET /agent/tree, GET /agent/list-all', () => {
  let root: Agent;
  beforeAll(async () => {
    root = await create({ code: 'LST_ROOT', name: 'List root', shareBp: 1000 });
    await create({ code: 'LST_B', name: 'Bravo', parentId: root.id, shareBp: 2000, contact: 'tg @bravo' });
    const alpha = await create({ code: 'lst_a', name: 'Alpha', parentId: root.id, shareBp: 3000, status: 'disabled' });
    await create({ code: 'LST_A1', name: 'Alpha one', parentId: alpha.id, shareBp: 500 });
  });
  const list = (body: Record<string, unknown>) => server.call<PageOf<Agent>>('POST', '/agent/list', { token: admin, body: { page: 1, pageSize: 50, ...body } });

  it('pages, filters (keyword on code, name, contact; parent; status) and sorts', async () => {
    const page = await list({ keyword: 'lst', pageSize: 2, sort: 'code', order: 'desc' });
    expect(page.body.data).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.body.data.list.map((a) => a.code)).toEqual(['LST_ROOT', 'LST_B']);
    expect((await list({ keyword: '@BRAVO' })).body.data.list.map((a) => a.code)).toEqual(['LST_B']);
    expect((await list({ keyword: 'alpha', sort: 'shareBp' })).body.data.list.map((a) => a.code)).toEqual(['LST_A1', 'lst_a']);
    expect((await list({ parentId: root.id })).body.data.total).toBe(2);
    expect((await list({ keyword: 'lst', status: 'disabled' })).body.data.list.map((a) => a.code)).toEqual(['lst_a']);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    expect((await list({ keyword: '%' })).body.data.total).toBe(0);
    expect((await list({ keyword: 'lst_' })).body.data.total).toBe(4);
    expect((await list({ keyword: 'ls_' })).body.data.total).toBe(0);
  });

  it('the tree is depth first, siblings by code, with depth and the chain share', async () => {
    const tree = (await server.call<AgentTreeRow[]>('GET', '/agent/tree', { token: admin })).body.data;
    const start = tree.findIndex((a) => a.id === root.id);
    expect(tree.slice(start, start + 4).map((a) => [a.code, a.depth, a.chainShareBp])).toEqual([
      ['LST_ROOT', 0, 1000],
      ['lst_a', 1, 4000],
      ['LST_A1', 2, 4500],
      ['LST_B', 1, 3000],
    ]);
    expect(tree[start]).toMatchObject({ name: 'List root', parentId: null, version: 0 });
    expect(tree.filter((a) => a.depth === 0).every((a) => a.parentId === null)).toBe(true);
  });

  it('list-all gives id, code, name and status of every live agent', async () => {
    const all = (await server.call<AgentOption[]>('GET', '/agent/list-all', { token: admin })).body.data;
    expect(all.find((a) => a.code === 'lst_a')).toEqual({ id: expect.any(Number), code: 'lst_a', name: 'Alpha', status: 'disabled' });
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM agents WHERE removed_at IS NULL`);
    expect(all).toHaveLength(rows[0].n);
  });
});

describe('who may', () => {
  it("list-all gives a User its own agent's subtree and nothing else", async () => {
    const root = await create();
    const below = await create({ parentId: root.id });
    const beside = await create();
    const user = await server.createUser({ agentId: root.id });
    const token = await server.login(user.username, user.password);
    const seen = (await server.call<AgentOption[]>('GET', '/agent/list-all', { token })).body.data.map((a) => a.id);
    expect(seen.sort()).toEqual([root.id, below.id].sort());
    expect(seen).not.toContain(beside.id);
  });

  it('a User gets 403 on every agent and audit route but list-all', async () => {
    const agent = await create();
    const user = await server.createUser({ agentId: agent.id });
    const token = await server.login(user.username, user.password);
    const routes = ROUTES.filter((r) => /\/(agent|audit)\b/.test(r.url) && !r.url.endsWith('/agent/list-all'));
    expect(routes.length).toBe(8);
    for (const route of routes) {
      const answer = await server.call(route.method, route.url.replace(':id', String(agent.id)), { token, body: route.body, query: route.query });
      expect(answer.status, route.url).toBe(403);
    }
    expect(await read(agent.id)).toEqual(agent);
  });
});
