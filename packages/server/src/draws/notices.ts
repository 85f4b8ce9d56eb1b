import { todoSubject, type NewMessage } from '../repositories/messages.js';
import type { LotteryRow } from '../repositories/lotteries.js';
import type { DrawRow } from '../repositories/draws.js';
import { say } from '../i18n/say.js';
import { drawName, lotteryNames, notice } from '../notices/notice.js';

type Lottery = Pick<LotteryRow, 'nameZh' | 'nameEn'>;

/** The Admins' todo when a draw closes: its result is awaited. */
export function resultAwaited(lottery: Lottery, draw: Pick<DrawRow, 'id' | 'issue'>): NewMessage {
  const content = say('notice.resultAwaited.content', { lottery: lotteryNames(lottery), issue: draw.issue });
  return notice('todo', say('notice.resultAwaited.title'), content, drawName(lottery, draw.issue), `/lottery/lottery?id=${draw.id}`, todoSubject.drawResult(draw.id));
}

/** An opening is no message, only a live event: its words. */
export const drawOpened = (lottery: Lottery, draw: Pick<DrawRow, 'issue'>) => say('notice.drawOpen.content', { lottery: lotteryNames(lottery), issue: draw.issue });
