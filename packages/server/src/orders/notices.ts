import { todoSubject, type NewMessage } from '../repositories/messages.js';
import type { OrderRow } from '../repositories/orders.js';

/** Both languages in one text, like every stored message. */
const money = (fen: number) => (fen / 100).toFixed(2);

/** A User's order waits for a second person: the notice to everyone who may confirm it. */
export function awaitingConfirmation(order: Pick<OrderRow, 'id' | 'orderNo' | 'stake' | 'enteredByName'>): NewMessage & { content: string } {
  return {
    type: 'notice',
    title: '注单待确认 · Order awaiting confirmation',
    subTitle: order.orderNo,
    content: `${order.enteredByName} 录入的注单 ${order.orderNo}（${money(order.stake)} 元）等待确认。 Order ${order.orderNo} (${money(order.stake)} yuan) entered by ${order.enteredByName} awaits confirmation.`,
    link: `/orders/detail?id=${order.id}`,
  };
}

/** A repeat order's copy the checks refused on a new draw: said, never skipped silently. */
export function copyRefused(order: Pick<OrderRow, 'id' | 'orderNo'>, issue: string, reason: string): NewMessage & { content: string } {
  return {
    type: 'notice',
    title: '追号未下单 · Repeat order not placed',
    subTitle: `${order.orderNo} → ${issue}`,
    content: `注单 ${order.orderNo} 的追号在第 ${issue} 期未能下单：${reason} Order ${order.orderNo} was not repeated on draw ${issue}: ${reason}`,
    link: `/orders/detail?id=${order.id}`,
  };
}

/** A repeat series placed its last copy: the operator renews or dismisses it. */
export function renewalDue(order: Pick<OrderRow, 'id' | 'orderNo'>): NewMessage & { content: string } {
  return {
    type: 'todo',
    title: '追号待续期 · Repeat order pending renewal',
    subTitle: order.orderNo,
    content: `注单 ${order.orderNo} 的追号已全部下单，请续期或结束。 The repeats of order ${order.orderNo} are all placed: renew or dismiss the series.`,
    link: `/orders/detail?id=${order.id}`,
    subject: todoSubject.renewal(order.id),
  };
}

/** A repeat series stopped because its customer moved out of reach of the one who entered it. */
export function seriesStopped(order: Pick<OrderRow, 'id' | 'orderNo'>, customer: { code: string }, agent: { code: string }): NewMessage & { content: string } {
  return {
    type: 'notice',
    title: '追号已停止 · Repeat order stopped',
    subTitle: order.orderNo,
    content: `客户 ${customer.code} 已转到代理 ${agent.code}，录入人看不到它了，注单 ${order.orderNo} 的追号已停止。 Customer ${customer.code} moved to agent ${agent.code}, out of reach of who entered it: the repeats of order ${order.orderNo} were stopped.`,
    link: `/orders/detail?id=${order.id}`,
  };
}
