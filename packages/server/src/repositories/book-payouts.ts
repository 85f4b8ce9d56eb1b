import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { textArray } from './risk-board.js';

/** Keys in the order every transaction locks them: code units, as the database's `COLLATE "C"` sorts. */
const lockOrder = (keys: Iterable<string>) => [...new Set(keys)].sort();

/**
 * The statement that adds (sign 1) or takes out (sign -1) an order's payouts on the `book_payouts` rows it
 * locked (null: none), run as a part of the order's book move (`moveBook` in book.ts). Taking out never goes
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
/**
 * The statement locking the `book_payouts` rows of these keys (`lock`; null: none). `after` names a CTE of the
 * same statement that must have run first (the order's book rows, locked before these): read whole before
 * the first of these rows is taken.
 */
export function payoutsLocked(drawId: number, keys: Iterable<string>, after?: string): SQL | null {
  const sorted = lockOrder(keys);
  if (sorted.length === 0) return null;
  // The missing rows made, the others locked by a no-op update, in key order (as the book's lock, `lockBook` in book.ts).
  return sql`
    INSERT INTO book_payouts (draw_id, combination)
    SELECT ${drawId}, k FROM unnest(${textArray(sorted)}) AS k ${after ? sql`WHERE (SELECT count(*) FROM ${sql.identifier(after)}) >= 0` : sql``} ORDER BY k COLLATE "C"
    ON CONFLICT (draw_id, combination) DO UPDATE SET payout = book_payouts.payout
    RETURNING combination, payout`;
}

export function bookPayoutRepository() {
  return {
    /**
     * Locks the rows of these keys (creating missing ones at zero, inserted in key order too) and returns
     * what the book holds on each.
     */
    async lock(drawId: number, keys: Iterable<string>, tx: Executor): Promise<Map<string, number>> {
      const statement = payoutsLocked(drawId, keys);
      if (!statement) return new Map();
      const { rows } = await tx.execute<{ combination: string; payout: string }>(statement);
      return new Map(rows.map((row) => [row.combination, Number(row.payout)]));
    },
  };
}
