import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Job, JobListQuery, Page, jobList, jobRetry } from '@drawdesk/contracts';
import { Type } from 'typebox';
import { conflict, notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { toJob } from '../repositories/jobs.js';
import { say, type MessageKey } from '../i18n/say.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['jobs'];
const JobIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, { additionalProperties: false });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { jobs, audit } = app.repos;

  app.route({
    ...routeOf(jobList),
    schema: { tags: TAGS, summary: 'Background jobs, filtered by state and kind, newest first', body: JobListQuery, response: answers(Page(Job)) },
    handler: async (request) => ok(await jobs.list(request.body)),
  });

  app.route({
    ...routeOf(jobRetry),
    schema: { tags: TAGS, summary: 'Queue a failed job again, with fresh attempts', params: JobIdParams, response: answers(Job) },
    handler: async (request) => {
      const { id } = request.params;
      const retried = await app.db.transaction(async (tx) => {
        const before = await jobs.findById(id, tx);
        if (!before) throw notFound('notFound.job');
        const after = await jobs.retry(id, tx);
        if (!after) throw conflict('job.onlyFailedRetried', { state: say(`job.state.${before.state}` satisfies MessageKey) }, { state: before.state });
        await audit.record(actorOf(request), { action: 'job.retry', entity: 'job', entityId: id, before: toJob(before), after: toJob(after) }, tx);
        return after;
      });
      return ok(toJob(retried));
    },
  });
};
export default routes;
