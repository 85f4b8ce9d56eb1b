import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdQuery, Settlement, lotterySettlement } from '@drawdesk/contracts';
import { notFound, ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { routeOf } from '../../lib/route.js';

const TAGS = ['lottery'];

/** A draw's settlement runs (docs/domain/settlement.md): what each settling of its result booked, for the Admins. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { draws, settlement } = app.repos;

  app.route({
    ...routeOf(lotterySettlement),
    schema: { tags: TAGS, summary: "A draw's settlement runs, newest first", querystring: IdQuery, response: answers(Type.Array(Settlement)) },
    handler: async (request) => {
      if (!(await draws.findById(request.query.id))) throw notFound('notFound.draw');
      return ok(await settlement.list(request.query.id));
    },
  });
};
export default routes;
