import fp from 'fastify-plugin';
import { layoffService, type LayoffService } from '../../analysis/layoffs.js';

export type Layoffs = { service: LayoffService };

/** Lay-offs: entered by hand or from a run's suggestions, planned then placed (src/analysis/layoffs.ts). */
export default fp(
  async function layoffs(app) {
    app.decorate('layoffs', { service: layoffService(app.repos) } satisfies Layoffs);
  },
  { name: 'layoffs', dependencies: ['repositories'] },
);
