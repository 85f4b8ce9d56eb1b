import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerOption, PageOf } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { newCustomer, seedAgent, seedPlan } from './reference-seed.js';

let server: TestServer;
let admin: string;
let agent: number;
let plan: number;
beforeAll(async () => {
  server = await startServer();
  admin = server.adminToken;
  agent = await seedAgent(server.sql);
  plan = await seedPlan(server.sql);
});
afterAll(() => server.close());

const save = (body: Record<string, unknown>, token = admin) => server.call<Customer>('POST', '/customer/save', { token, body });
const create = async (extra: Record<string, unknown> = {}) => {
  const answer = await save(newCustomer(agent, plan, extra));
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
};
/** The save body that updates `customer` as it is, with `change` applied. */
const edit = (customer: Customer, change: Record<string, unknown> = {}) => {
  const { createdAt: _c, updatedAt: _u, regionName: _r, ...body } = customer;
  return { ...body, ...change };
};
const list = async (filters: Record<string, unknown>, token = admin) => {
  const answer = await server.call<PageOf<Customer>>('POST', '/customer/list', { token, body: { page: 1, pageSize: 200, ...filters } });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const audits = async (entityId: number) =>
  (await server.sql.query(`SELECT action, actor_id, before, after FROM audit_log WHERE entity = 'customer' AND entity_id = $1 ORDER BY id`, [String(entityId)]))
    .rows;
/** Refused with `status` (and `field` for a 400), and the database as it was. */
async function expectRefused(body: Record<string, unknown>, status: number, message: string | RegExp, field?: string, token = admin) {
  const before = await server.fingerprint();
  const answer = await save(body, token);
  expect(answer.status, answer.body.message).toBe(status);
  expect(answer.body.message).toMatch(message);
  if (field) expect(answer.body.data).toEqual([expect.objectContaining({ field })]);
  expect(await server.fingerprint()).toBe(before);
}

describe('POST /customer/save (create)', () => {
  it('creates a customer with money as integer fen beyond 32 bits, audited with who and what', async () => {
    const customer = await create({ phone: '13800000001', channel: 'telegram', creditLimit: 9_876_543_210, tags: ['vip', 'night'], remark: 'met at the shop' });
    expect(customer).toMatchObject({ agentId: agent, planId: plan, phone: '13800000001', channel: 'telegram', creditLimit: 9_876_543_210, status: 'active' });
    expect(customer).toMatchObject({ tags: ['vip', 'night'], remark: 'met at the shop', version: 0 });
    const [entry] = await audits(customer.id);
    expect(entry).toMatchObject({ action: 'customer.create', actor_id: server.firstAdmin.id, before: null, after: { code: customer.code, creditLimit: 9_876_543_210 } });
  });

  it('a User creates under its own agent, audited as that User', async () => {
    const user = await server.createUser({ agentId: agent });
    const token = await server.login(user.username, user.password);
    const answer = await save(newCustomer(agent, plan), token);
    expect(answer.status).toBe(200);
    expect((await audits(answer.body.data.id))[0]).toMatchObject({ action: 'customer.create', actor_id: user.id });
  });

  it('refuses a taken code, in any case, with 409', async () => {
    const taken = await create();
    await expectRefused(newCustomer(agent, plan, { code: taken.code.toLowerCase() }), 409, 'This code is taken');
  });

  it('two saves of one code at the same moment: one customer, one 409', async () => {
    const code = `RACE${Date.now()}`;
    const answers = await Promise.all([save(newCustomer(agent, plan, { code })), save(newCustomer(agent, plan, { code }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This code is taken');
  });

  it('refuses an agent that does not exist or was removed (400 /agentId)', async () => {
    await expectRefused(newCustomer(999_999, plan), 400, 'No such agent', '/agentId');
    const removed = await seedAgent(server.sql);
    await server.sql.query(`UPDATE agents SET removed_at = now() WHERE id = $1`, [removed]);
    await expectRefused(newCustomer(removed, plan), 400, 'No such agent', '/agentId');
  });

  it('refuses a disabled agent for a new customer (400 /agentId)', async () => {
    await expectRefused(newCustomer(await seedAgent(server.sql, { status: 'disabled' }), plan), 400, 'This agent is disabled', '/agentId');
  });

  it('takes active plans only: unknown, archived and draft plans are a 400 on /planId', async () => {
    await expectRefused(newCustomer(agent, 999_999), 400, 'No such plan', '/planId');
    await expectRefused(newCustomer(agent, await seedPlan(server.sql, 'archived')), 400, 'This plan is archived', '/planId');
    await expectRefused(newCustomer(agent, await seedPlan(server.sql, 'draft')), 400, /draft/, '/planId');
  });

  it.each([
    ['a negative credit limit', { creditLimit: -1 }, '/creditLimit'],
    ['a credit limit in yuan with decimals', { creditLimit: 12.5 }, '/creditLimit'],
    ['a credit limit over the maximum', { creditLimit: 10_000_000_001 }, '/creditLimit'],
    ['a code with a space', { code: 'A B' }, '/code'],
    ['an empty name', { name: '' }, '/name'],
    ['a phone with letters', { phone: 'call me' }, '/phone'],
    ['an unknown channel', { channel: 'email' }, '/channel'],
    ['a tag twice', { tags: ['vip', 'vip'] }, '/tags'],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, '/tags'],
    ['a removal mark', { removedAt: '2026-01-01T00:00:00Z' }, ''],
  ])('refuses %s with a 400 that changes nothing', async (_name, change, field) => {
    const before = await server.fingerprint();
    const answer = await save(newCustomer(agent, plan, change));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.message).toContain(`body${field}`);
    expect(await server.fingerprint()).toBe(before);
  });
});

describe('a customer\'s region', () => {
  it('is stored as its GB/T 2260 code, checked against the dataset, named in the answer, filtered by province, city or district, and exported by name', async () => {
    const shenzhen = await create({ regionCode: '440305' });
    const guangzhou = await create({ regionCode: '440106' });
    const none = await create();
    expect(shenzhen.regionCode).toBe('440305');
    expect(none.regionCode).toBeNull();
    // Named by the server, so a list shows it without the dataset.
    expect([shenzhen.regionName, none.regionName]).toEqual(['广东省 深圳市 南山区', '']);
    await expectRefused(newCustomer(agent, plan, { regionCode: '449999' }), 400, /GB\/T 2260/, '/regionCode');
    // Not even the shape of a code: the schema's 400 on the field, nothing saved.
    const malformed = await save(newCustomer(agent, plan, { regionCode: '44030' }));
    expect(malformed.status).toBe(400);
    expect((malformed.body.data as unknown as { field: string }[]).every((problem) => problem.field === 'body/regionCode')).toBe(true);

    const ids = async (region: string) => (await list({ region })).list.map((c) => c.id);
    expect(await ids('440000')).toEqual(expect.arrayContaining([shenzhen.id, guangzhou.id]));
    expect(await ids('440000')).not.toContain(none.id);
    expect(await ids('440300')).toEqual([shenzhen.id]);
    expect(await ids('440305')).toEqual([shenzhen.id]);
    expect(await ids('110000')).toEqual([]);

    const csv = await (await fetch(`${server.base}/api/v1/customer/export?region=440300`, { headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' } })).text();
    expect(csv).toContain('广东省 深圳市 南山区,440305');
    expect(csv).not.toContain(guangzhou.code);
  });
});

describe('POST /customer/save (update)', () => {
  it('updates at the right version and bumps it; a stale version is a 409 that changes nothing', async () => {
    const customer = await create();
    const updated = await save(edit(customer, { name: 'Renamed', code: customer.code.toLowerCase(), tags: ['new'] }));
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Renamed', code: customer.code.toLowerCase(), tags: ['new'], version: 1 });
    await expectRefused(edit(customer, { name: 'Lost' }), 409, /changed by someone else/);
    const [, entry] = await audits(customer.id);
    expect(entry).toMatchObject({ action: 'customer.update', before: { name: 'Customer', version: 0 }, after: { name: 'Renamed', version: 1 } });
  });

  it('needs a version', async () => {
    const { version: _version, ...body } = edit(await create());
    await expectRefused(body, 400, /version/, 'body/version');
  });

  it('answers 404 for an unknown or removed id', async () => {
    await expectRefused({ ...newCustomer(agent, plan), id: 999_999, version: 0 }, 404, 'Customer not found');
    const removed = await create();
    await server.call('DELETE', `/customer/remove/${removed.id}`, { token: admin });
    await expectRefused(edit(removed), 404, 'Customer not found');
  });

  it("refuses another customer's code with 409", async () => {
    const [first, second] = [await create(), await create()];
    await expectRefused(edit(second, { code: first.code.toUpperCase() }), 409, 'This code is taken');
  });

  it('keeps an agent disabled and a plan archived since, but does not move a customer onto them', async () => {
    const [ownAgent, ownPlan] = [await seedAgent(server.sql), await seedPlan(server.sql)];
    const customer = (await save(newCustomer(ownAgent, ownPlan))).body.data;
    await server.sql.query(`UPDATE agents SET status = 'disabled' WHERE id = $1`, [ownAgent]);
    await server.sql.query(`UPDATE plans SET status = 'archived' WHERE id = $1`, [ownPlan]);
    const kept = await save(edit(customer, { creditLimit: 1 }));
    expect(kept.status).toBe(200);
    await expectRefused(edit(kept.body.data, { planId: await seedPlan(server.sql, 'archived') }), 400, 'This plan is archived', '/planId');
    const other = await create();
    await expectRefused(edit(other, { agentId: ownAgent }), 400, 'This agent is disabled', '/agentId');
    await expectRefused(edit(other, { planId: ownPlan }), 400, 'This plan is archived', '/planId');
  });

  it('moves a customer to another agent and plan', async () => {
    const [toAgent, toPlan] = [await seedAgent(server.sql), await seedPlan(server.sql)];
    const moved = await save(edit(await create(), { agentId: toAgent, planId: toPlan }));
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ agentId: toAgent, planId: toPlan });
  });
});

describe('reading customers', () => {
  it('GET /customer answers one customer, 404 for an unknown id', async () => {
    const customer = await create();
    const answer = await server.call<Customer>('GET', '/customer', { token: admin, query: { id: customer.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(customer);
    expect((await server.call('GET', '/customer', { token: admin, query: { id: 999_999 } })).status).toBe(404);
  });

  it('POST /customer/list filters by keyword (code, name, phone), agent, plan, channel, status and tag', async () => {
    const [ownAgent, ownPlan] = [await seedAgent(server.sql), await seedPlan(server.sql)];
    const make = (extra: Record<string, unknown>) => save(newCustomer(ownAgent, ownPlan, extra)).then((a) => a.body.data);
    const wang = await make({ name: 'Wang 100%', phone: '13911112222', channel: 'phone', tags: ['vip'] });
    const li = await make({ name: 'Li', channel: 'walk-in', status: 'disabled', tags: ['late', 'vip'] });
    const ids = (page: PageOf<Customer>) => page.list.map((c) => c.id);

    expect(ids(await list({ agentId: ownAgent }))).toEqual([wang.id, li.id]);
    expect(ids(await list({ planId: ownPlan }))).toEqual([wang.id, li.id]);
    expect(ids(await list({ agentId: ownAgent, keyword: 'wang' }))).toEqual([wang.id]);
    expect(ids(await list({ agentId: ownAgent, keyword: '1111222' }))).toEqual([wang.id]);
    expect(ids(await list({ keyword: li.code.toLowerCase() }))).toEqual([li.id]);
    expect(ids(await list({ agentId: ownAgent, keyword: '0%' }))).toEqual([wang.id]);
    expect(ids(await list({ agentId: ownAgent, keyword: '%' }))).toEqual([wang.id]);
    expect(ids(await list({ agentId: ownAgent, channel: 'walk-in' }))).toEqual([li.id]);
    expect(ids(await list({ agentId: ownAgent, status: 'active' }))).toEqual([wang.id]);
    expect(ids(await list({ agentId: ownAgent, tag: 'late' }))).toEqual([li.id]);
    expect(ids(await list({ agentId: ownAgent, tag: 'vip' }))).toEqual([wang.id, li.id]);
    expect(ids(await list({ agentId: ownAgent, tag: 'VIP' }))).toEqual([]);
  });

  it('POST /customer/list pages and sorts', async () => {
    const ownAgent = await seedAgent(server.sql);
    const limits = [300, 100, 200];
    for (const creditLimit of limits) await save(newCustomer(ownAgent, plan, { creditLimit }));
    const first = await list({ agentId: ownAgent, sort: 'creditLimit', order: 'desc', pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.list.map((c) => c.creditLimit)).toEqual([300, 200]);
    const second = await list({ agentId: ownAgent, sort: 'creditLimit', order: 'desc', pageSize: 2, page: 2 });
    expect(second.list.map((c) => c.creditLimit)).toEqual([100]);
  });

  it('GET /customer/list-all gives every live customer as an option, by code, disabled ones included', async () => {
    const disabled = await create({ code: `ZZ${Date.now()}`, status: 'disabled' });
    const answer = await server.call<CustomerOption[]>('GET', '/customer/list-all', { token: admin });
    expect(answer.status).toBe(200);
    const options = answer.body.data;
    expect(options).toContainEqual({ id: disabled.id, code: disabled.code, name: disabled.name, status: 'disabled' });
    const codes = options.map((o) => o.code);
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM customers WHERE removed_at IS NULL`);
    expect(options).toHaveLength(rows[0].n);
  });
});

describe('DELETE /customer/remove/:id', () => {
  it('marks the customer removed: gone from get, list and list-all, audited, its code free again', async () => {
    const customer = await create();
    const answer = await server.call('DELETE', `/customer/remove/${customer.id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect((await server.call('GET', '/customer', { token: admin, query: { id: customer.id } })).status).toBe(404);
    expect((await list({ keyword: customer.code })).total).toBe(0);
    const options = (await server.call<CustomerOption[]>('GET', '/customer/list-all', { token: admin })).body.data;
    expect(options.map((o) => o.id)).not.toContain(customer.id);
    const { rows } = await server.sql.query(`SELECT removed_at FROM customers WHERE id = $1`, [customer.id]);
    expect(rows[0].removed_at).not.toBeNull();
    expect((await audits(customer.id)).at(-1)).toMatchObject({ action: 'customer.remove', actor_id: server.firstAdmin.id, before: { code: customer.code }, after: null });
    expect((await save(newCustomer(agent, plan, { code: customer.code }))).status).toBe(200);
  });

  it('answers 404 for an unknown or already removed id, changing nothing', async () => {
    const customer = await create();
    await server.call('DELETE', `/customer/remove/${customer.id}`, { token: admin });
    for (const id of [customer.id, 999_999]) {
      const before = await server.fingerprint();
      expect((await server.call('DELETE', `/customer/remove/${id}`, { token: admin })).status).toBe(404);
      expect(await server.fingerprint()).toBe(before);
    }
  });
});
