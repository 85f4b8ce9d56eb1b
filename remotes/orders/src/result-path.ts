import type { LimitRule } from '@drawdesk/contracts';
import { RESULT_PATH } from './paths.js';

/** Where an entry page goes after a booking: the result of the order, and which entry to go back to. */
export const resultPath = (orderId: number, from: 'text' | 'form') => `${RESULT_PATH}?id=${orderId}&from=${from}`;
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
