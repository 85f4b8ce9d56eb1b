import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerBalance, LedgerEntry, PageOf } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { orderFixture, requestId } from './order-fixture.js';

let server: TestServer;
let customer: Customer;
let agent: number;
beforeAll(async () => {
  server = await startServer();
  const book = orderFixture(server);
  agent = await book.agent();
  customer = await book.customer(agent, (await book.plan()).id, { creditLimit: 50_000 });
});
afterAll(() => server.close());

const balance = async (token = server.adminToken) =>
  (await server.call<CustomerBalance>('GET', '/ledger/balance', { token, query: { customerId: customer.id } })).body.data;
const pay = (amount: number, id = requestId(), token = server.adminToken) =>
  server.call<LedgerEntry>('POST', '/ledger/payment', { token, body: { requestId: id, customerId: customer.id, amount, note: 'cash' } });

describe('ledger', () => {
  it('records payments once per request id (also at the same moment), and the balance and available credit follow', async () => {
    expect(await balance()).toEqual({ customerId: customer.id, creditLimit: 50_000, balance: 0, openStake: 0, available: 50_000 });
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(20_000, id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await balance()).toMatchObject({ balance: 20_000, available: 70_000 });
    expect((await pay(-5_000)).body.data).toMatchObject({ kind: 'payment', amount: -5_000, createdBy: 'admin', bySystem: false });
    expect(await balance()).toMatchObject({ balance: 15_000 });
  });

  it('adjusts (Admin, with a reason) and reverses a wrong entry once, with an opposite entry; a User may do neither', async () => {
    const user = await server.createUser({ agentId: agent });
    const userToken = await server.login(user.username, user.password);
    const body = { customerId: customer.id, amount: -1_000, reason: 'bank fee' };
    expect((await server.call('POST', '/ledger/adjust', { token: userToken, body })).status).toBe(403);
    const adjusted = (await server.call<LedgerEntry>('POST', '/ledger/adjust', { token: server.adminToken, body })).body.data;
    expect(adjusted).toMatchObject({ kind: 'adjustment', amount: -1_000, note: { 'zh-CN': 'bank fee', 'en-US': 'bank fee' } });
    const before = (await balance()).balance;

    expect((await server.call('POST', `/ledger/reverse/${adjusted.id}`, { token: userToken, body: { reason: 'no fee' } })).status).toBe(403);
    const reversed = (await server.call<LedgerEntry>('POST', `/ledger/reverse/${adjusted.id}`, { token: server.adminToken, body: { reason: 'no fee' } })).body.data;
    expect(reversed).toMatchObject({ kind: 'reversal', amount: 1_000, reversesId: adjusted.id });
    expect((await balance()).balance).toBe(before + 1_000);
    const again = await server.call('POST', `/ledger/reverse/${adjusted.id}`, { token: server.adminToken, body: { reason: 'twice' } });
    expect(again.status).toBe(409);
    expect((await server.call('POST', `/ledger/reverse/${reversed.id}`, { token: server.adminToken, body: { reason: 'undo' } })).status).toBe(409);

    const page = (await server.call<PageOf<LedgerEntry>>('POST', '/ledger/list', { token: server.adminToken, body: { page: 1, pageSize: 50, customerId: customer.id } })).body.data;
    expect(page.list[0]).toMatchObject({ id: reversed.id });
    expect(page.list.find((e) => e.id === adjusted.id)).toMatchObject({ reversedBy: reversed.id });
  });

  it('is append-only in the database itself', async () => {
    await expect(server.sql.query('UPDATE ledger_entries SET amount = 1')).rejects.toThrow(/append-only/);
    await expect(server.sql.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
  });

  it('shows a customer outside the scope to no one but its subtree', async () => {
    const stranger = await server.createUser({ agentId: await orderFixture(server).agent() });
    const token = await server.login(stranger.username, stranger.password);
    expect((await server.call('GET', '/ledger/balance', { token, query: { customerId: customer.id } })).status).toBe(404);
    expect((await server.call('POST', '/ledger/list', { token, body: { page: 1, pageSize: 20, customerId: customer.id } })).status).toBe(404);
    const before = await server.fingerprint(['sessions']);
    expect((await pay(100, requestId(), token)).status).toBe(404);
    expect(await server.fingerprint(['sessions'])).toBe(before);
  });
});

describe('payments out count against available credit', () => {
  it('three at once for the last 200 yuan: exactly one passes, the others are 422 and write nothing; orders and payments queue on the customer', async () => {
    const book = orderFixture(server);
    const plan = await book.plan({ minStake: 100, maxStake: 100_000, maxPerSelection: 1_000_000 });
    const payer = await book.customer(agent, plan.id, { creditLimit: 20_000 });
    const draw = await book.openDraw();
    const payOut = (body: Record<string, unknown>, token = server.adminToken) =>
      server.call<LedgerEntry>('POST', '/ledger/payment', { token, body: { requestId: requestId(), customerId: payer.id, amount: -20_000, ...body } });
    const available = async () => (await server.call<CustomerBalance>('GET', '/ledger/balance', { token: server.adminToken, query: { customerId: payer.id } })).body.data.available;

    const answers = await Promise.all([payOut({}), payOut({}), payOut({})]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body).toMatchObject({ code: 'LIMIT_EXCEEDED', data: { rule: 'credit', asked: 20_000 } });
    expect(await available()).toBe(0);

    // A payment out and an order racing for the same credit: one of them.
    await server.call('POST', '/ledger/payment', { token: server.adminToken, body: { requestId: requestId(), customerId: payer.id, amount: 10_000 } });
    const race = await Promise.all([payOut({ amount: -10_000 }), book.save({ customerId: payer.id, drawId: draw.id, lines: [{ play: 'TM', selection: '9', stake: 10_000 }] })]);
    expect(race.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await available()).toBe(0);
  });

  it('an Admin overrides with a reason (audited); a User may not override, nor pay out past the credit', async () => {
    const book = orderFixture(server);
    const payer = await book.customer(agent, (await book.plan()).id, { creditLimit: 0 });
    const user = await server.createUser({ agentId: agent });
    const userToken = await server.login(user.username, user.password);
    const payOut = (body: Record<string, unknown>, token = server.adminToken) =>
      server.call<LedgerEntry>('POST', '/ledger/payment', { token, body: { requestId: requestId(), customerId: payer.id, amount: -5_000, ...body } });
    expect((await payOut({}, userToken)).status).toBe(422);
    expect((await payOut({ overrideReason: 'winnings paid early' }, userToken)).status).toBe(403);
    expect((await payOut({})).status).toBe(422);
    const overridden = await payOut({ overrideReason: 'winnings paid early' });
    expect(overridden.status, overridden.body.message).toBe(200);
    const { rows } = await server.sql.query(`SELECT actor_name, reason, after->>'overCredit' AS over FROM audit_log WHERE action = 'ledger.payment' AND entity_id = $1`, [String(payer.id)]);
    expect(rows).toEqual([{ actor_name: 'admin', reason: 'winnings paid early', over: 'true' }]);
  });
});

