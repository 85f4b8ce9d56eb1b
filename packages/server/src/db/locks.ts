import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * Every advisory lock the server takes, by name, so no two uses can share a key by accident.
 * PostgreSQL keeps one-key (bigint) and two-key (int, int) locks apart: the two-key ones are a
 * class and the id of what is locked within it.
 */
const ONE_KEY = {
  /** Instances starting together take turns applying migrations. */
  migrations: 7_220_001,
  /** Two instances starting on an empty database must not both create the first Admin. */
  firstAdmin: 7_220_002,
  /** …nor both seed the demo book. */
  demoBook: 7_220_003,
} as const;

const TWO_KEY = {
  /** One publisher per user at a time, so that user's event ids follow commit order. */
  userEvents: 7_220_003,
  /** One code request per phone number at a time (the id is the number's hash). */
  phoneCodes: 7_220_004,
  /** Lay-offs of one draw are saved one at a time: an owner's total on the draw is counted, then added to. */
  drawLayoffs: 7_220_005,
} as const;

export const MIGRATION_LOCK = ONE_KEY.migrations;

/** Takes a one-key lock until the transaction `tx` ends (waiting for it while another holds it). */
export async function lockForTransaction(tx: Executor, name: Exclude<keyof typeof ONE_KEY, 'migrations'>): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ONE_KEY[name]})`);
}

/** The statement that takes the lock of one thing of a class until the transaction ends: for a repository that takes it inside a statement of its own. */
export const oneLockStatement = (name: keyof typeof TWO_KEY, id: number | SQL): SQL => sql`SELECT pg_advisory_xact_lock(${TWO_KEY[name]}, ${id})`;

/** Takes the lock of one thing of a class (a user id, a hashed text) until the transaction `tx` ends. */
export async function lockOneForTransaction(tx: Executor, name: keyof typeof TWO_KEY, id: number | SQL): Promise<void> {
  await tx.execute(oneLockStatement(name, id));
}

/** The int key of a text (a phone number) for a two-key lock. */
export const textKey = (text: string): SQL => sql`hashtext(${text})`;
