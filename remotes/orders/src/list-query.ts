import type { Order, OrderListQuery } from '@drawdesk/contracts';
import { STATUS_LABELS } from './labels.js';

/** What the orders list filters and sorts by. */
export type OrderQuery = Pick<OrderListQuery, 'drawId' | 'customerId' | 'status' | 'source' | 'orderNo' | 'from' | 'to' | 'sort' | 'order'>;

/**
 * The orders list's filter when it opens, from its URL: a link may open it filtered by status (the
 * workplace's pending orders: `?status=pending`). The page and its prefetch (routes.ts) both start from it.
 */
export function openingFilter(search: URLSearchParams): Partial<OrderQuery> {
  const status = search.get('status');
  return status !== null && status in STATUS_LABELS ? { status: status as Order['status'] } : {};
}
