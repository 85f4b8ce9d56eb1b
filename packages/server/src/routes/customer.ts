import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Customer, CustomerListQuery, CustomerOption, CustomerSave, Empty, ExportQuery, IdParams, IdQuery, Page, customerExport, customerList, customerListAll, customerRead, customerRemove, customerSave } from '@drawdesk/contracts';
import { Type } from 'typebox';
import { notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { scopeOf } from '../repositories/scope.js';
import { toCustomer } from '../repositories/customers.js';
import { customers as customerTable } from '../db/schema.js';
import { CUSTOMER_COLUMNS } from '../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../export/export.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['customers'];

// Any logged-in user (the endpoints' access); what each one reaches is its data scope, applied by the repository.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { customers } = app.repos;
  const { service } = app.customers;
  const mine = (request: FastifyRequest) => customers.scoped(scopeOf(request.principal!));

  app.route({
    ...routeOf(customerList),
    schema: { tags: TAGS, summary: 'Customers in your scope, filtered and paged', body: CustomerListQuery, response: answers(Page(Customer)) },
    handler: async (request) => ok(await mine(request).list(request.body)),
  });

  app.route({
    // Outside the scope is the same 404 as not existing, so ids cannot be probed.
    ...routeOf(customerRead),
    schema: { tags: TAGS, summary: 'One customer', querystring: IdQuery, response: answers(Customer) },
    handler: async (request) => {
      const customer = await mine(request).findById(request.query.id);
      if (!customer) throw notFound('notFound.customer');
      return ok(toCustomer(customer));
    },
  });

  app.route({
    ...routeOf(customerListAll),
    schema: { tags: TAGS, summary: 'Every customer in your scope, for selects', response: answers(Type.Array(CustomerOption)) },
    handler: async (request) => ok(await mine(request).listAll()),
  });

  app.route({
    ...routeOf(customerSave),
    schema: { tags: TAGS, summary: 'Create (no id) or update (id + version) a customer', body: CustomerSave, response: answers(Customer) },
    handler: async (request) => ok(toCustomer(await service.save(request.body, scopeOf(request.principal!), actorOf(request)))),
  });

  app.route({
    ...routeOf(customerRemove),
    schema: { tags: TAGS, summary: 'Remove a customer (kept, marked removed; its code becomes free)', params: IdParams, response: answers(Empty) },
    handler: async (request) => {
      await service.remove(request.params.id, scopeOf(request.principal!), actorOf(request));
      return ok(null);
    },
  });

  app.route({
    ...routeOf(customerExport),
    schema: { tags: TAGS, summary: exportSummary('Customers in your scope'), querystring: ExportQuery(CustomerListQuery), response: csvAnswer },
    handler: async (request, reply) =>
      sendExport(app.pool, request, reply, {
        name: 'customers',
        table: customerTable,
        columns: CUSTOMER_COLUMNS,
        query: app.repos.customers.scoped(scopeOf(request.principal!)).exportQuery(request.query),
      }),
  });
};
export default routes;
