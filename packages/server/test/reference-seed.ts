import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { AgentStatus, PlanStatus } from '@drawdesk/contracts';

// Agents and plans are inserted directly: their own routes are not what these tests are about.
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

export async function seedAgent(sql: pg.Pool, options: { parentId?: number; status?: AgentStatus } = {}) {
  const code = unique('A');
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO agents (code, name, parent_id, share_bp, status) VALUES ($1, $1, $2, 0, $3) RETURNING id`,
    [code, options.parentId ?? null, options.status ?? 'active'],
  );
  return rows[0]!.id;
}

export async function seedPlan(sql: pg.Pool, status: PlanStatus = 'active') {
  const { rows } = await sql.query<{ id: number }>(`INSERT INTO plans (game, name, tier, status) VALUES ('MARK6', $1, 'A', $2) RETURNING id`, [
    unique('Plan '),
    status,
  ]);
  return rows[0]!.id;
}

/** A valid save body for a new customer under `agentId` on `planId`, with a fresh code. */
export const newCustomer = (agentId: number, planId: number, extra: Record<string, unknown> = {}) => ({
  code: unique('C'),
  name: 'Customer',
  phone: null,
  channel: 'wechat',
  agentId,
  planId,
  creditLimit: 500_000,
  status: 'active',
  tags: [],
  ...extra,
});
