import { randomBytes } from 'node:crypto';
import type { TestServer } from './server.js';

/** Inserts a live agent directly (fast, and independent of the agent routes under test). */
export async function createAgent(server: TestServer, options: { code?: string; parentId?: number | null; shareBp?: number } = {}) {
  const code = options.code ?? `ag${randomBytes(4).toString('hex')}`;
  const { rows } = await server.sql.query<{ id: number }>(
    `INSERT INTO agents (code, name, parent_id, share_bp, status) VALUES ($1, $1, $2, $3, 'active') RETURNING id`,
    [code, options.parentId ?? null, options.shareBp ?? 0],
  );
  return { id: rows[0]!.id, code };
}
