import type { Plan, PlanClone, PlanReturns, PlanRowReturn, PlanSave } from '@drawdesk/contracts';
import { returnToPlayer } from '@drawdesk/lottery';
import type { Database } from '../db/client.js';
import { gameName } from '../i18n/say.js';
import { conflict, invalid, notFound } from '../lib/errors.js';
import { splitSave } from '../lib/save-target.js';
import { auditedSaves } from '../lib/audited-save.js';
import type { Actor } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';
import { checkPlanRows } from './rows.js';

/** Return to player per row; the house edge is the smallest one, on the selection that pays the most. */
const rowReturn = (row: Plan['rows'][number]): PlanRowReturn => {
  const range = returnToPlayer(row.play, row.odds, row.rebateBp);
  return { play: row.play, minReturnBp: range.minBp, maxReturnBp: range.maxBp, houseEdgeBp: 10_000 - range.maxBp };
};

/**
 * Plans (docs/domain/plans.md): a plan's game is fixed once made, its name unique within the game, its rows
 * checked against the game's plays; a plan anybody uses or used is never deleted.
 */
export function planService(db: Database, { plans, audit }: Pick<Repositories, 'plans' | 'audit'>) {
  const saves = auditedSaves(audit);

  async function found(id: number) {
    const plan = await plans.findById(id);
    if (!plan) throw notFound('notFound.plan');
    return plan;
  }

  return {
    /** One plan with its rows. */
    find: found,

    /** Return to player and house edge per row. */
    async returns(id: number): Promise<PlanReturns> {
      const plan = await found(id);
      return { planId: plan.id, rows: plan.rows.map(rowReturn) };
    },

    /** Creates (no id) or updates (id + version) a plan with all its rows, with its audit entry. */
    async save(body: PlanSave, actor: Actor) {
      const { fields: given, target } = splitSave(body);
      const { rows, ...rest } = given;
      const fields = { ...rest, remark: rest.remark ?? '' };
      return db.transaction(async (tx) => {
        if (!target) {
          checkPlanRows(fields.game, rows);
          if (await plans.nameTaken(fields.game, fields.name, undefined, tx)) throw conflict('plan.nameTaken');
          return saves.create({ entity: 'plan', actor, row: await plans.insert(fields, rows, tx), view: (plan) => plan }, tx);
        }

        const { id, version } = target;
        return saves.update(
          {
            entity: 'plan',
            id,
            actor,
            load: () => plans.findById(id, tx, true),
            check: async (before) => {
              if (before.game !== fields.game) throw invalid('/game', 'plan.gameFixed', { game: gameName(before.game) });
              checkPlanRows(fields.game, rows);
              if (await plans.nameTaken(fields.game, fields.name, id, tx)) throw conflict('plan.nameTaken');
            },
            write: () => plans.update(id, version, fields, rows, tx),
            view: (plan) => plan,
          },
          tx,
        );
      });
    },

    /** A copy of a plan and its rows under a new name, as a draft. */
    async clone({ id, name, tier }: PlanClone, actor: Actor) {
      return db.transaction(async (tx) => {
        const source = await plans.findById(id, tx);
        if (!source) throw notFound('notFound.plan');
        if (await plans.nameTaken(source.game, name, undefined, tx)) throw conflict('plan.nameTaken');
        const fields = { game: source.game, name, tier: tier ?? source.tier, status: 'draft' as const, remark: source.remark };
        const created = await plans.insert(fields, source.rows, tx);
        const reason = `Cloned from plan ${source.id} (${source.name})`;
        await audit.record(actor, { action: 'plan.clone', entity: 'plan', entityId: created.id, after: created, reason }, tx);
        return created;
      });
    },

    /** Deletes a plan nobody uses or used. */
    async remove(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        // The lock makes a customer or agent being pointed at the plan meanwhile wait, then fail on the missing plan.
        const before = await plans.findById(id, tx, true);
        if (!before) throw notFound('notFound.plan');
        const usage = await plans.usage(id, tx);
        if (usage.customers > 0 || usage.agents > 0) {
          throw conflict('plan.inUse', { customers: usage.customers, agents: usage.agents });
        }
        if (usage.removed > 0) throw conflict('plan.history');
        await plans.remove(id, tx);
        await audit.record(actor, { action: 'plan.remove', entity: 'plan', entityId: id, before }, tx);
      });
    },
  };
}
export type PlanService = ReturnType<typeof planService>;
