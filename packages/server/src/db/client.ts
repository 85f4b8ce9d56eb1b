import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { toSafeInteger } from './columns.js';
import * as schema from './schema.js';

// int8 arrives as a string from pg; every bigint (ids, counts, fen) becomes a checked safe integer.
pg.types.setTypeParser(pg.types.builtins.INT8, toSafeInteger);

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = PgTransaction<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Repositories take either: the pool, or the transaction they are asked to join. */
export type Executor = Database | Transaction;

export function createDatabase(url: string): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the database is away, so requests get a quick 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // The same for a client checked out for a transaction and between two of its statements (a job's
  // handler, or a route, doing work in JavaScript) when the server goes away: its next query fails instead.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { db: drizzle(pool, { schema }), pool };
}
