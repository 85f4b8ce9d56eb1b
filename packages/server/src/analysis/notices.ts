import type { NewMessage } from '../repositories/messages.js';
import { money, say, type Say } from '../i18n/say.js';
import { drawName, notice } from '../notices/notice.js';
import type { LotteryRow } from '../repositories/lotteries.js';

const linkOf = (id: number) => `/number-analyse/detail?id=${id}`;

/** A run's draw by its lottery's name and issue (`香港六合彩 2026143`: issues repeat across lotteries); a draw since removed by its issue. */
type RunOf = { id: number; lottery: Pick<LotteryRow, 'nameZh' | 'nameEn'> | null; issue: string };
const drawOf = (run: RunOf) => (run.lottery === null ? run.issue : drawName(run.lottery, run.issue));

/** A run finished: what the user who started it is told. */
export function analysisDone(run: RunOf & { maxLossBefore: number; maxLossAfter: number }): NewMessage {
  const content = say('notice.analysisDone.content', { draw: drawOf(run), before: money(run.maxLossBefore), after: money(run.maxLossAfter) });
  return notice('message', say('notice.analysisDone.title'), content, run.issue, linkOf(run.id));
}

export function analysisFailed(run: RunOf, reason: Say): NewMessage {
  return notice('message', say('notice.analysisFailed.title'), say('notice.analysisFailed.content', { draw: drawOf(run), reason }), run.issue, linkOf(run.id));
}
