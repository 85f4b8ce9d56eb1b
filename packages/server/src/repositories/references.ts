import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { agents, plans } from '../db/schema.js';

/**
 * The agent and plan a customer points at, as much as saving a customer checks (existence and status).
 * Agents and plans themselves are read and written by their own repositories.
 */
export function referenceRepository(db: Database) {
  return {
    async liveAgent(id: number, tx: Executor = db) {
      const [row] = await tx.select({ id: agents.id, status: agents.status }).from(agents).where(and(eq(agents.id, id), isNull(agents.removedAt)));
      return row ?? null;
    },

    async plan(id: number, tx: Executor = db) {
      const [row] = await tx.select({ id: plans.id, status: plans.status }).from(plans).where(eq(plans.id, id));
      return row ?? null;
    },
  };
}
export type ReferenceRepository = ReturnType<typeof referenceRepository>;
