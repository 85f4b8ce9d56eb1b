import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { PageOf, Plan, PlanListQuery, PlanOption, PlanRow, PlanSummary } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { agents, customers, planRows, plans } from '../db/schema.js';
import { withNewPlays } from '../plans/default-rows.js';
import { inPlayOrder } from '../plans/rows.js';
import { likePattern } from '../db/like.js';
import { inScope, type Scope } from './scope.js';

type PlanRecord = typeof plans.$inferSelect;
type RowRecord = typeof planRows.$inferSelect;
/** What a save sets on the plan itself (its rows are given separately). */
export type PlanFields = Pick<typeof plans.$inferInsert, 'game' | 'name' | 'tier' | 'status' | 'remark'>;

const toRow = (row: RowRecord): PlanRow => ({
  play: row.play,
  odds: row.odds2 === null ? [row.odds1] : [row.odds1, row.odds2],
  rebateBp: row.rebateBp,
  minStake: row.minStake,
  maxStake: row.maxStake,
  maxPerSelection: row.maxPerSelection,
  locked: row.locked,
});

const toRecord = (planId: number, row: PlanRow): typeof planRows.$inferInsert => ({
  planId,
  play: row.play,
  odds1: row.odds[0]!,
  odds2: row.odds[1] ?? null,
  rebateBp: row.rebateBp,
  minStake: row.minStake,
  maxStake: row.maxStake,
  maxPerSelection: row.maxPerSelection,
  locked: row.locked,
});

/** The API view: dates as ISO strings, rows in the order of the game's play types (new play types added, locked). */
const toPlan = (plan: PlanRecord, rows: readonly PlanRow[]): Plan => ({
  id: plan.id,
  game: plan.game,
  name: plan.name,
  tier: plan.tier,
  status: plan.status,
  remark: plan.remark,
  rows: inPlayOrder(plan.game, withNewPlays(plan.game, rows)),
  createdAt: plan.createdAt.toISOString(),
  updatedAt: plan.updatedAt.toISOString(),
  version: plan.version,
});

/** A plan from its stored row and rows (a statement that reads it with other tables: src/repositories/order-context.ts). */
export const planOf = (plan: PlanRecord, rows: readonly RowRecord[]): Plan => toPlan(plan, rows.map(toRow));

const SORT_COLUMNS = { id: plans.id, name: sql`lower(${plans.name})`, tier: plans.tier, updatedAt: plans.updatedAt } as const;
/** Live customers on a plan, those of the scope only (the removal check counts the whole book). */
const liveCustomersOf = (planId: SQL | number, scope: Scope) =>
  sql<number>`(SELECT count(*) FROM ${customers} WHERE ${customers.planId} = ${planId} AND ${customers.removedAt} IS NULL AND ${inScope(scope, customers.agentId)})`.mapWith(
    Number,
  );

export function planRepository(db: Database) {
  async function rowsOf(planId: number, tx: Executor) {
    return (await tx.select().from(planRows).where(eq(planRows.planId, planId))).map(toRow);
  }

  return {
    /** Plans are the book's terms, read by everyone; the customer count per plan is the caller's scope only. */
    async list(query: PlanListQuery, scope: Scope, tx: Executor = db): Promise<PageOf<PlanSummary>> {
      const filters: (SQL | undefined)[] = [];
      if (query.keyword) filters.push(ilike(plans.name, likePattern(query.keyword)));
      if (query.game) filters.push(eq(plans.game, query.game));
      if (query.tier) filters.push(eq(plans.tier, query.tier));
      if (query.status) filters.push(eq(plans.status, query.status));
      const where = and(...filters);
      const column = SORT_COLUMNS[query.sort ?? 'id'];
      const [rows, [total]] = await Promise.all([
        tx
          .select({ plan: plans, customers: liveCustomersOf(sql`${plans.id}`, scope) })
          .from(plans)
          .where(where)
          .orderBy(query.order === 'desc' ? desc(column) : asc(column), asc(plans.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(plans).where(where),
      ]);
      const list = rows.map(({ plan, customers: n }): PlanSummary => ({
        id: plan.id,
        game: plan.game,
        name: plan.name,
        tier: plan.tier,
        status: plan.status,
        remark: plan.remark,
        customers: n,
        updatedAt: plan.updatedAt.toISOString(),
        version: plan.version,
      }));
      return { list, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Every plan, for selects: by game, then name. */
    async listAll(tx: Executor = db): Promise<PlanOption[]> {
      return tx
        .select({ id: plans.id, game: plans.game, name: plans.name, tier: plans.tier, status: plans.status })
        .from(plans)
        .orderBy(asc(plans.game), sql`lower(${plans.name})`, asc(plans.id));
    },

    /** The plan with its rows; `lock` holds the plan row until the transaction ends. */
    async findById(id: number, tx: Executor = db, lock = false): Promise<Plan | null> {
      const query = tx.select().from(plans).where(eq(plans.id, id));
      const [plan] = lock ? await query.for('update') : await query;
      return plan ? toPlan(plan, await rowsOf(id, tx)) : null;
    },

    /** Plan names are unique per game, whatever the case. */
    async nameTaken(game: PlanFields['game'], name: string, exceptId: number | undefined, tx: Executor = db) {
      const [row] = await tx
        .select({ id: plans.id })
        .from(plans)
        .where(and(eq(plans.game, game), sql`lower(${plans.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(plans.id, exceptId)));
      return row !== undefined;
    },

    async insert(fields: PlanFields, rows: readonly PlanRow[], tx: Executor): Promise<Plan> {
      return tx.transaction(async (inner) => {
        const [plan] = await inner.insert(plans).values(fields).returning();
        await inner.insert(planRows).values(rows.map((row) => toRecord(plan!.id, row)));
        return toPlan(plan!, rows);
      });
    },

    /** Applies a change only at the version the caller read, its rows replacing the old ones; null when someone else changed it first. */
    async update(id: number, version: number, fields: PlanFields, rows: readonly PlanRow[], tx: Executor): Promise<Plan | null> {
      return tx.transaction(async (inner) => {
        const [plan] = await inner
          .update(plans)
          .set({ ...fields, updatedAt: sql`now()`, version: sql`${plans.version} + 1` })
          .where(and(eq(plans.id, id), eq(plans.version, version)))
          .returning();
        if (!plan) return null;
        await inner.delete(planRows).where(eq(planRows.planId, id));
        await inner.insert(planRows).values(rows.map((row) => toRecord(id, row)));
        return toPlan(plan, rows);
      });
    },

    /** Who refers to an existing plan: live customers and agents use it; removed ones still point at it for their history. */
    async usage(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          customers: liveCustomersOf(id, { kind: 'all' }),
          agents: sql<number>`(SELECT count(*) FROM ${agents} WHERE ${agents.rebatePlanId} = ${id} AND ${agents.removedAt} IS NULL)`.mapWith(Number),
          removed: sql<number>`(SELECT count(*) FROM ${customers} WHERE ${customers.planId} = ${id} AND ${customers.removedAt} IS NOT NULL)
            + (SELECT count(*) FROM ${agents} WHERE ${agents.rebatePlanId} = ${id} AND ${agents.removedAt} IS NOT NULL)`.mapWith(Number),
        })
        .from(plans)
        .where(eq(plans.id, id));
      return row ?? { customers: 0, agents: 0, removed: 0 };
    },

    /** Deletes the plan and its rows (the caller checks `usage` first). */
    async remove(id: number, tx: Executor) {
      const [row] = await tx.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
      return row !== undefined;
    },
  };
}
export type PlanRepository = ReturnType<typeof planRepository>;
