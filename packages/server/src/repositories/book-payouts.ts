import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { textArray } from './risk-board.js';

/** Keys in the order every transaction locks them: code units, as the database's `COLLATE "C"` sorts. */
const lockOrder = (keys: Iterable<string>) => [...new Set(keys)].sort();

/**
 * What each selection or combination of a draw may pay across the book (`book_payouts`, by
 * `riskKey(play, combination)`): the payout caps' book. An order locks these rows after its `book` rows,
 * in key order, so two orders on one combination take turns and no two lock in opposite orders.
 */
export function bookPayoutRepository() {
  return {
    /**
     * Locks the rows of these keys (creating missing ones at zero, inserted in key order too) and returns
     * what the book holds on each.
     */
    async lock(drawId: number, keys: Iterable<string>, tx: Executor): Promise<Map<string, number>> {
      const sorted = lockOrder(keys);
      if (sorted.length === 0) return new Map();
      await tx.execute(sql`
        INSERT INTO book_payouts (draw_id, combination)
        SELECT ${drawId}, k FROM unnest(${textArray(sorted)}) AS k ON CONFLICT DO NOTHING`);
      const { rows } = await tx.execute<{ combination: string; payout: string }>(sql`
        SELECT combination, payout FROM book_payouts WHERE draw_id = ${drawId} AND combination = ANY(${textArray(sorted)})
        ORDER BY combination COLLATE "C" FOR UPDATE`);
      return new Map(rows.map((row) => [row.combination, Number(row.payout)]));
    },

    /**
     * Adds (sign 1) or takes out (sign -1) an order's payouts on rows it locked. Taking out never goes
     * under zero: a cancel reprices the lines with the draw's zodiac map as it is then, which an edit of the
     * zodiac table could have moved since; the cap stays on the safe side (it may count too much, never too little).
     */
    async move(drawId: number, payouts: ReadonlyMap<string, number>, sign: 1 | -1, tx: Executor) {
      const keys = lockOrder(payouts.keys());
      if (keys.length === 0) return;
      const amounts = `{${keys.map((key) => sign * payouts.get(key)!).join(',')}}`;
      await tx.execute(sql`
        UPDATE book_payouts p SET payout = greatest(p.payout + v.payout, 0)
        FROM unnest(${textArray(keys)}, ${amounts}::bigint[]) AS v(combination, payout)
        WHERE p.draw_id = ${drawId} AND p.combination = v.combination`);
    },
  };
}
