import type { LimitRule } from '@drawdesk/contracts';
import { RESULT_PATH } from './paths.js';

/**
 * Where an entry page goes after a booking: the result of its orders (one per market's draw when a text spans
 * markets), and which entry to go back to.
 */
export const resultPath = (orderIds: readonly number[], from: 'text' | 'form') => `${RESULT_PATH}?id=${orderIds.join(',')}&from=${from}`;

/** The order ids of a result page's query (a booking makes at most one order per market). */
export function resultIds(query: string | null): number[] | null {
  const ids = (query ?? '').split(',').map(Number);
  return ids.length > 0 && ids.length <= 3 && ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : null;
}
export const failedPath = (from: 'text' | 'form') => `${RESULT_PATH}?from=${from}`;

/** A booking refused for the whole order (not one line, which the entry marks in place): the server's words and rule. */
export type ResultFailure = { message: string; rule: LimitRule | null };

/** What to do next after a refusal of the whole order, by its rule (translation keys). */
export function adviceOf(rule: LimitRule | null): string {
  switch (rule) {
    case 'draw-open':
      return 'orders.result.advice.draw';
    case 'credit':
      return 'orders.result.advice.credit';
    case 'customer-disabled':
      return 'orders.result.advice.customer';
    default:
      return 'orders.result.advice.other';
  }
}
