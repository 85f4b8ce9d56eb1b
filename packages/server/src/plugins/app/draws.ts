import { userNotifier } from '../../notices/notify-user.js';
import fp from 'fastify-plugin';
import { DEFAULT_ZODIAC_YEARS } from '@drawdesk/lottery';
import { createDrawHooks, type DrawHooks } from '../../draws/hooks.js';
import { drawOpened, resultAwaited } from '../../draws/notices.js';
import { drawService, JOB_KINDS, type DrawService } from '../../draws/service.js';
import type { ClaimedJob } from '../../repositories/jobs.js';
import { inBoth } from '../../i18n/say.js';

const HOUR = 3_600_000;
const drawIdOf = (job: ClaimedJob) => Number(job.payload.drawId);

export type Draws = { service: DrawService; hooks: DrawHooks };

/**
 * Lotteries and draws: the shipped markets and lunar years are written when missing, the draw jobs
 * are registered (open, close, and the calendar job that keeps draws created 14 days ahead,
 * every hour and at start); opening a draw is a live event to the Admins, and closing one also a todo
 * message that its result is awaited.
 */
export default fp(
  async function draws(app, options: { calendar: boolean }) {
    const { lotteries, events, jobs } = app.repos;
    const notifyUser = userNotifier(app.repos);
    await lotteries.seed(DEFAULT_ZODIAC_YEARS);
    const hooks = createDrawHooks();
    const service = drawService(app.repos, hooks);

    // An opening is no message (nothing to do), only a live event, so the Admins' open draw pages follow it.
    hooks.onOpen.push(async (tx, draw) => {
      const lottery = (await lotteries.find(draw.lottery, tx))!;
      const content = inBoth(drawOpened(lottery, draw));
      for (const adminId of await app.repos.draws.activeAdmins(tx)) {
        await events.publish(adminId, { type: 'Notify', traceId: `draw:${draw.id}`, content }, tx);
      }
    });

    hooks.onClose.push(async (tx, draw) => {
      const notice = resultAwaited((await lotteries.find(draw.lottery, tx))!, draw);
      for (const adminId of await app.repos.draws.activeAdmins(tx)) {
        await notifyUser(adminId, notice, { traceId: `draw:${draw.id}` }, tx);
      }
    });

    app.jobs.register(JOB_KINDS.open, (tx, job) => service.openDue(drawIdOf(job), tx));
    app.jobs.register(JOB_KINDS.close, (tx, job) => service.closeDue(drawIdOf(job), tx));
    app.jobs.register(JOB_KINDS.schedule, async (tx) => {
      await service.scheduleAhead(tx);
      if (options.calendar) await jobs.enqueue({ kind: JOB_KINDS.schedule, key: JOB_KINDS.schedule, runAt: new Date(Date.now() + HOUR) }, tx);
    });
    // Queued now (the database was just migrated); the worker runs it once the app is ready.
    if (options.calendar) await jobs.enqueue({ kind: JOB_KINDS.schedule, key: JOB_KINDS.schedule }, app.db);

    app.decorate('draws', { service, hooks } satisfies Draws);
  },
  { name: 'draws', dependencies: ['repositories', 'jobs'] },
);
