import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerReading, CustomerReadingQuery, CustomerReadingRemove, CustomerReadingSave, Empty, customerReading, customerReadingRemove, customerReadingSave } from '@drawdesk/contracts';
import { Type } from 'typebox';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { scopeOf } from '../repositories/scope.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['customers'];

// Any logged-in user (the endpoints' access), for a customer of its scope (outside it is the same 404 as not existing).
/**
 * A customer's reading habits: how its ambiguous chat forms read, stored when an operator
 * resolves one "always for this customer". At most one value per setting (six rows a customer).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.customers;

  app.route({
    ...routeOf(customerReading),
    schema: { tags: TAGS, summary: "A customer's reading habits (over the book settings for its texts)", querystring: CustomerReadingQuery, response: answers(Type.Array(CustomerReading)) },
    handler: async (request) => ok(await service.readings(request.query.customerId, scopeOf(request.principal!))),
  });

  app.route({
    ...routeOf(customerReadingSave),
    schema: { tags: TAGS, summary: "Store how a customer's texts read for one setting (replaces its value); audited", body: CustomerReadingSave, response: answers(CustomerReading) },
    handler: async (request) => ok(await service.saveReading(request.body, scopeOf(request.principal!), actorOf(request))),
  });

  app.route({
    ...routeOf(customerReadingRemove),
    schema: { tags: TAGS, summary: "Remove one of a customer's reading habits (the book's setting applies again); audited", body: CustomerReadingRemove, response: answers(Empty) },
    handler: async (request) => {
      await service.removeReading(request.body, scopeOf(request.principal!), actorOf(request));
      return ok(null);
    },
  });
};
export default routes;
