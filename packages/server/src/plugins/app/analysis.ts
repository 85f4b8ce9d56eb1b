import fp from 'fastify-plugin';
import { ANALYSIS_JOB, analysisService, type AnalysisService } from '../../analysis/service.js';

export type Analysis = { service: AnalysisService };

/** Number analysis: runs are jobs of their own kind, worked by any instance's worker. */
export default fp(
  async function analysis(app) {
    const service = analysisService(app.db, app.repos);
    app.jobs.register(ANALYSIS_JOB, (tx, job) => service.work(tx, job));
    app.decorate('analysis', { service } satisfies Analysis);
  },
  { name: 'analysis', dependencies: ['repositories', 'jobs', 'draws'] },
);
