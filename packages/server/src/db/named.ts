import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Query, SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

const dialect = new PgDialect();

/**
 * Runs `statement` as a named prepared statement: each connection parses and plans it once, then only binds
 * its parameters (for the statements of every order save, whose parsing and planning cost more than running
 * them). Its text must be the same at every call, everything that varies a parameter: a connection refuses a
 * name it knows with another text.
 */
export async function executeNamed<Row>(tx: Executor, name: string, statement: SQL): Promise<Row[]> {
  return run<Row>(tx, name, dialect.sqlToQuery(statement));
}

/** Texts `executeShaped` has named; past the bound a statement runs unnamed (see there). */
const shapes = new Set<string>();
export const SHAPES_MAX = 48;
/** How many texts have a name so far (for the test of the bound). */
export const shapesNamed = () => shapes.size;

/**
 * Runs a statement whose text takes one of a few shapes (parts present or not, every value a parameter) as a
 * named statement per shape: `prefix` and a hash of the text. Each connection keeps what it prepared until it
 * closes, so the names are bounded: past `SHAPES_MAX` texts in this process a new one runs unnamed (parsed and
 * planned at each call, as any other statement), which keeps a text that varies by mistake from filling the
 * connections' memory.
 */
export async function executeShaped<Row>(tx: Executor, prefix: string, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 16)}`;
  if (!shapes.has(name) && shapes.size >= SHAPES_MAX) return run<Row>(tx, undefined, query);
  shapes.add(name);
  return run<Row>(tx, name, query);
}

async function run<Row>(tx: Executor, name: string | undefined, query: Query): Promise<Row[]> {
  const result = (await tx._.session.prepareQuery(query, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
