import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookCharts, BookChartsQuery, visualizationBook } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { scopeOf } from '../repositories/scope.js';
import { bookCharts } from '../visualization/book-charts.js';
import { routeOf } from '../lib/route.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    // Every role: what each reads is its scope (a User its agent's subtree), applied in the repository.
    ...routeOf(visualizationBook),
    schema: {
      tags: ['visualization'],
      summary: 'The book over a period: turnover and members’ net per day and lottery, house edge per play group, top customers and agents, stake by hours before close',
      body: BookChartsQuery,
      response: answers(BookCharts),
    },
    handler: async (request) => ok(await bookCharts(app.repos.bookCharts, scopeOf(request.principal!), request.body)),
  });
};
export default routes;
