import fp from 'fastify-plugin';
import { JOB_KINDS } from '../../draws/service.js';
import { settlementService } from '../../settlement/service.js';

/** Settlement: the `draw.settle` job that entering, correcting or voiding a result queues. */
export default fp(
  async function settlement(app) {
    const service = settlementService(app.repos);
    app.jobs.register(JOB_KINDS.settle, (tx, job) => service.settleDue(Number(job.payload.drawId), tx));
    app.decorate('settlement', service);
  },
  { name: 'settlement', dependencies: ['repositories', 'jobs', 'draws'] },
);

