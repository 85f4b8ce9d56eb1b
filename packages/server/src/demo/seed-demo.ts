import { lockForTransaction } from '../db/locks.js';
import type { App } from '../app.js';
import { defaultPlanRows } from '../plans/default-rows.js';
import { demoBook } from './demo-book.js';
import { seedDemoDraws } from './seed-draws.js';
import { seedDemoOrders, type SeededCustomer } from './seed-orders.js';
import { seedSettledDraws } from './seed-settled.js';
import { seedRiskRules } from './seed-risk.js';

/** The demo's agent whose automatic lay-off is switched on (it may lay off). */
const LAYING_AGENT = 'HN';

const SYSTEM = { id: null, name: 'system', requestId: 'startup', address: 'local' } as const;

/**
 * DEMO_DATA=1: on a database without agents or plans (a first start), writes the demo book (agents,
 * plans, customers, the last 30 days of draws with results, those of the last 8 days with orders and
 * settled, the next 14 days of draws, a few thousand accepted orders on the draws open now with their book, and the risk desk's rules) in one transaction, so a console
 * opened for the first time has something to show. Later starts, or a database an operator has begun to
 * fill, are left alone. Returns what it wrote, or null.
 */
export async function seedDemoBook(app: App) {
  const { agents, plans, customers, audit } = app.repos;
  return app.db.transaction(async (tx) => {
    // Two instances starting on one empty database must not both seed it.
    await lockForTransaction(tx, 'demoBook');
    if ((await agents.listAll({ kind: 'all' }, tx)).length > 0 || (await plans.listAll(tx)).length > 0) return null;
    const book = demoBook();

    const planIds = new Map<string, number>();
    for (const plan of book.plans) {
      const fields = { game: plan.game, name: plan.name, tier: plan.tier, status: 'active' as const, remark: '' };
      planIds.set(plan.key, (await plans.insert(fields, defaultPlanRows(plan.game, plan.tier), tx)).id);
    }
    const agentIds = new Map<string, number>();
    for (const agent of book.agents) {
      const parentId = agent.parentCode === null ? null : agentIds.get(agent.parentCode)!;
      const row = await agents.insert(
        { code: agent.code, name: agent.name, parentId, shareBp: agent.shareBp, rebatePlanId: null, creditLimit: agent.creditLimit, mayLayOff: agent.mayLayOff, status: 'active', contact: '', remark: '' },
        tx,
      );
      agentIds.set(agent.code, row.id);
    }
    const everything = customers.scoped({ kind: 'all' });
    const seeded: SeededCustomer[] = [];
    for (const customer of book.customers) {
      const row = await everything.insert(
        {
          code: customer.code,
          name: customer.name,
          phone: customer.phone,
          channel: customer.channel,
          agentId: agentIds.get(customer.agentCode)!,
          planId: planIds.get(customer.planKey)!,
          creditLimit: customer.creditLimit,
          status: 'active',
          tags: customer.tags,
          remark: '',
        },
        tx,
      );
      seeded.push({ id: row.id, agentId: row.agentId, planId: row.planId, credit: row.creditLimit });
    }
    const written = {
      plans: book.plans.length,
      agents: book.agents.length,
      customers: book.customers.length,
      ...(await seedDemoDraws(app, tx)),
      ...(await seedSettledDraws(app, seeded, tx)),
      // The rules first: the orders on the draws open now are laid off by them as they are written.
      ...(await seedRiskRules(app, agentIds.get(LAYING_AGENT)!, tx)),
      ...(await seedDemoOrders(app, seeded, tx)),
    };
    await audit.record(SYSTEM, { action: 'demo.seed', entity: 'book', entityId: null, after: written, reason: 'DEMO_DATA=1 on an empty database' }, tx);
    return written;
  });
}
