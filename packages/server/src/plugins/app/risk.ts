import fp from 'fastify-plugin';
import { FARMING_DEBOUNCE_MS, FARMING_JOB, farmingCheck, queueFarming } from '../../risk/farming.js';
import { riskService, type RiskService } from '../../risk/service.js';

export type Risk = {
  service: RiskService;
  /** Orders were taken, accepted or cancelled on a draw: its farming check is asked for (debounced). */
  ordersArrived(drawId: number): Promise<void>;
};

/**
 * The risk desk: its service, and the rebate-farming check as a job (`risk.farming`, one key per draw),
 * asked for a minute after orders arrive (the key keeps the earliest time asked, so a steady stream of
 * orders still gets its check every minute) and at once when the draw closes, in the close's transaction.
 */
export default fp(
  async function risk(app) {
    const service = riskService(app.db, app.repos);
    app.jobs.register(FARMING_JOB, farmingCheck(app.repos));
    app.draws.hooks.onClose.push((tx, draw) => queueFarming(app.repos.jobs, draw.id, new Date(), tx).then(() => undefined));

    // The draws this instance has a check queued for, until when: no write per order while one is due.
    const queuedUntil = new Map<number, number>();
    async function ordersArrived(drawId: number) {
      const now = Date.now();
      if ((queuedUntil.get(drawId) ?? 0) > now) return;
      const runAt = now + FARMING_DEBOUNCE_MS;
      await queueFarming(app.repos.jobs, drawId, new Date(runAt), app.db);
      queuedUntil.set(drawId, runAt);
      for (const [id, until] of queuedUntil) if (until <= now) queuedUntil.delete(id);
    }

    app.decorate('risk', { service, ordersArrived } satisfies Risk);
  },
  { name: 'risk', dependencies: ['repositories', 'jobs', 'draws'] },
);
