import type { NewMessage } from '../repositories/messages.js';
import type { ClaimedJob } from '../repositories/jobs.js';

/** What each kind of job does, in both languages (a kind not listed shows as itself). */
const KIND_WORDS: Record<string, string> = {
  'draws.schedule': '排期 · scheduling draws',
  'draw.open': '开盘 · opening a draw',
  'draw.close': '封盘 · closing a draw',
  'draw.settle': '结算 · settling a draw',
  'orders.repeat': '追号 · repeat orders',
  'analysis.run': '号码分析 · number analysis',
};

/** A job failed for good: the Admins' todo, with what it was doing and why (Retry it on the jobs page once the cause is fixed). */
export function jobFailed(job: Pick<ClaimedJob, 'id' | 'kind' | 'payload'>, reason: string): NewMessage & { content: string } {
  const what = KIND_WORDS[job.kind] ?? job.kind;
  const draw = typeof job.payload.drawId === 'number' ? ` · 期 draw #${job.payload.drawId}` : '';
  return {
    type: 'todo',
    title: '后台任务失败 · Background job failed',
    subTitle: `${what}${draw}`,
    content: `后台任务 #${job.id}（${what}${draw}）失败，不会自动重试；请修正后在后台任务页重试。 Job #${job.id} (${what}${draw}) failed and will not run again by itself; fix the cause and retry it on the jobs page. ${reason}`,
    link: '/system/jobs',
  };
}
