import type { CustomerReadingRemove, CustomerReadingSave, CustomerSave } from '@drawdesk/contracts';
import type { Database, Executor, Transaction } from '../db/client.js';
import { conflict, invalid, notFound } from '../lib/errors.js';
import { splitSave } from '../lib/save-target.js';
import { auditedSaves } from '../lib/audited-save.js';
import type { Actor } from '../repositories/audit.js';
import { toCustomer, type CustomerRow, type CustomerValues } from '../repositories/customers.js';
import type { Repositories } from '../repositories/index.js';
import type { Scope } from '../repositories/scope.js';
import { checkRegion } from './regions.js';

/** What else moves when a customer moves to another agent (its live repeat orders: src/orders/service.ts). */
export type CustomerMoved = (customer: CustomerRow, from: number, to: number, actor: Actor, tx: Transaction) => Promise<void>;

/**
 * Customers (docs/domain/parties.md#customers), always in the caller's scope: outside it is the same 404 as
 * missing. A customer with orders is never removed, so history stays whole.
 */
export function customerService(
  db: Database,
  { customers, customerReadings, agents, plans, orders, audit }: Pick<Repositories, 'customers' | 'customerReadings' | 'agents' | 'plans' | 'orders' | 'audit'>,
  customerMoved: CustomerMoved,
) {
  const saves = auditedSaves(audit);

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

  /** A customer of the scope; outside it is the same 404 as not existing, so ids cannot be probed. */
  async function inScope(id: number, scope: Scope, tx: Executor = db) {
    const customer = await customers.scoped(scope).findById(id, tx);
    if (!customer) throw notFound('notFound.customer');
    return customer;
  }

  return {
    /** Creates (no id) or updates (id + version) a customer in the scope, with its audit entry. */
    async save(body: CustomerSave, scope: Scope, actor: Actor) {
      const { fields: given, target } = splitSave(body);
      const scoped = customers.scoped(scope);
      const values: CustomerValues = { ...given, regionCode: given.regionCode ?? null, remark: given.remark ?? '' };
      checkRegion(values.regionCode);

      return db.transaction(async (tx) => {
        if (!target) {
          await checkReferences(values, null, tx);
          return saves.create({ entity: 'customer', actor, row: await scoped.insert(values, tx), view: toCustomer }, tx);
        }

        const { id, version } = target;
        return saves.update(
          {
            entity: 'customer',
            id,
            actor,
            load: () => scoped.findById(id, tx, true),
            check: (before) => checkReferences(values, before, tx),
            write: () => scoped.update(id, version, values, tx),
            then: async (before, after) => {
              if (after.agentId !== before.agentId) await customerMoved(after, before.agentId, after.agentId, actor, tx);
            },
            view: toCustomer,
          },
          tx,
        );
      });
    },

    /** Removes a customer without orders (kept, marked removed; its code becomes free). */
    async remove(id: number, scope: Scope, actor: Actor) {
      const scoped = customers.scoped(scope);
      return db.transaction(async (tx) => {
        const before = await scoped.findById(id, tx, true);
        if (!before) throw notFound('notFound.customer');
        // History stays whole: a customer with orders is never removed (docs/domain/parties.md#customers).
        if (await orders.customerHasOrders(id, tx)) throw conflict('customer.hasOrders');
        await scoped.remove(id, tx);
        await audit.record(actor, { action: 'customer.remove', entity: 'customer', entityId: id, before: toCustomer(before) }, tx);
      });
    },

    /** A customer's reading habits (how its ambiguous chat forms read), at most one value per setting. */
    async readings(customerId: number, scope: Scope) {
      await inScope(customerId, scope);
      return customerReadings.list(customerId);
    },

    /** Stores how a customer's texts read for one setting (replacing its value), audited. */
    async saveReading(body: CustomerReadingSave, scope: Scope, actor: Actor) {
      return db.transaction(async (tx) => {
        await inScope(body.customerId, scope, tx);
        const { before, after } = await customerReadings.save(body, actor, tx);
        await audit.record(actor, { action: 'customer.reading.save', entity: 'customer', entityId: body.customerId, before, after }, tx);
        return after;
      });
    },

    /** Removes one reading habit (the book's setting applies again), audited. */
    async removeReading(body: CustomerReadingRemove, scope: Scope, actor: Actor) {
      await db.transaction(async (tx) => {
        await inScope(body.customerId, scope, tx);
        const before = await customerReadings.remove(body.customerId, body.setting, tx);
        if (!before) throw notFound('notFound.readingHabit');
        await audit.record(actor, { action: 'customer.reading.remove', entity: 'customer', entityId: body.customerId, before }, tx);
      });
    },
  };
}
export type CustomerService = ReturnType<typeof customerService>;
