import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CustomerReading, CustomerReadingQuery, CustomerReadingRemove, CustomerReadingSave, Empty } from '@drawdesk/contracts';
import { Type } from 'typebox';
import type { Executor } from '../db/client.js';
import { notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { scopeOf } from '../repositories/scope.js';

// Any logged-in user, for a customer of its scope (outside it is the same 404 as not existing).
const LOGIN = { access: 'login' } as const;
const TAGS = ['customers'];

/**
 * A customer's reading habits: how its ambiguous chat forms read, stored when an operator
 * resolves one "always for this customer". At most one value per setting (six rows a customer).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { customers, customerReadings, audit } = app.repos;

  async function customerInScope(request: FastifyRequest, customerId: number, tx?: Executor) {
    const customer = await customers.scoped(scopeOf(request.principal!)).findById(customerId, tx);
    if (!customer) throw notFound('notFound.customer');
    return customer;
  }

  app.get(
    '/customer/reading',
    { config: LOGIN, schema: { tags: TAGS, summary: "A customer's reading habits (over the book settings for its texts)", querystring: CustomerReadingQuery, response: answers(Type.Array(CustomerReading)) } },
    async (request) => {
      await customerInScope(request, request.query.customerId);
      return ok(await customerReadings.list(request.query.customerId));
    },
  );

  app.post(
    '/customer/reading/save',
    { config: LOGIN, schema: { tags: TAGS, summary: "Store how a customer's texts read for one setting (replaces its value); audited", body: CustomerReadingSave, response: answers(CustomerReading) } },
    async (request) => {
      const saved = await app.db.transaction(async (tx) => {
        await customerInScope(request, request.body.customerId, tx);
        const { before, after } = await customerReadings.save(request.body, actorOf(request), tx);
        await audit.record(actorOf(request), { action: 'customer.reading.save', entity: 'customer', entityId: request.body.customerId, before, after }, tx);
        return after;
      });
      return ok(saved);
    },
  );

  app.post(
    '/customer/reading/remove',
    { config: LOGIN, schema: { tags: TAGS, summary: "Remove one of a customer's reading habits (the book's setting applies again); audited", body: CustomerReadingRemove, response: answers(Empty) } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        await customerInScope(request, request.body.customerId, tx);
        const before = await customerReadings.remove(request.body.customerId, request.body.setting, tx);
        if (!before) throw notFound('notFound.readingHabit');
        await audit.record(actorOf(request), { action: 'customer.reading.remove', entity: 'customer', entityId: request.body.customerId, before }, tx);
      });
      return ok(null);
    },
  );
};
export default routes;
