import type { App } from '../app.js';
import type { Transaction } from '../db/client.js';
import { placeDemoOrders, type SeededCustomer } from './seed-orders.js';

/** How many days of past draws get orders, and how many orders each: the workplace's 8-day chart is full. */
export const SETTLED_DAYS = 8;
export const ORDERS_PER_PAST_DRAW = 80;
const DAY = 86_400_000;

/**
 * The demo's settled history: the past draws of the last SETTLED_DAYS days get orders taken during their
 * sales, and are settled by the settlement itself (lines, customers' entries, agents' shares), so the
 * console opens on statements, balances and results that add up. Their settlement time is put at their
 * draw time (the ledger's own entries keep the time they were written: it is append-only).
 * Returns how many draws were settled and how many orders they had.
 */
export async function seedSettledDraws(app: App, customers: readonly SeededCustomer[], tx: Transaction) {
  const since = new Date(Date.now() - SETTLED_DAYS * DAY);
  const { draws } = app.repos;
  const rows = await draws.settledSince(since, tx);
  if (rows.length === 0) return { settledDraws: 0, settledOrders: 0 };
  const windows = rows.map((d) => ({ id: d.id, lottery: d.lottery, game: d.game, issue: d.issue, from: d.opensAt.getTime(), to: d.closesAt.getTime(), orders: ORDERS_PER_PAST_DRAW, seed: d.id }));
  const ids = await placeDemoOrders(app, customers, windows, 'demo-settled', tx);
  for (const draw of rows) {
    // As a result entry leaves it: drawn, first result version; then settled as the job settles it.
    await draws.setStatus(draw.id, 'drawn', tx, { resultVersion: 1 });
    await app.settlement.settleDue(draw.id, tx);
    await draws.settledAfterDraw(draw.id, 5, tx);
  }
  return { settledDraws: rows.length, settledOrders: ids.length };
}
