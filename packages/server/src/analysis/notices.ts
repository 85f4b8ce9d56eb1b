import type { NewMessage } from '../repositories/messages.js';
import { money, say, type Say } from '../i18n/say.js';
import { notice } from '../notices/notice.js';

const linkOf = (id: number) => `/number-analyse/detail?id=${id}`;

/** A run finished: what the user who started it is told. */
export function analysisDone(run: { id: number; issue: string; maxLossBefore: number; maxLossAfter: number }): NewMessage {
  const content = say('notice.analysisDone.content', { issue: run.issue, before: money(run.maxLossBefore), after: money(run.maxLossAfter) });
  return notice('message', say('notice.analysisDone.title'), content, run.issue, linkOf(run.id));
}

export function analysisFailed(run: { id: number; issue: string }, reason: Say): NewMessage {
  return notice('message', say('notice.analysisFailed.title'), say('notice.analysisFailed.content', { issue: run.issue, reason }), run.issue, linkOf(run.id));
}
