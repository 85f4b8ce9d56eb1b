import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * Several data-modifying statements sent as one (each a CTE, then `main`): PostgreSQL runs every one of
 * them once, whether `main` reads it or not, in one round trip. They all see the database as it was
 * before the statement, so none may depend on another's change (a statement that needs another's row
 * reads that CTE by name). A transaction that holds row locks spends fewer round trips holding them.
 */
export function together(statements: readonly SQL[], main: SQL = sql`SELECT 1`): SQL {
  if (statements.length === 0) return main;
  return sql`WITH ${sql.join(statements.map((statement, n) => sql`${sql.identifier(`s${n}`)} AS (${statement})`), sql`, `)} ${main}`;
}

/** Runs `together(statements)` in the transaction `tx` (nothing when there are none). */
export async function runTogether(tx: Executor, statements: readonly SQL[]): Promise<void> {
  if (statements.length > 0) await tx.execute(together(statements));
}
