import { userNotifier } from '../../notices/notify-user.js';
import fp from 'fastify-plugin';
import { listen } from '../../lib/pg-listener.js';
import { JOBS_CHANNEL } from '../../repositories/jobs.js';
import { createWorker, DEFAULT_TIMING, type WorkerTiming } from '../../jobs/worker.js';
import { jobFailed } from '../../jobs/notices.js';
import type { ClaimedJob } from '../../repositories/jobs.js';
import type { Transaction } from '../../db/client.js';
import { say, type Say } from '../../i18n/say.js';
import { drawName } from '../../notices/notice.js';

export type JobsOptions = { databaseUrl: string; timing?: Partial<WorkerTiming> };

/**
 * The job worker of this instance (`app.jobs`): plugins register their kinds while the app is built;
 * the worker starts when the app is ready, is woken by NOTIFY on the jobs channel (with polling as the
 * fallback), and stops before the database pool closes, finishing the job in hand.
 */
export default fp(
  async function jobs(app, options: JobsOptions) {
    const { draws, lotteries } = app.repos;
    const notifyUser = userNotifier(app.repos);
    /** The draw a job's payload names, by lottery and issue (by number when it is gone). */
    async function drawOf(job: ClaimedJob, tx: Transaction): Promise<Say | null> {
      const id = job.payload.drawId;
      if (typeof id !== 'number') return null;
      const draw = await draws.findById(id, tx);
      const lottery = draw && (await lotteries.find(draw.lottery, tx));
      return draw && lottery ? drawName(lottery, draw.issue) : say('notice.jobFailed.drawNumber', { id });
    }
    // A job failed for good is work for the Admins: a todo and a live Notify each, in one transaction.
    const tellAdmins = (job: ClaimedJob, reason: Say) =>
      app.db.transaction(async (tx) => {
        const notice = jobFailed(job, reason, await drawOf(job, tx));
        for (const userId of await draws.activeAdmins(tx)) {
          await notifyUser(userId, notice, { traceId: `job:${job.id}` }, tx);
        }
      });
    const worker = createWorker(app.db, app.repos.jobs, app.log, { ...DEFAULT_TIMING, ...options.timing }, tellAdmins);
    app.decorate('jobs', worker);

    let listener: Awaited<ReturnType<typeof listen>> | undefined;
    app.addHook('onReady', async () => {
      listener = await listen(options.databaseUrl, [JOBS_CHANNEL], () => worker.wake(), async () => worker.wake());
      worker.start();
    });
    app.addHook('preClose', async () => {
      await listener?.close();
      await worker.stop();
    });
  },
  { name: 'jobs', dependencies: ['repositories'] },
);
