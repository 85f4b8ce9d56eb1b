import type { App } from '../app.js';
import type { Transaction } from '../db/client.js';
import { runTogether } from '../db/together.js';
import { keepRulesBy, layOff, type LayingLine } from '../orders/auto-layoff.js';

/**
 * The demo's automatic lay-offs (docs/domain/analysis.md, the demo book): its orders are written in bulk, so
 * the keep-at-most rules are applied to them afterwards, per draw, in the order they were taken, as the order
 * save would have one by one: each party's kept stake, and the lay-offs each order made (as the Admin who
 * entered the orders). Returns how many lay-offs it wrote.
 */
export async function layOffDemoOrders(app: App, orderIds: readonly number[], by: { userId: number; username: string }, tx: Transaction) {
  const { autoLayoffs } = app.repos;
  const rules = keepRulesBy(await autoLayoffs.enabledRules(tx));
  if (rules.size === 0 || orderIds.length === 0) return 0;
  const byDraw = new Map<number, (LayingLine & { orderId: number })[]>();
  for (const line of await autoLayoffs.linesOf(orderIds, tx)) {
    const lines = byDraw.get(line.drawId) ?? [];
    lines.push(line);
    byDraw.set(line.drawId, lines);
  }
  let written = 0;
  for (const [drawId, lines] of byDraw) {
    // The draw's lines as one order's: the core carries each party's kept stake from line to line.
    const laid = layOff(lines, rules, new Map());
    const layoffs = laid.layoffs.map((layoff) => ({ ...layoff, orderId: lines[layoff.line]!.orderId }));
    const statements = [autoLayoffs.keptMoved(drawId, laid.kept), autoLayoffs.inserted(drawId, null, layoffs, by)];
    await runTogether(tx, statements.flatMap((statement) => (statement ? [statement] : [])));
    written += layoffs.length;
  }
  return written;
}
