import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@drawdesk/contracts';
import { orders } from '../db/schema.js';

/**
 * An order's status as every reader gives it. Settlement does not write each order: an accepted order
 * whose draw has a settled version (a result or a void's refund) is settled. Orders stored as `settled`
 * (by settlements made before) read the same. Lists, filters, counts, exports and the open stake read the
 * status through these, never `orders.status` alone.
 */
const drawSettled = sql`EXISTS (SELECT 1 FROM draws settled_draw WHERE settled_draw.id = ${orders.drawId} AND settled_draw.settled_version IS NOT NULL)`;

export const orderStatus = sql<OrderStatus>`(CASE WHEN ${orders.status} = 'accepted' AND ${drawSettled} THEN 'settled' ELSE ${orders.status} END)`;

/** The order's columns with its status as read (for `select`, in the table's column order). */
export const orderColumns = { ...getTableColumns(orders), status: orderStatus };

/** Orders in this status as read. */
export function statusIs(status: OrderStatus): SQL {
  if (status === 'settled') return or(eq(orders.status, 'settled'), and(eq(orders.status, 'accepted'), drawSettled))!;
  // The draws not settled yet are few: a customer's open orders are reached by (customer, status, draw).
  if (status === 'accepted') return and(eq(orders.status, 'accepted'), sql`${orders.drawId} IN (SELECT id FROM draws WHERE settled_version IS NULL)`)!;
  return eq(orders.status, status);
}
