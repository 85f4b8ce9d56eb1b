import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRefusal, lineRefusal, selectionKey, type Customer, type Draw, type OrderLimits, type Plan } from '@drawdesk/contracts';
import { drawHelpers } from './draw-helpers.js';
import { openOrderBook, type OrderFixture } from './order-fixture.js';
import type { TestServer } from './server.js';

let server: TestServer, book: OrderFixture, plan: Plan, agent: number, customer: Customer, draw: Draw;
beforeAll(async () => ({ server, book, plan, agent, customer, draw } = await openOrderBook({ minStake: 200, maxStake: 50_000, maxPerSelection: 100_000 })));
afterAll(() => server.close());

const limits = (body: Record<string, unknown>, token = server.adminToken) => server.call<OrderLimits>('POST', '/order/limits', { token, body });

describe('POST /order/limits', () => {
  it("answers the plan's terms of the draw's game and the whole book's stake on the asked selections, live", async () => {
    const before = await limits({ customerId: customer.id, drawId: draw.id, selections: [{ play: 'TM', selection: '07' }] });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ planGame: 'MARK6', drawGame: 'MARK6', taken: [] });
    expect(before.body.data.plays.find((p) => p.play === 'TM')).toEqual({ play: 'TM', minStake: 200, maxStake: 50_000, maxPerSelection: 100_000, locked: false });
    expect(before.body.data.plays.map((p) => p.play).sort()).toEqual(plan.rows.map((r) => r.play).sort());

    // Another customer's order counts: the limit per selection is over the whole book.
    const other = await book.customer(agent, plan.id, { creditLimit: 10_000_000 });
    expect((await book.save({ customerId: other.id, drawId: draw.id, lines: [{ play: 'TM', selection: '07', stake: 30_000 }] })).status).toBe(200);
    const after = await limits({ customerId: customer.id, drawId: draw.id, selections: [{ play: 'TM', selection: '07' }, { play: 'TM', selection: '08' }] });
    // Asked as written, answered as the book keys it.
    expect(after.body.data.taken).toEqual([{ play: 'TM', selection: '7', stake: 30_000 }]);
    // The odds a line of the customer gets on each (no risk rule: the plan's).
    expect(after.body.data.odds).toEqual([{ play: 'TM', selection: '7', odds: [426_000] }, { play: 'TM', selection: '8', odds: [426_000] }]);
  });

  it('gives the form what the server then checks: a line the contracts refuse with these figures, the server refuses too', async () => {
    const { plays, taken } = (await limits({ customerId: customer.id, drawId: draw.id, selections: [{ play: 'TM', selection: '07' }] })).body.data;
    const tm = plays.find((p) => p.play === 'TM')!;
    const held = new Map(taken.map((row) => [selectionKey(row), row.stake]));
    const line = (stake: number) => ({ ...tm, selection: '7', stake, amount: stake });
    // 30,000 held: 50,000 fits the per-line max; two lines of 40,000 (80,000) go over 100,000 on the second.
    expect(lineRefusal([line(100)])?.rule).toBe('min-stake');
    expect(bookRefusal([line(40_000), line(40_000)], held)).toMatchObject({ line: 1, rule: 'max-per-selection', taken: 30_000 });
    const refused = await book.save({ customerId: customer.id, drawId: draw.id, lines: [{ play: 'TM', selection: '07', stake: 40_000 }, { play: 'TM', selection: '07', stake: 40_000 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toMatchObject({ line: 1, rule: 'max-per-selection', taken: 30_000, asked: 80_000 });
    expect((await book.save({ customerId: customer.id, drawId: draw.id, lines: [{ play: 'TM', selection: '07', stake: 100 }] })).body.data).toMatchObject({ rule: 'min-stake' });
  });

  it("offers no play when the customer's plan is of another game", async () => {
    const p3 = await drawHelpers(server).create('P3', { opens: -60, closes: 3600, draw: 3700 });
    const answer = await limits({ customerId: customer.id, drawId: p3.id, selections: [] });
    expect(answer.body.data).toEqual({ planGame: 'MARK6', drawGame: 'PICK3', plays: [], taken: [], odds: [] });
  });

  it("keeps to the caller's scope: a User outside the customer's agent gets the 400 of a missing customer", async () => {
    const outside = await server.createUser({ agentId: await book.agent() });
    const inside = await server.createUser({ agentId: agent });
    const body = { customerId: customer.id, drawId: draw.id, selections: [] };
    expect((await limits(body, await server.login(inside.username, inside.password))).status).toBe(200);
    const refused = await limits(body, await server.login(outside.username, outside.password));
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([expect.objectContaining({ field: '/customerId' })]);
    expect((await limits({ ...body, drawId: 2_000_000_000 })).body.data).toEqual([expect.objectContaining({ field: '/drawId' })]);
  });

  it('bounds the asked selections and refuses one that is not of the game', async () => {
    const selections = Array.from({ length: 501 }, (_, i) => ({ play: 'TM', selection: String((i % 49) + 1) }));
    expect((await limits({ customerId: customer.id, drawId: draw.id, selections })).status).toBe(400);
    const wrong = await limits({ customerId: customer.id, drawId: draw.id, selections: [{ play: 'TM', selection: '7' }, { play: 'P3_DIRECT', selection: '123' }] });
    expect(wrong.body.data).toEqual([expect.objectContaining({ field: '/selections/1/play' })]);
    const bad = await limits({ customerId: customer.id, drawId: draw.id, selections: [{ play: 'TM', selection: '50' }] });
    expect(bad.body.data).toEqual([expect.objectContaining({ field: '/selections/0/selection' })]);
  });
});
