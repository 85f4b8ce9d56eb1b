import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from './sessions.js';

/**
 * What part of the book a caller may see and change (docs/domain/parties.md#the-data-scope): an Admin everything, a User the
 * customers (and later orders, analyses, statements) of its agent's subtree; a User without an agent nothing.
 * Scoped repositories take it as a required argument, so no query can forget it.
 */
export type Scope = { kind: 'all' } | { kind: 'agent'; agentId: number | null };

export const scopeOf = (principal: Pick<Principal, 'role' | 'agentId'>): Scope =>
  principal.role === 'Admin' ? { kind: 'all' } : { kind: 'agent', agentId: principal.agentId };

/** What a scope's condition looks like as SQL text (its agent is a parameter): a named statement has one text per shape. */
export const scopeShape = (scope: Scope): 'all' | 'none' | 'subtree' => (scope.kind === 'all' ? 'all' : scope.agentId === null ? 'none' : 'subtree');

/** The ids of a live agent and of every live agent below it. */
export const subtreeIds = (agentId: number): SQL =>
  sql`(WITH RECURSIVE subtree AS (
    SELECT id FROM agents WHERE id = ${agentId} AND removed_at IS NULL
    UNION ALL
    SELECT a.id FROM agents a JOIN subtree s ON a.parent_id = s.id WHERE a.removed_at IS NULL
  ) SELECT id FROM subtree)`;

/** The condition rows of a scoped table meet, given the column holding their agent. */
export function inScope(scope: Scope, agentColumn: AnyPgColumn): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.agentId === null) return sql`false`;
  return sql`${agentColumn} IN ${subtreeIds(scope.agentId)}`;
}
