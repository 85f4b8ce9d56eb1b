import type { Plan } from '@drawdesk/contracts';
import type { App } from '../app.js';
import type { Transaction } from '../db/client.js';
import { chainOf } from '../orders/chain.js';
import type { ChainLink } from '../orders/lines.js';
import { demoOrders } from './demo-orders.js';

export type SeededCustomer = { id: number; agentId: number; planId: number; creditLimit: number };

/**
 * The demo's orders (demo-orders.ts) on the draws open now: first the next draws whose opening time has
 * come are opened, as their opening job would a moment later; then the orders, accepted, as the first
 * active Admin's entries (the one who takes orders on a new book), spread over each draw's sales so far,
 * and the book built from their lines. Bulk statements, not one round trip per order. Without an active
 * Admin (no user to have entered them) it writes no orders. Returns how many it wrote.
 */
export async function seedDemoOrders(app: App, customers: readonly SeededCustomer[], tx: Transaction) {
  const { draws, orders, plans, users } = app.repos;
  const [adminId] = (await draws.activeAdmins(tx)).sort((a, b) => a - b);
  const admin = adminId === undefined ? null : await users.findById(adminId, tx);
  if (!admin) return 0;

  const scheduled = await draws.list({ page: 1, pageSize: 200, status: 'scheduled', sort: 'drawAt', order: 'asc' }, tx);
  // Each lottery's first scheduled draw (its opening job checks the time again, by the database's clock).
  const firstOfEach = new Map<string, number>();
  for (const draw of scheduled.list) if (!firstOfEach.has(draw.lottery)) firstOfEach.set(draw.lottery, draw.id);
  for (const id of firstOfEach.values()) await app.draws.service.openDue(id, tx);
  const open = await draws.current(undefined, tx);

  // The customer's plan and agent chain, read as /order/save reads them.
  const chains = new Map<number, ChainLink[]>();
  const planOf = new Map<number, Plan>();
  for (const { agentId, planId } of customers) {
    if (!chains.has(agentId)) chains.set(agentId, await chainOf(app.repos, agentId, tx));
    if (!planOf.has(planId)) planOf.set(planId, (await plans.findById(planId, tx))!);
  }
  const generated = demoOrders(
    open.map((draw) => ({ id: draw.id, lottery: draw.lottery, game: draw.game })),
    customers.map((c) => ({ id: c.id, agentId: c.agentId, credit: c.creditLimit, plan: planOf.get(c.planId)!, chain: chains.get(c.agentId)! })),
  );

  const now = Date.now();
  const drawOf = new Map(open.map((draw) => [draw.id, draw]));
  const timed = generated
    .map((order) => {
      const opensAt = Math.min(new Date(drawOf.get(order.drawId)!.opensAt).getTime(), now);
      return { order, createdAt: new Date(Math.round(opensAt + order.at * (now - opensAt))) };
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const who = { enteredBy: admin.id, enteredByName: admin.username, confirmedBy: admin.id, confirmedByName: admin.username };
  const ids = await orders.insertMany(
    timed.map(({ order, createdAt }, n) => ({
      values: {
        customerId: order.customerId,
        agentId: order.agentId,
        drawId: order.drawId,
        source: order.source,
        text: order.text,
        status: 'accepted' as const,
        stake: order.stake,
        lineCount: order.lines.length,
        requestId: `demo-order-${n + 1}`,
        ...who,
        createdAt,
      },
      issue: drawOf.get(order.drawId)!.issue,
      lines: order.lines,
    })),
    tx,
  );
  await orders.addToBook(ids, tx);
  return ids.length;
}
