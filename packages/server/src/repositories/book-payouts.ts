import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { textArray } from './risk-board.js';

/** Keys in the order every transaction locks them: code units, as the database's `COLLATE "C"` sorts. */
const lockOrder = (keys: Iterable<string>) => [...new Set(keys)].sort();

/**
 * The statement that adds (sign 1) or takes out (sign -1) an order's payouts on the `book_payouts` rows it
 * locked (null: none), run as a part of the order's book move (`moveBook` in orders.ts). Taking out never goes
 * under zero: a cancel reprices the lines with the draw's zodiac map as it is then, which an edit of the
 * zodiac table could have moved since; the cap stays on the safe side (it may count too much, never too little).
 */
export function payoutsMoved(drawId: number, payouts: ReadonlyMap<string, number>, sign: 1 | -1): SQL | null {
  const keys = lockOrder(payouts.keys());
  if (keys.length === 0) return null;
  const amounts = `{${keys.map((key) => sign * payouts.get(key)!).join(',')}}`;
  return sql`
    UPDATE book_payouts p SET payout = greatest(p.payout + v.payout, 0)
    FROM unnest(${textArray(keys)}, ${amounts}::bigint[]) AS v(combination, payout)
    WHERE p.draw_id = ${drawId} AND p.combination = v.combination`;
}

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
      // One statement, as the book's lock (`lockBook` in orders.ts): the missing rows made, the others locked by a no-op update, in key order.
      const { rows } = await tx.execute<{ combination: string; payout: string }>(sql`
        INSERT INTO book_payouts (draw_id, combination)
        SELECT ${drawId}, k FROM unnest(${textArray(sorted)}) AS k ORDER BY k COLLATE "C"
        ON CONFLICT (draw_id, combination) DO UPDATE SET payout = book_payouts.payout
        RETURNING combination, payout`);
      return new Map(rows.map((row) => [row.combination, Number(row.payout)]));
    },
  };
}
