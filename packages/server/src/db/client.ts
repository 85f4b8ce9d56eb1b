import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import os from 'node:os';
import pg from 'pg';
import { toSafeInteger } from './columns.js';
import * as schema from './schema.js';

// int8 arrives as a string from pg; every bigint (ids, counts, fen) becomes a checked safe integer.
pg.types.setTypeParser(pg.types.builtins.INT8, toSafeInteger);

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = PgTransaction<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Repositories take either: the pool, or the transaction they are asked to join. */
export type Executor = Database | Transaction;

/**
 * Connections one instance's pool may hold, from what the database admits (`max_connections` less the
 * superusers' reserve): a quarter of it, less the instance's LISTEN connection (src/lib/pg-listener.ts), so
 * four instances fit on one database with the reserve left for psql and the scripts; at least 4 (a small
 * server still takes orders while exports run), at most 32. PostgreSQL's default of 100 gives 23.
 *
 * A database on this machine (`localCores`: the embedded one, or any on loopback or a socket) shares its
 * cores with the server, and is sized from them too: four connections a core and one. PostgreSQL's rule of
 * thumb is two a core (cores x 2 + disks); ours hold a connection through an order's checks in JavaScript
 * between its statements, so twice that keeps both cores busy. Past that, more connections do not run more
 * orders: they queue inside PostgreSQL for the CPU and for the book rows' locks, where an order waits behind
 * every order holding them; in the pool's queue orders wait their turn instead (docs/quality.md: on 2 cores,
 * 9 connections against 23 took as many orders a second with the slowest saves a third quicker; 5 was
 * quicker still for saves but slowed the plain reads).
 */
export const poolSizeFor = (maxConnections: number, reserved: number, localCores?: number) =>
  Math.max(4, Math.min(32, localCores === undefined ? 32 : localCores * 4 + 1, Math.floor((maxConnections - reserved) / 4) - 1));

/** Whether the database of `url` runs on this machine: a loopback address, or a Unix socket (no host, or a path). */
export function isOnThisMachine(url: string): boolean {
  // No host (`postgres://u:p@/db`) is PostgreSQL's default socket; the WHATWG parser needs one to read the rest.
  const parsed = new URL(url.replace(/^(postgres(?:ql)?:\/\/(?:[^@/?]*@)?)(?=[/?]|$)/, '$1localhost'));
  const socket = parsed.searchParams.get('host');
  if (socket !== null) return socket.startsWith('/');
  return ['', 'localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

/** Sizes the pool from the database it is on (see `poolSizeFor`); returns the size. */
export async function sizePool(pool: pg.Pool, url: string): Promise<number> {
  const { rows } = await pool.query<{ max: number; reserved: number }>(
    `SELECT current_setting('max_connections')::int AS max, current_setting('superuser_reserved_connections')::int AS reserved`,
  );
  // pg-pool reads `options.max` whenever it decides whether to open another connection.
  pool.options.max = poolSizeFor(rows[0]!.max, rows[0]!.reserved, isOnThisMachine(url) ? os.availableParallelism() : undefined);
  return pool.options.max;
}

export function createDatabase(url: string): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    // Until `sizePool` has asked the database (at start, before anything else uses the pool).
    max: 4,
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
