import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerReading, Draw, Order, OrderDraft, Plan } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { orderFixture } from './order-fixture.js';

let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let plan: Plan;
let agent: number;
let otherAgent: number;
let customer: Customer;
let other: Customer;
let draw: Draw;
let userToken: string;
let outsiderToken: string;
beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  plan = await book.plan({ minStake: 100, maxStake: 100_000, maxPerSelection: 500_000 });
  agent = await book.agent();
  otherAgent = await book.agent();
  customer = await book.customer(agent, plan.id, { creditLimit: 10_000_000 });
  other = await book.customer(agent, plan.id, { creditLimit: 10_000_000 });
  draw = await book.openDraw();
  const user = await server.createUser({ agentId: agent });
  userToken = await server.login(user.username, user.password);
  const outsider = await server.createUser({ agentId: otherAgent });
  outsiderToken = await server.login(outsider.username, outsider.password);
});
afterAll(() => server.close());

const habits = (customerId: number, token = server.adminToken) =>
  server.call<CustomerReading[]>('GET', '/customer/reading', { token, query: { customerId } });
const store = (body: Record<string, unknown>, token = server.adminToken) => server.call<CustomerReading>('POST', '/customer/reading/save', { token, body });
const forget = (body: Record<string, unknown>, token = server.adminToken) => server.call('POST', '/customer/reading/remove', { token, body });
const parse = (text: string, customerId?: number) =>
  server.call<OrderDraft>('POST', '/order/parse', { token: userToken, body: { drawId: draw.id, text, ...(customerId === undefined ? {} : { customerId }) } });
const errors = (draft: OrderDraft) => draft.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);

describe('diagnostics carry their severity', () => {
  it('/order/parse says which block (errors) and which are booked as read (notes)', async () => {
    const answer = await parse('第88期\n11.11.23各10\n嘿嘿');
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['HEADER_SKIPPED', 'note'], ['DUPLICATE_ADDED', 'note'], ['UNKNOWN_TOKEN', 'error'],
    ]);
    expect(answer.body.data.lines.map((l) => [l.selection, l.stake])).toEqual([['11', 2000], ['23', 1000]]);
  });

  it('/order/save books a text whose diagnostics are all notes, and refuses one with an error, writing nothing', async () => {
    // chat around the order (an emoji, a courtesy word, a sticker code) is a note too
    const saved = await book.save({ customerId: customer.id, drawId: draw.id, text: '第88期\n12.12.24各10 谢谢👍\n共30[抱拳]' }, userToken);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ source: 'text', stake: 3000, lineCount: 2 });
    const before = await server.fingerprint(['sessions']);
    const refused = await book.save({ customerId: customer.id, drawId: draw.id, text: '第88期\n12.12.24各10\n嘿嘿' }, userToken);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/1 unread part/);
    expect(await server.fingerprint(['sessions'])).toBe(before);
  });
});

describe("a customer's reading habits", () => {
  it('are stored for one customer (audited, listed with who) and read its texts that way; the book reads others as before', async () => {
    expect(errors((await parse('05 17 29 20元', customer.id)).body.data)).toEqual(['AMBIGUOUS_AMOUNT']);
    const saved = await store({ customerId: customer.id, setting: 'listAmount', value: 'each' }, userToken);
    expect(saved.status, saved.body.message).toBe(200);
    expect((await habits(customer.id, userToken)).body.data).toEqual([
      expect.objectContaining({ customerId: customer.id, setting: 'listAmount', value: 'each', createdBy: expect.any(String) }),
    ]);
    const { rows } = await server.sql.query(`SELECT action, before, after FROM audit_log WHERE action LIKE 'customer.reading.%' AND entity_id = $1 ORDER BY id`, [String(customer.id)]);
    expect(rows).toEqual([expect.objectContaining({ action: 'customer.reading.save', before: null, after: expect.objectContaining({ setting: 'listAmount', value: 'each' }) })]);

    const mine = (await parse('05 17 29 20元', customer.id)).body.data;
    expect(errors(mine)).toEqual([]);
    expect(mine.lines.map((l) => [l.selection, l.stake])).toEqual([['5', 2000], ['17', 2000], ['29', 2000]]);
    expect(errors((await parse('05 17 29 20元', other.id)).body.data)).toEqual(['AMBIGUOUS_AMOUNT']);
    expect(errors((await parse('05 17 29 20元')).body.data)).toEqual(['AMBIGUOUS_AMOUNT']);

    // A text saved alone is read with the customer's habits too
    const order = await book.save({ customerId: customer.id, drawId: draw.id, text: '05 17 29 20元' }, userToken);
    expect(order.status, order.body.message).toBe(200);
    expect((order.body.data as Order).stake).toBe(6000);
    expect((await book.save({ customerId: other.id, drawId: draw.id, text: '05 17 29 20元' }, userToken)).status).toBe(400);
  });

  it('keep one value per setting: a second save replaces it, a removal brings the book setting back', async () => {
    await store({ customerId: other.id, setting: 'bareZodiac', value: 'each-number' });
    await store({ customerId: other.id, setting: 'bareZodiac', value: 'pt-zodiac' });
    expect((await habits(other.id)).body.data.map((h) => [h.setting, h.value])).toEqual([['bareZodiac', 'pt-zodiac']]);
    expect((await parse('狗30', other.id)).body.data.lines.map((l) => [l.play, l.selection])).toEqual([['PT_ZODIAC', 'DOG']]);
    const removed = await forget({ customerId: other.id, setting: 'bareZodiac' });
    expect(removed.status, removed.body.message).toBe(200);
    expect((await habits(other.id)).body.data).toEqual([]);
    expect(errors((await parse('狗30', other.id)).body.data)).toEqual(['AMBIGUOUS_GROUP']);
    expect((await forget({ customerId: other.id, setting: 'bareZodiac' })).status).toBe(404);
  });

  it('are out of reach outside the caller\'s scope (the same 404 as no customer), and take only a setting\'s own values', async () => {
    await store({ customerId: other.id, setting: 'dashRange', value: 'list' });
    const before = await server.fingerprint(['sessions']);
    expect((await habits(other.id, outsiderToken)).status).toBe(404);
    expect((await store({ customerId: other.id, setting: 'compound', value: 'every-combination' }, outsiderToken)).status).toBe(404);
    expect((await forget({ customerId: other.id, setting: 'dashRange' }, outsiderToken)).status).toBe(404);
    expect((await server.call('POST', '/order/parse', { token: outsiderToken, body: { drawId: draw.id, text: '14-18各3', customerId: other.id } })).status).toBe(400);
    for (const body of [
      { customerId: other.id, setting: 'listAmount', value: 'pt-zodiac' },
      { customerId: other.id, setting: 'nope', value: 'each' },
      { customerId: other.id, setting: 'listAmount' },
      { customerId: other.id, setting: 'listAmount', value: 'each', extra: 1 },
    ]) expect((await store(body)).status).toBe(400);
    expect(await server.fingerprint(['sessions'])).toBe(before);
  });
});
