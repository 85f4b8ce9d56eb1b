import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** Who hears of an order or a series: the users an order's four-eyes and a customer's move tell. */
export function orderAudienceRepository() {
  return {
    /**
     * Who may confirm an order a user entered (four-eyes): the active Admins, and the active Users of the
     * agents above the enterer's agent; never the one who entered it (src/orders/service.ts decides the same).
     */
    async confirmers(entererAgentId: number | null, enteredBy: number, tx: Executor): Promise<number[]> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        WITH RECURSIVE above AS (
          SELECT id, parent_id FROM agents WHERE id = (SELECT parent_id FROM agents WHERE id = ${entererAgentId})
          UNION ALL
          SELECT a.id, a.parent_id FROM agents a JOIN above c ON a.id = c.parent_id
        )
        SELECT id FROM users
        WHERE status = 'active' AND removed_at IS NULL AND id <> ${enteredBy}
          AND (role = 'Admin' OR agent_id IN (SELECT id FROM above))
        ORDER BY id`);
      return rows.map((row) => row.id);
    },

    /**
     * Who hears that a customer moved from one agent to another: the active Users who saw it and do not any
     * more (of the old agent and those above it that are not above the new one) and the new agent's Users.
     */
    async moveWitnesses(from: number, to: number, tx: Executor): Promise<number[]> {
      const chain = (agentId: number) => sql`(WITH RECURSIVE up AS (
          SELECT id, parent_id FROM agents WHERE id = ${agentId}
          UNION ALL
          SELECT a.id, a.parent_id FROM agents a JOIN up ON a.id = up.parent_id
        ) SELECT id FROM up)`;
      const { rows } = await tx.execute<{ id: number }>(sql`
        SELECT id FROM users
        WHERE role = 'User' AND status = 'active' AND removed_at IS NULL
          AND ((agent_id IN ${chain(from)} AND agent_id NOT IN ${chain(to)}) OR agent_id = ${to})
        ORDER BY id`);
      return rows.map((row) => row.id);
    },

  };
}
