import type { Plan } from '@drawdesk/contracts';
import type { App } from '../app.js';
import type { Transaction } from '../db/client.js';
import { chainOf } from '../orders/chain.js';
import type { ChainLink } from '../orders/lines.js';
import { layOffDemoOrders } from './seed-layoffs.js';
import { demoOrders, type DemoOrder, type DemoOrderCustomer, type DemoOrderDraw } from './demo-orders.js';

/** A demo customer and its available credit before the orders about to be placed. */
export type SeededCustomer = { id: number; agentId: number; planId: number; credit: number };
/** A draw the demo orders on, with the sales window its orders are spread over (epoch ms). */
export type DemoWindow = DemoOrderDraw & { issue: string; from: number; to: number };

/**
 * Writes the demo's orders (demo-orders.ts) on draws, accepted, as the first active Admin's entries (the one
 * who takes orders on a new book), spread over each draw's window, and the book built from their lines. Bulk
 * statements, not one round trip per order. Without an active Admin (no user to have entered them) it writes
 * no orders. Returns the ids written.
 */
export async function placeDemoOrders(app: App, customers: readonly SeededCustomer[], windows: readonly DemoWindow[], requestPrefix: string, tx: Transaction) {
  const { draws, orders, book, plans, users } = app.repos;
  const [adminId] = (await draws.activeAdmins(tx)).sort((a, b) => a - b);
  const admin = adminId === undefined ? null : await users.findById(adminId, tx);
  if (!admin || windows.length === 0) return [];

  // The customer's plan and agent chain, read as /order/save reads them.
  const chains = new Map<number, ChainLink[]>();
  const planOf = new Map<number, Plan>();
  for (const { agentId, planId } of customers) {
    if (!chains.has(agentId)) chains.set(agentId, await chainOf(app.repos, agentId, tx));
    if (!planOf.has(planId)) planOf.set(planId, (await plans.findById(planId, tx))!);
  }
  const players: DemoOrderCustomer[] = customers.map((c) => ({ id: c.id, agentId: c.agentId, credit: c.credit, plan: planOf.get(c.planId)!, chain: chains.get(c.agentId)! }));
  // Each past draw was settled before the next one opened: its orders count on the whole credit again.
  const generated: DemoOrder[] = windows.every((w) => w.seed === undefined) ? demoOrders(windows, players) : windows.flatMap((w) => demoOrders([w], players));

  const windowOf = new Map(windows.map((w) => [w.id, w]));
  const timed = generated
    .map((order) => {
      const { from, to } = windowOf.get(order.drawId)!;
      return { order, createdAt: new Date(Math.round(from + order.at * (to - from))) };
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
        requestId: `${requestPrefix}-${n + 1}`,
        ...who,
        createdAt,
      },
      issue: windowOf.get(order.drawId)!.issue,
      lines: order.lines,
    })),
    tx,
  );
  await book.addToBook(ids, tx);
  return ids;
}

/**
 * The demo's orders on the draws open now: first the next draws whose opening time has come are opened,
 * as their opening job would a moment later; then the orders, spread over each draw's sales so far, and the
 * automatic lay-offs the rules already seeded make of them. Returns how many of each it wrote.
 */
export async function seedDemoOrders(app: App, customers: readonly SeededCustomer[], tx: Transaction) {
  const { draws } = app.repos;
  const scheduled = await draws.list({ page: 1, pageSize: 200, status: 'scheduled', sort: 'drawAt', order: 'asc' }, tx);
  // Each lottery's first scheduled draw (its opening job checks the time again, by the database's clock).
  const firstOfEach = new Map<string, number>();
  for (const draw of scheduled.list) if (!firstOfEach.has(draw.lottery)) firstOfEach.set(draw.lottery, draw.id);
  for (const id of firstOfEach.values()) await app.draws.service.openDue(id, tx);
  const now = Date.now();
  const windows = (await draws.current(undefined, tx)).map((draw) => ({
    id: draw.id,
    lottery: draw.lottery,
    game: draw.game,
    issue: draw.issue,
    from: Math.min(new Date(draw.opensAt).getTime(), now),
    to: now,
  }));
  // The settled history moved balances: what each customer has left is its credit now.
  const balances = new Map<number, number>();
  for (const customer of customers) balances.set(customer.id, await app.repos.ledger.balance({ customerId: customer.id }, tx));
  const available = customers.map((c) => ({ ...c, credit: c.credit + balances.get(c.id)! }));
  const ids = await placeDemoOrders(app, available, windows, 'demo-order', tx);
  const [adminId] = (await draws.activeAdmins(tx)).sort((a, b) => a - b);
  const admin = adminId === undefined ? null : await app.repos.users.findById(adminId, tx);
  const autoLayoffs = admin ? await layOffDemoOrders(app, ids, { userId: admin.id, username: admin.username }, tx) : 0;
  return { orders: ids.length, autoLayoffs };
}
