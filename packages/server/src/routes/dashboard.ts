import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTENT_DAYS, ContentDataQuery, ContentDay, PopularQuery, PopularSelection, Workplace, WorkplaceQuery, dashboardContentData, dashboardPopular, dashboardWorkplace } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { scopeOf } from '../repositories/scope.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['dashboard'];

/** The workplace's figures (docs/console.md#the-workplace), in the caller's scope: an Admin the whole book, a User its agent's subtree. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { dashboard } = app.repos;

  app.route({
    ...routeOf(dashboardWorkplace),
    schema: { tags: TAGS, summary: 'Balance, waiting orders, today against yesterday, notices and stake by play group', querystring: WorkplaceQuery, response: answers(Workplace) },
    handler: async (request) => {
      const principal = request.principal!;
      const scoped = dashboard.scoped(scopeOf(principal));
      const [balance, figures, announcements, categories] = await Promise.all([
        scoped.balance(),
        scoped.orderFigures(),
        dashboard.announcements(principal.userId),
        scoped.categories(),
      ]);
      return ok({ balance, ...figures, announcements, categories });
    },
  });

  app.route({
    ...routeOf(dashboardContentData),
    schema: { tags: TAGS, summary: 'Turnover and the book’s result per day, oldest first', querystring: ContentDataQuery, response: answers(Type.Array(ContentDay)) },
    handler: async (request) => ok(await dashboard.scoped(scopeOf(request.principal!)).contentData(request.query.days ?? CONTENT_DAYS.default)),
  });

  app.route({
    ...routeOf(dashboardPopular),
    schema: { tags: TAGS, summary: 'The five most staked selections of the open draws', querystring: PopularQuery, response: answers(Type.Array(PopularSelection)) },
    handler: async (request) => ok(await dashboard.scoped(scopeOf(request.principal!)).popular(request.query.type)),
  });
};
export default routes;
