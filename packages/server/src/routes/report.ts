import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Report, ReportQuery, report } from '@drawdesk/contracts';
import { notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { routeOf } from '../lib/route.js';

/**
 * The public report (docs/api.md#public-routes): the one statement a shared link names, read-only, without a login.
 * Every query that opens nothing is the same 404, so a probe learns nothing: no token, an empty, over-long,
 * repeated, malformed, forged, expired or revoked one, or another parameter (the schema's refusal included).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { statementLinks, customers } = app.repos;
  app.route({
    ...routeOf(report),
    // The schema still bounds the query; its refusal is answered like any other token that opens nothing.
    attachValidation: true,
    schema: { tags: ['statement'], summary: 'The statement a shared link names (public)', querystring: ReportQuery, response: answers(Report) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.validationError) throw notFound('notFound.report');
      const id = app.linkTokens.verify(request.query.token);
      const link = id === null ? null : await statementLinks.findOpen(id);
      if (!link) throw notFound('notFound.report');
      const customer = await customers.scoped({ kind: 'all' }).findById(link.customerId);
      if (!customer) throw notFound('notFound.report');
      return ok({ ...(await app.statements.drawStatement(customer, link.drawId)), expiresAt: link.expiresAt.toISOString() });
    },
  });
};
export default routes;
