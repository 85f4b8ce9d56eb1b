import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Agent, AgentListQuery, AgentOption, AgentTreeRow, ExportOf, PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { agents, customers, plans, users } from '../db/schema.js';
import { conflict } from '../lib/errors.js';
import { likePattern } from '../db/like.js';
import { inScope, subtreeIds, type Scope } from './scope.js';

export type AgentRow = typeof agents.$inferSelect;
/** What a save sets: everything but the id, timestamps, version and soft-delete marker. */
export type AgentFields = Omit<AgentRow, 'id' | 'createdAt' | 'updatedAt' | 'version' | 'removedAt'>;

/** The API view of an agent: dates as ISO strings, no soft-delete marker. */
export const toAgent = (row: AgentRow): Agent => ({
  id: row.id,
  code: row.code,
  name: row.name,
  parentId: row.parentId,
  shareBp: row.shareBp,
  rebatePlanId: row.rebatePlanId,
  creditLimit: row.creditLimit,
  mayLayOff: row.mayLayOff,
  status: row.status,
  contact: row.contact,
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** The ids of a live agent and of every live agent above it, up to its root (UNION stops on a cycle in bad data). */
const chainIds = (agentId: number): SQL =>
  sql`(WITH RECURSIVE chain AS (
    SELECT id, parent_id FROM agents WHERE id = ${agentId} AND removed_at IS NULL
    UNION
    SELECT a.id, a.parent_id FROM agents a JOIN chain c ON a.id = c.parent_id WHERE a.removed_at IS NULL
  ) SELECT id FROM chain)`;

/** Live agents depth first (rows come sorted by code, so siblings stay in that order), with depth and chain share. */
function depthFirst(rows: AgentRow[]): AgentTreeRow[] {
  const children = new Map<number | null, AgentRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row);
    else children.set(row.parentId, [row]);
  }
  const tree: AgentTreeRow[] = [];
  const visit = (parentId: number | null, depth: number, above: number) => {
    for (const row of children.get(parentId) ?? []) {
      tree.push({ ...toAgent(row), depth, chainShareBp: above + row.shareBp });
      visit(row.id, depth + 1, above + row.shareBp);
    }
  };
  visit(null, 0, 0);
  return tree;
}

/** Codes compare without case (they are unique that way), so they sort that way too. */
const SORT_COLUMNS = { id: agents.id, code: sql`lower(${agents.code})`, name: agents.name, shareBp: agents.shareBp, createdAt: agents.createdAt } as const;
const live = isNull(agents.removedAt);
const ordered = (query: ExportOf<AgentListQuery>) => {
  const column = SORT_COLUMNS[query.sort ?? 'id'];
  return [query.order === 'desc' ? desc(column) : asc(column), asc(agents.id)];
};

/** The list's filters: one definition for the page and the export. */
function filtered(query: ExportOf<AgentListQuery>) {
  const filters: (SQL | undefined)[] = [live];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(ilike(agents.code, pattern), ilike(agents.name, pattern), ilike(agents.contact, pattern)));
  }
  if (query.parentId) filters.push(eq(agents.parentId, query.parentId));
  if (query.status) filters.push(eq(agents.status, query.status));
  return and(...filters);
}

/** A save whose lock set keeps changing under it gives up after this many rounds instead of spinning. */
const LOCK_ROUNDS = 5;

/** The CTE `chain` (after WITH RECURSIVE): an agent and those above it, nearest first by `depth`. */
export const chainOfAgent = (agentId: number) => sql`chain AS (
  SELECT id, parent_id, share_bp, rebate_plan_id, 0 AS depth FROM agents WHERE id = ${agentId}
  UNION ALL
  SELECT a.id, a.parent_id, a.share_bp, a.rebate_plan_id, c.depth + 1 FROM agents a JOIN chain c ON a.id = c.parent_id
)`;

export function agentRepository(db: Database) {
  return {
    /** A live agent; `lock` takes a row lock (`share` keeps it from being changed or removed until commit). */
    async findById(id: number, tx: Executor = db, lock?: 'update' | 'share') {
      const query = tx.select().from(agents).where(and(eq(agents.id, id), live));
      const [row] = lock ? await query.for(lock) : await query;
      return row ?? null;
    },

    async findByCode(code: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(agents)
        .where(and(sql`lower(${agents.code}) = lower(${code})`, live));
      return row ?? null;
    },

    async list(query: AgentListQuery, tx: Executor = db): Promise<PageOf<Agent>> {
      const where = filtered(query);
      const [rows, [total]] = await Promise.all([
        tx.select().from(agents).where(where).orderBy(...ordered(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(agents).where(where),
      ]);
      return { list: rows.map(toAgent), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Every row the list would page through (within the scope), in its order, unpaged: for a cursor (src/export). */
    exportQuery(scope: Scope, query: ExportOf<AgentListQuery>, tx: Executor = db) {
      return tx.select().from(agents).where(and(filtered(query), inScope(scope, agents.id))).orderBy(...ordered(query));
    },

    /** The agents a caller may pick or read: every live one for an Admin, its own subtree for a User. */
    async listAll(scope: Scope, tx: Executor = db): Promise<AgentOption[]> {
      return tx
        .select({ id: agents.id, code: agents.code, name: agents.name, status: agents.status })
        .from(agents)
        .where(and(live, inScope(scope, agents.id)))
        .orderBy(sql`lower(${agents.code})`);
    },

    async tree(tx: Executor = db) {
      return depthFirst(await tx.select().from(agents).where(live).orderBy(sql`lower(${agents.code})`, asc(agents.id)));
    },

    /** An agent and everyone above it, nearest first: each one's share and rebate plan (an order's chain snapshot). */
    async chainOf(agentId: number, tx: Executor = db) {
      const { rows } = await tx.execute<{ id: number; share_bp: number; rebate_plan_id: number | null }>(sql`
        WITH RECURSIVE ${chainOfAgent(agentId)} SELECT id, share_bp, rebate_plan_id FROM chain ORDER BY depth`);
      return rows.map((row) => ({ agentId: row.id, shareBp: row.share_bp, rebatePlanId: row.rebate_plan_id }));
    },

    /** The shares carried by a live agent's chain: the agent itself and everyone above it. */
    async chainShare(agentId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ bp: sql<number>`coalesce(sum(${agents.shareBp}), 0)::int` })
        .from(agents)
        .where(sql`${agents.id} IN ${chainIds(agentId)}`);
      return row?.bp ?? 0;
    },

    /** The largest sum of shares along any chain strictly below an agent (0 for a leaf). */
    async deepestShareBelow(agentId: number, tx: Executor = db) {
      const { rows } = await tx.execute<{ bp: number }>(sql`WITH RECURSIVE below AS (
        SELECT id, share_bp AS total FROM agents WHERE parent_id = ${agentId} AND removed_at IS NULL
        UNION ALL
        SELECT a.id, b.total + a.share_bp FROM agents a JOIN below b ON a.parent_id = b.id WHERE a.removed_at IS NULL
      ) SELECT coalesce(max(total), 0)::int AS bp FROM below`);
      return rows[0]?.bp ?? 0;
    },

    /** Whether `candidateId` is `agentId` itself or one of its live downline. */
    async inSubtree(candidateId: number, agentId: number, tx: Executor = db) {
      const [row] = await tx.select({ n: count() }).from(agents).where(and(eq(agents.id, candidateId), sql`${agents.id} IN ${subtreeIds(agentId)}`));
      return (row?.n ?? 0) > 0;
    },

    /**
     * Locks, in id order, every agent a save of `agentId` under `parentId` checks: the new parent's chain
     * up to its root and the agent's own subtree. Two saves on one chain then always share a row (the
     * higher agent), so they queue instead of both passing the chain-sum check. A concurrent move can
     * change the set while we wait, so it is read again until it holds still.
     */
    async lockChain(parentId: number | null, agentId: number | null, tx: Executor) {
      const parts = [parentId === null ? undefined : sql`${agents.id} IN ${chainIds(parentId)}`, agentId === null ? undefined : sql`${agents.id} IN ${subtreeIds(agentId)}`];
      if (parts.every((part) => part === undefined)) return;
      let locked = '';
      for (let round = 0; round < LOCK_ROUNDS; round++) {
        const rows = await tx
          .select({ id: agents.id })
          .from(agents)
          .where(and(live, or(...parts)))
          .orderBy(asc(agents.id))
          .for('update');
        const ids = rows.map((row) => row.id).join();
        if (ids === locked) return;
        locked = ids;
      }
      throw conflict('agent.treeChanging');
    },

    /** Whether the plan exists; a key-share lock keeps it from being deleted before this transaction ends. */
    async lockPlan(planId: number, tx: Executor) {
      const [row] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for('key share');
      return row !== undefined;
    },

    /** What still hangs on an agent: live sub-agents, customers and users. */
    async usage(agentId: number, tx: Executor = db) {
      // One after another: queries of one transaction share a connection.
      const [children] = await tx.select({ n: count() }).from(agents).where(and(eq(agents.parentId, agentId), live));
      const [boundCustomers] = await tx.select({ n: count() }).from(customers).where(and(eq(customers.agentId, agentId), isNull(customers.removedAt)));
      const [boundUsers] = await tx.select({ n: count() }).from(users).where(and(eq(users.agentId, agentId), isNull(users.removedAt)));
      return { subAgents: children?.n ?? 0, customers: boundCustomers?.n ?? 0, users: boundUsers?.n ?? 0 };
    },

    async insert(values: AgentFields, tx: Executor) {
      const [row] = await tx.insert(agents).values(values).returning();
      return row!;
    },

    /** Applies a change only at the version the caller read; null when someone else changed it first. */
    async update(id: number, version: number, change: Partial<AgentFields>, tx: Executor) {
      const [row] = await tx
        .update(agents)
        .set({ ...change, updatedAt: sql`now()`, version: sql`${agents.version} + 1` })
        .where(and(eq(agents.id, id), eq(agents.version, version), live))
        .returning();
      return row ?? null;
    },

    /** Soft delete: the row stays for the audit trail and history, and its code becomes free again. */
    async remove(id: number, tx: Executor) {
      const [row] = await tx
        .update(agents)
        .set({ removedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${agents.version} + 1` })
        .where(and(eq(agents.id, id), live))
        .returning();
      return row ?? null;
    },
  };
}
export type AgentRepository = ReturnType<typeof agentRepository>;
