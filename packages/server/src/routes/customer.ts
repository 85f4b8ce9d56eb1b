import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Customer, CustomerListQuery, CustomerOption, CustomerSave, Empty, IdParams, IdQuery, Page } from '@drawdesk/contracts';
import { Type } from 'typebox';
import { conflict, invalid, notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { splitSave } from '../lib/save-target.js';
import type { Executor } from '../db/client.js';
import { scopeOf } from '../repositories/scope.js';
import { toCustomer, type CustomerRow, type CustomerValues } from '../repositories/customers.js';
import { checkRegion } from '../customers/regions.js';

// Any logged-in user; what each one reaches is its data scope, applied by the repository.
const LOGIN = { access: 'login' } as const;
const TAGS = ['customers'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { customers, agents, plans, audit } = app.repos;
  const mine = (request: FastifyRequest) => customers.scoped(scopeOf(request.principal!));

  /**
   * The agent must be live; what a customer is newly placed under (its agent, its plan) must be active.
   * A customer keeps an agent disabled or a plan archived since, so it can still be edited.
   */
  async function checkReferences(values: CustomerValues, before: CustomerRow | null, tx: Executor) {
    // A share lock: the agent cannot be removed (or disabled) until this save commits.
    const agent = await agents.findById(values.agentId, tx, 'share');
    if (!agent) throw invalid('/agentId', 'user.noAgent');
    if (agent.status !== 'active' && values.agentId !== before?.agentId) throw invalid('/agentId', 'agent.disabled');
    if (values.planId === before?.planId) return;
    const plan = await plans.findById(values.planId, tx);
    if (!plan) throw invalid('/planId', 'customer.noPlan');
    if (plan.status === 'archived') throw invalid('/planId', 'customer.planArchived');
    if (plan.status === 'draft') throw invalid('/planId', 'customer.planDraft');
  }

  app.post(
    '/customer/list',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Customers in your scope, filtered and paged', body: CustomerListQuery, response: answers(Page(Customer)) } },
    async (request) => ok(await mine(request).list(request.body)),
  );

  app.get(
    '/customer',
    // Outside the scope is the same 404 as not existing, so ids cannot be probed.
    { config: LOGIN, schema: { tags: TAGS, summary: 'One customer', querystring: IdQuery, response: answers(Customer) } },
    async (request) => {
      const customer = await mine(request).findById(request.query.id);
      if (!customer) throw notFound('notFound.customer');
      return ok(toCustomer(customer));
    },
  );

  app.get(
    '/customer/list-all',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Every customer in your scope, for selects', response: answers(Type.Array(CustomerOption)) } },
    async (request) => ok(await mine(request).listAll()),
  );

  app.post(
    '/customer/save',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Create (no id) or update (id + version) a customer', body: CustomerSave, response: answers(Customer) } },
    async (request) => {
      const { fields: body, target } = splitSave(request.body);
      const scoped = mine(request);
      const values: CustomerValues = { ...body, regionCode: body.regionCode ?? null, remark: body.remark ?? '' };
      checkRegion(values.regionCode);

      const saved = await app.db.transaction(async (tx) => {
        if (!target) {
          await checkReferences(values, null, tx);
          const created = await scoped.insert(values, tx);
          await audit.record(actorOf(request), { action: 'customer.create', entity: 'customer', entityId: created.id, after: toCustomer(created) }, tx);
          return created;
        }

        const { id, version } = target;
        const before = await scoped.findById(id, tx, true);
        if (!before) throw notFound('notFound.customer');
        await checkReferences(values, before, tx);
        const after = await scoped.update(id, version, values, tx);
        if (!after) throw conflict('customer.stale');
        if (after.agentId !== before.agentId) await app.orders.service.customerMoved(after, before.agentId, after.agentId, actorOf(request), tx);
        await audit.record(
          actorOf(request),
          { action: 'customer.update', entity: 'customer', entityId: id, before: toCustomer(before), after: toCustomer(after) },
          tx,
        );
        return after;
      });
      return ok(toCustomer(saved));
    },
  );

  app.delete(
    '/customer/remove/:id',
    {
      config: LOGIN,
      schema: { tags: TAGS, summary: 'Remove a customer (kept, marked removed; its code becomes free)', params: IdParams, response: answers(Empty) },
    },
    async (request) => {
      const id = request.params.id;
      const scoped = mine(request);
      await app.db.transaction(async (tx) => {
        const before = await scoped.findById(id, tx, true);
        if (!before) throw notFound('notFound.customer');
        // History stays whole: a customer with orders is never removed (docs/domain/parties.md#customers).
        if (await app.repos.orders.customerHasOrders(id, tx)) throw conflict('customer.hasOrders');
        await scoped.remove(id, tx);
        await audit.record(actorOf(request), { action: 'customer.remove', entity: 'customer', entityId: id, before: toCustomer(before) }, tx);
      });
      return ok(null);
    },
  );
};
export default routes;
