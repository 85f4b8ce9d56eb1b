import type { NewMessage } from '../repositories/messages.js';
import type { LotteryRow } from '../repositories/lotteries.js';
import type { DrawRow } from '../repositories/draws.js';
import { say } from '../i18n/say.js';
import { drawName, lotteryNames, notice } from '../notices/notice.js';

/** A draw settled (or its void refunded): the notice its agents' Users get. */
export function drawSettled(lottery: Pick<LotteryRow, 'nameZh' | 'nameEn'>, draw: Pick<DrawRow, 'id' | 'issue'>, voided: boolean): NewMessage {
  const params = { lottery: lotteryNames(lottery), issue: draw.issue };
  const [title, content] = voided
    ? [say('notice.drawVoided.title'), say('notice.drawVoided.content', params)]
    : [say('notice.drawSettled.title'), say('notice.drawSettled.content', params)];
  return notice('notice', title, content, drawName(lottery, draw.issue), '/customers/list');
}
