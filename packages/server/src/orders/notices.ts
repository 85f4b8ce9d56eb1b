import { todoSubject, type NewMessage } from '../repositories/messages.js';
import type { OrderRow } from '../repositories/orders.js';
import { money, say, someNamed, type Say } from '../i18n/say.js';
import { drawName, notice } from '../notices/notice.js';
import { combinationCount } from '@drawdesk/lottery';
import { formatMoney, lineWords, type Locale } from '@drawdesk/shell/words';
import type { AutoLayoffValues } from '../repositories/auto-layoffs.js';
import type { LotteryRow } from '../repositories/lotteries.js';

const linkOf = (id: number) => `/orders/detail?id=${id}`;
/** The lay-offs' list, where a planned one is placed. */
const LAYOFFS_LINK = '/number-analyse/list?tab=layoffs';

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

/** Lines named in an automatic lay-off's notice at most; the rest are counted. */
const LINES_NAMED = 10;

/**
 * An order's excess over a party's keep-at-most was planned as lay-offs with its external counterparty: the
 * party's users (the agent's Users, the company's Admins) are told to place them (the lay-offs' list); the todo
 * ends when the last of them is placed.
 */
export function autoLayoffPlanned(orderId: number, lottery: Pick<LotteryRow, 'nameZh' | 'nameEn'>, draw: { issue: string }, layoffs: readonly AutoLayoffValues[]): NewMessage {
  const words = (locale: Locale) => {
    const each = layoffs.map((l) => `${lineWords(l.play, l.selection, locale)} ${formatMoney(l.stake * combinationCount(l.play, l.selection))}`);
    return someNamed(each, LINES_NAMED, 'list.moreLines', locale);
  };
  const content = say('notice.autoLayoffPlanned.content', { draw: drawName(lottery, draw.issue), lines: { 'zh-CN': words('zh-CN'), 'en-US': words('en-US') }, upstream: layoffs[0]!.upstream });
  return notice('todo', say('notice.autoLayoffPlanned.title'), content, draw.issue, LAYOFFS_LINK, todoSubject.layoffsToPlace(orderId, layoffs[0]!.agentId));
}
