import { JOB_KIND_NAMES } from '@drawdesk/shell/words';
import type { NewMessage } from '../repositories/messages.js';
import type { ClaimedJob } from '../repositories/jobs.js';
import { say, type Say } from '../i18n/say.js';
import { notice } from '../notices/notice.js';

/**
 * A job failed for good: the Admins' todo, with what it was doing (its kind in words, and the draw it was
 * about when it names one) and why; they retry it on the jobs page once the cause is fixed.
 */
export function jobFailed(job: Pick<ClaimedJob, 'id' | 'kind'>, reason: Say, draw: Say | null): NewMessage {
  const what = JOB_KIND_NAMES[job.kind] ?? job.kind;
  const about = draw === null ? say('text.as-is', { text: what }) : say('notice.jobFailed.onDraw', { what, draw });
  return notice('todo', say('notice.jobFailed.title'), say('notice.jobFailed.content', { id: job.id, about, reason }), about, '/system/jobs');
}
