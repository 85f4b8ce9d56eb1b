import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Empty, IdParams, IdQuery, Page, Plan, PlanClone, PlanListQuery, PlanOption, PlanReturns, PlanSave, PlanSummary, planClone, planList, planListAll, planRead, planRemove, planRtp, planSave } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { scopeOf } from '../repositories/scope.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['plans'];

/** Plans (docs/domain/plans.md): everyone logged in reads them (order entry needs the terms), Admins change them. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { plans } = app.repos;
  const { service } = app.plans;

  app.route({
    ...routeOf(planList),
    schema: { tags: TAGS, summary: 'Plans, filtered and paged, with how many customers use each', body: PlanListQuery, response: answers(Page(PlanSummary)) },
    handler: async (request) => ok(await plans.list(request.body, scopeOf(request.principal!))),
  });

  app.route({
    ...routeOf(planListAll),
    schema: { tags: TAGS, summary: 'Every plan, for selects', response: answers(Type.Array(PlanOption)) },
    handler: async () => ok(await plans.listAll()),
  });

  app.route({
    ...routeOf(planRead),
    schema: { tags: TAGS, summary: 'One plan with its rows', querystring: IdQuery, response: answers(Plan) },
    handler: async (request) => ok(await service.find(request.query.id)),
  });

  app.route({
    ...routeOf(planRtp),
    schema: { tags: TAGS, summary: 'Return to player and house edge per row (single-outcome plays)', querystring: IdQuery, response: answers(PlanReturns) },
    handler: async (request) => ok(await service.returns(request.query.id)),
  });

  app.route({
    ...routeOf(planSave),
    schema: { tags: TAGS, summary: 'Create (no id) or update (id + version) a plan with all its rows', body: PlanSave, response: answers(Plan) },
    handler: async (request) => ok(await service.save(request.body, actorOf(request))),
  });

  app.route({
    ...routeOf(planClone),
    schema: { tags: TAGS, summary: 'Copy a plan and its rows under a new name, as a draft', body: PlanClone, response: answers(Plan) },
    handler: async (request) => ok(await service.clone(request.body, actorOf(request))),
  });

  app.route({
    ...routeOf(planRemove),
    schema: { tags: TAGS, summary: 'Delete a plan nobody uses or used', params: IdParams, response: answers(Empty) },
    handler: async (request) => {
      await service.remove(request.params.id, actorOf(request));
      return ok(null);
    },
  });
};
export default routes;
