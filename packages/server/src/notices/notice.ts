import type { MessageType } from '@drawdesk/contracts';
import type { NewMessage } from '../repositories/messages.js';
import type { LotteryRow } from '../repositories/lotteries.js';
import { inBoth, say, type Param, type Say } from '../i18n/say.js';

/**
 * A notice as the server says it: title and content from the catalog, a sub-title (an issue, an order
 * number, or words), and where it leads. Stored once in both languages (`NewMessage`); the console shows
 * the viewer's. A todo names the piece of work it is about (`todoSubject`), which ends it when done.
 */
export function notice(type: MessageType, title: Say, content: Say, subTitle: Param, link: string | null, subject?: string): NewMessage {
  const texts = { title: inBoth(title), content: inBoth(content), subTitle: inBoth(say('text.as-is', { text: subTitle })) };
  return { type, ...texts, link, ...(subject === undefined ? {} : { subject }) };
}

/** A lottery's names, as a parameter: `澳门六合彩`, `Macau Mark Six`. */
export const lotteryNames = (lottery: Pick<LotteryRow, 'nameZh' | 'nameEn'>) => ({ 'zh-CN': lottery.nameZh, 'en-US': lottery.nameEn });

/** A draw by lottery and issue: `澳门六合彩 2026001`. */
export const drawName = (lottery: Pick<LotteryRow, 'nameZh' | 'nameEn'>, issue: string) => say('draw.name', { lottery: lotteryNames(lottery), issue });
