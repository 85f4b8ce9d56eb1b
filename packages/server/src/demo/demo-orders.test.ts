import { describe, expect, it } from 'vitest';
import { OrderSave, type GameCode, type PlanRow } from '@drawdesk/contracts';
import { Value } from 'typebox/value';
import { parseOrderText, validateSelection } from '@drawdesk/lottery';
import { priceLines, type ChainLink } from '../orders/lines.js';
import { lineRefusal, selectionKey } from '@drawdesk/contracts';
import { defaultPlanRows } from '../plans/default-rows.js';
import { demoBook } from './demo-book.js';
import { DEMO_CREDIT_USE, DEMO_ORDERS, demoOrders, MAX_DEMO_LINES, type DemoOrder, type DemoOrderCustomer, type DemoOrderDraw } from './demo-orders.js';

const book = demoBook();
const DRAWS: DemoOrderDraw[] = [
  { id: 11, lottery: 'HK6', game: 'MARK6' },
  { id: 12, lottery: 'MO6', game: 'MARK6' },
  { id: 13, lottery: 'P3', game: 'PICK3' },
];

/** The demo book's agents as a chain, nearest first (ids by their place in the list). */
function chainOf(code: string): ChainLink[] {
  const chain: ChainLink[] = [];
  for (let agent = book.agents.find((a) => a.code === code); agent; agent = book.agents.find((a) => a.code === agent!.parentCode)) {
    chain.push({ agentId: book.agents.indexOf(agent) + 1, shareBp: agent.shareBp, rebates: new Map([['TM', 100]]) });
  }
  return chain;
}

/** The demo book's customers as the seed reads them, on its plans (rows changed by `rows` when given). */
function customersOf(rows: (game: GameCode, tier: 'A' | 'B') => PlanRow[] = defaultPlanRows): DemoOrderCustomer[] {
  return book.customers.map((c, i) => {
    const [game, tier] = c.planKey.split('-') as [GameCode, 'A' | 'B'];
    return { id: i + 1, agentId: book.agents.findIndex((a) => a.code === c.agentCode) + 1, credit: c.creditLimit, plan: { game, rows: rows(game, tier) }, chain: chainOf(c.agentCode) };
  });
}

const customers = customersOf();
const orders = demoOrders(DRAWS, customers);
const byId = new Map(customers.map((c) => [c.id, c]));
const drawOf = new Map(DRAWS.map((d) => [d.id, d]));
const inputs = (order: DemoOrder) => order.lines.map((l) => ({ play: l.play, selection: l.selection, stake: l.stake }));

/** Per draw and selection, what the orders hold. */
function bookOf(list: readonly DemoOrder[]) {
  const held = new Map<string, number>();
  for (const order of list) for (const line of order.lines) held.set(`${order.drawId}:${selectionKey(line)}`, (held.get(`${order.drawId}:${selectionKey(line)}`) ?? 0) + line.amount);
  return held;
}
function spentOf(list: readonly DemoOrder[]) {
  const spent = new Map<number, number>();
  for (const order of list) spent.set(order.customerId, (spent.get(order.customerId) ?? 0) + order.stake);
  return spent;
}

describe('the demo orders', () => {
  it('are the same for the same draws and customers', () => {
    expect(demoOrders(DRAWS, customersOf())).toEqual(orders);
  });

  it('number a few thousand, most of what each draw asks for', () => {
    expect(orders.length).toBeGreaterThanOrEqual(2000);
    expect(orders.length).toBeLessThanOrEqual(4000);
    for (const draw of DRAWS) expect(orders.filter((o) => o.drawId === draw.id).length, draw.lottery).toBeGreaterThanOrEqual(DEMO_ORDERS[draw.lottery]! * 0.9);
  });

  it('each has 1 to 8 lines priced as /order/save prices them, for a customer of the draw\'s game, within the plan\'s stakes', () => {
    for (const order of orders) {
      const customer = byId.get(order.customerId)!;
      const draw = drawOf.get(order.drawId)!;
      expect(customer.plan.game).toBe(draw.game);
      expect(order.agentId).toBe(customer.agentId);
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(order.lines.length).toBeLessThanOrEqual(MAX_DEMO_LINES);
      expect(new Set(order.lines.map(selectionKey)).size).toBe(order.lines.length);
      expect(priceLines(inputs(order), draw.game, customer.plan, customer.chain)).toEqual(order.lines);
      for (const line of order.lines) {
        expect(validateSelection(line.play, line.selection)).toEqual({ ok: true, selection: line.selection });
        expect(Number.isSafeInteger(line.stake) && line.stake > 0 && line.amount === line.stake * line.combinations).toBe(true);
      }
      expect(lineRefusal(order.lines)).toBeNull();
      // What the seed writes is a body /order/save would accept.
      const body = { requestId: 'demo-order-1', customerId: order.customerId, drawId: order.drawId, lines: inputs(order), ...(order.text === null ? {} : { text: order.text }) };
      expect(Value.Check(OrderSave, body), JSON.stringify(body)).toBe(true);
      expect(order.stake).toBe(order.lines.reduce((sum, l) => sum + l.amount, 0));
    }
  });

  it('keep every customer within its credit and every selection within the plan\'s limit', () => {
    for (const [id, spent] of spentOf(orders)) expect(spent).toBeLessThanOrEqual(byId.get(id)!.credit * DEMO_CREDIT_USE);
    const limit = defaultPlanRows('MARK6', 'A')[0]!.maxPerSelection;
    for (const [key, held] of bookOf(orders)) expect(held, key).toBeLessThanOrEqual(limit);
  });

  it('are in time order on each draw, between its opening and now', () => {
    for (const draw of DRAWS) {
      const times = orders.filter((o) => o.drawId === draw.id).map((o) => o.at);
      expect(times.every((at, i) => at > 0 && at <= 1 && (i === 0 || at > times[i - 1]!))).toBe(true);
    }
  });

  it('some come from a chat message, which reads back to exactly their lines', () => {
    const texts = orders.filter((o) => o.source === 'text');
    expect(orders.every((o) => (o.source === 'text') === (o.text !== null))).toBe(true);
    expect(texts.length / orders.length).toBeGreaterThan(0.1);
    expect(texts.length / orders.length).toBeLessThan(0.4);
    expect(texts.some((o) => /^\d{2}([.,/ ]\d{2})*各/.test(o.text!))).toBe(true);
    for (const order of texts) {
      const draw = drawOf.get(order.drawId)!;
      const read = parseOrderText(order.text!, { lottery: { code: draw.lottery, game: draw.game } });
      expect(read.diagnostics.filter((d) => d.severity === 'error'), order.text!).toEqual([]); // notes (米 read as yuan) are booked as read
      expect(read.lines.map((l) => ({ play: l.play, selection: l.selection, stake: l.stake })), order.text!).toEqual(inputs(order));
    }
  });

  // What a look at each draw's book should show.
  it.each([
    { lottery: 'HK6', plays: 12, favourite: 7 },
    { lottery: 'MO6', plays: 12, favourite: 8 },
    { lottery: 'P3', plays: 7, favourite: null },
  ])('$lottery: at least $plays plays, the favourite special number (if any) the most backed', ({ lottery, plays, favourite }) => {
    const draw = DRAWS.find((d) => d.lottery === lottery)!;
    const mine = orders.filter((o) => o.drawId === draw.id);
    const lines = mine.flatMap((o) => o.lines);
    expect(new Set(lines.map((l) => l.play)).size).toBeGreaterThanOrEqual(plays);
    expect(lines.some((l) => l.combinations > 1) || draw.game === 'PICK3').toBe(true);
    if (favourite === null) return;
    const tm = new Map<string, number>();
    for (const line of lines.filter((l) => l.play === 'TM')) tm.set(line.selection, (tm.get(line.selection) ?? 0) + line.amount);
    const ranked = [...tm.entries()].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]![0]).toBe(String(favourite));
    // A handful of favourites hold a good part of the special-number stake.
    const top = ranked.slice(0, 6).reduce((sum, [, stake]) => sum + stake, 0);
    expect(top / ranked.reduce((sum, [, stake]) => sum + stake, 0)).toBeGreaterThan(0.35);
  });

  it('differ from draw to draw', () => {
    const [hk6, mo6] = DRAWS.map((d) => orders.filter((o) => o.drawId === d.id).map((o) => o.lines.map(selectionKey).join('|')));
    expect(hk6!.slice(0, 50)).not.toEqual(mo6!.slice(0, 50));
  });

  it.each([
    {
      name: 'a plan with a low limit per selection',
      rows: (game: GameCode, tier: 'A' | 'B') => defaultPlanRows(game, tier).map((r) => ({ ...r, maxPerSelection: 20_000 })),
      check: (list: DemoOrder[]) => [...bookOf(list).values()].every((held) => held <= 20_000),
    },
    {
      name: 'a plan with TM locked',
      rows: (game: GameCode, tier: 'A' | 'B') => defaultPlanRows(game, tier).map((r) => (r.play === 'TM' ? { ...r, locked: true } : r)),
      check: (list: DemoOrder[]) => list.length > 0 && list.every((o) => o.lines.every((l) => l.play !== 'TM')),
    },
    {
      name: 'a plan with a higher minimum stake',
      rows: (game: GameCode, tier: 'A' | 'B') => defaultPlanRows(game, tier).map((r) => ({ ...r, minStake: 1_000 })),
      check: (list: DemoOrder[]) => list.length > 0 && list.every((o) => o.lines.every((l) => l.stake >= 1_000)),
    },
  ])('respect $name', ({ rows, check }) => {
    expect(check(demoOrders(DRAWS, customersOf(rows)))).toBe(true);
  });

  it.each([
    { name: 'a customer with little credit orders within it', customers: customers.map((c) => ({ ...c, credit: c.id === 1 ? 5_000 : c.credit })), check: (list: DemoOrder[]) => (spentOf(list).get(1) ?? 0) <= 5_000 * DEMO_CREDIT_USE },
    { name: 'a customer with no credit left orders nothing', customers: customers.map((c) => ({ ...c, credit: c.id === 1 ? 0 : c.credit })), check: (list: DemoOrder[]) => !spentOf(list).has(1) },
    { name: 'no pick-3 customer: no orders on P3', customers: customers.filter((c) => c.plan.game === 'MARK6'), check: (list: DemoOrder[]) => list.length > 0 && list.every((o) => o.drawId !== 13) },
  ])('$name', ({ customers: given, check }) => {
    expect(check(demoOrders(DRAWS, given))).toBe(true);
  });

  it('only on the draws given', () => {
    expect(demoOrders([], customers)).toEqual([]);
    expect(new Set(demoOrders(DRAWS.slice(2), customers).map((o) => o.drawId))).toEqual(new Set([13]));
  });
});
