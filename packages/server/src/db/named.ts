import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

const dialect = new PgDialect();

/** Texts `executeShaped` has named; past the bound a statement runs unnamed (see there). */
const shapes = new Set<string>();
export const SHAPES_MAX = 48;
/** How many texts have a name so far (for the test of the bound). */
export const shapesNamed = () => shapes.size;

/**
 * Runs `statement` as a named prepared statement: each connection parses and plans it once, then only binds
 * its parameters (for the statements of every order save, whose parsing and planning cost more than running
 * them). Its text takes one of a few shapes (parts present or not, every value a parameter): one name per
 * shape, `prefix` and a hash of the text. Each connection keeps what it prepared until it
 * closes, so the names are bounded: past `SHAPES_MAX` texts in this process a new one runs unnamed (parsed and
 * planned at each call, as any other statement), which keeps a text that varies by mistake from filling the
 * connections' memory.
 */
export async function executeShaped<Row>(tx: Executor, prefix: string, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 16)}`;
  const named = shapes.has(name) || shapes.size < SHAPES_MAX;
  if (named) shapes.add(name);
  const result = (await tx._.session.prepareQuery(query, undefined, named ? name : undefined, false).execute()) as { rows: Row[] };
  return result.rows;
}
