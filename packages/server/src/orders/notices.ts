import { todoSubject, type NewMessage } from '../repositories/messages.js';
import type { OrderRow } from '../repositories/orders.js';
import { money, say, type Say } from '../i18n/say.js';
import { notice } from '../notices/notice.js';

const linkOf = (id: number) => `/orders/detail?id=${id}`;

/** A User's order waits for a second person: the notice to everyone who may confirm it. */
export function awaitingConfirmation(order: Pick<OrderRow, 'id' | 'orderNo' | 'stake' | 'enteredByName'>): NewMessage {
  const content = say('notice.awaitingConfirmation.content', { user: order.enteredByName, orderNo: order.orderNo, stake: money(order.stake) });
  return notice('notice', say('notice.awaitingConfirmation.title'), content, order.orderNo, linkOf(order.id));
}

/** A repeat order's copy the checks refused on a new draw: said, never skipped silently. */
export function copyRefused(order: Pick<OrderRow, 'id' | 'orderNo'>, issue: string, reason: Say): NewMessage {
  const content = say('notice.copyRefused.content', { orderNo: order.orderNo, issue, reason });
  return notice('notice', say('notice.copyRefused.title'), content, `${order.orderNo} → ${issue}`, linkOf(order.id));
}

/** A repeat series placed its last copy: the operator renews or dismisses it. */
export function renewalDue(order: Pick<OrderRow, 'id' | 'orderNo'>): NewMessage {
  return notice('todo', say('notice.renewalDue.title'), say('notice.renewalDue.content', { orderNo: order.orderNo }), order.orderNo, linkOf(order.id), todoSubject.renewal(order.id));
}

/** A repeat series stopped because its customer moved out of reach of the one who entered it. */
export function seriesStopped(order: Pick<OrderRow, 'id' | 'orderNo'>, customer: { code: string }, agent: { code: string }): NewMessage {
  const content = say('notice.seriesStopped.content', { customer: customer.code, agent: agent.code, orderNo: order.orderNo });
  return notice('notice', say('notice.seriesStopped.title'), content, order.orderNo, linkOf(order.id));
}
