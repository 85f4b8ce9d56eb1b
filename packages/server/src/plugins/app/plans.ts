import fp from 'fastify-plugin';
import { planService, type PlanService } from '../../plans/service.js';

export type Plans = { service: PlanService };

/** Plans: their save, clone and removal rules, and the returns of their rows, in one service. */
export default fp(
  async function plans(app) {
    app.decorate('plans', { service: planService(app.db, app.repos) } satisfies Plans);
  },
  { name: 'plans', dependencies: ['repositories'] },
);
