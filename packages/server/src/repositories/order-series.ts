import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { orders } from '../db/schema.js';
import type { OrderRow } from './orders.js';

/** Repeat series (an order placed again on the lottery's next draws): which still chase, and handing one on. */
export function orderSeriesRepository() {
  return {
    /**
     * The repeat series that still chase on a lottery, as of a draw that just opened: orders of earlier
     * draws of that lottery with copies left, taken or settled, and none placed on this draw yet.
     */
    async seriesToRepeat(drawId: number, tx: Executor): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(
          sql`${orders.repeatLeft} > 0 AND ${orders.status} IN ('accepted', 'settled')
            AND ${orders.drawId} IN (SELECT d.id FROM draws d JOIN draws opened ON opened.id = ${drawId}
                                     WHERE d.lottery = opened.lottery AND d.draw_at < opened.draw_at)
            AND NOT EXISTS (SELECT 1 FROM orders c WHERE c.series_id = coalesce(${orders.seriesId}, ${orders.id}) AND c.draw_id = ${drawId})`,
        )
        .orderBy(asc(orders.id))
        .for('update');
    },

    /** A customer's repeat series still alive (copies left, or pending renewal), each by the order holding it, locked. */
    async liveSeriesOf(customerId: number, tx: Executor): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(sql`${orders.customerId} = ${customerId} AND ${orders.status} IN ('accepted', 'settled') AND (${orders.repeatLeft} > 0 OR ${orders.renewal} = 'pending')`)
        .orderBy(asc(orders.id))
        .for('update');
    },

    /** Hands a series on to its newest order: the copies left move to it (or end, pending renewal). */
    async passSeries(from: number, to: number | null, left: number, tx: Executor) {
      await tx.update(orders).set({ repeatLeft: 0, updatedAt: sql`now()`, version: sql`${orders.version} + 1` }).where(eq(orders.id, from));
      const holder = to ?? from;
      await tx
        .update(orders)
        .set({ repeatLeft: left, renewal: left === 0 ? 'pending' : 'none', updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, holder));
    },

  };
}
