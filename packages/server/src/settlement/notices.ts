import type { NewMessage } from '../repositories/messages.js';
import type { LotteryRow } from '../repositories/lotteries.js';
import type { DrawRow } from '../repositories/draws.js';

/** A draw settled (or its void refunded): the notice its agents' Users get, both languages in one text. */
export function drawSettled(lottery: Pick<LotteryRow, 'nameZh' | 'nameEn'>, draw: Pick<DrawRow, 'id' | 'issue'>, voided: boolean): NewMessage & { content: string } {
  const [zh, en] = voided ? ['已作废，注单已退款', 'was voided: every line is refunded'] : ['已结算，可查看对账单', 'is settled: statements are ready'];
  return {
    type: 'notice',
    title: voided ? '期号作废 · Draw voided' : '结算完成 · Draw settled',
    subTitle: `${lottery.nameZh} ${draw.issue} · ${lottery.nameEn} ${draw.issue}`,
    content: `${lottery.nameZh} 第 ${draw.issue} 期${zh}。 ${lottery.nameEn} draw ${draw.issue} ${en}.`,
    link: '/customers/list',
  };
}
