import { todoSubject, type NewMessage } from '../repositories/messages.js';
import type { LotteryRow } from '../repositories/lotteries.js';
import type { DrawRow } from '../repositories/draws.js';

/** The Admins' todo when a draw closes: its result is awaited. Both languages in one text, like every stored message. */
export function resultAwaited(lottery: Pick<LotteryRow, 'nameZh' | 'nameEn'>, draw: Pick<DrawRow, 'id' | 'issue'>): NewMessage & { content: string } {
  return {
    type: 'todo',
    title: '待录入开奖结果 · Result awaited',
    subTitle: `${lottery.nameZh} ${draw.issue} · ${lottery.nameEn} ${draw.issue}`,
    content: `${lottery.nameZh} 第 ${draw.issue} 期已封盘，请录入开奖结果。 ${lottery.nameEn} draw ${draw.issue} has closed: enter its result.`,
    link: `/lottery/lottery?id=${draw.id}`,
    subject: todoSubject.drawResult(draw.id),
  };
}
