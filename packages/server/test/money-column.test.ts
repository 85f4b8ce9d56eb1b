import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import { money } from '../src/db/columns.js';
import { startServer, type TestServer } from './server.js';

/** A scratch table with a money column, to prove the bigint <-> safe integer mapping against PostgreSQL. */
const amounts = pgTable('test_amounts', { id: serial('id').primaryKey(), amount: money('amount').notNull() });

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await server.sql.query('CREATE TABLE test_amounts (id serial PRIMARY KEY, amount bigint NOT NULL)');
});
afterAll(() => server.close());

describe('money columns (bigint fen)', () => {
  it.each([0, 1, -1, 123_450, -987_654_321_012, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])('%d fen round-trips exactly', async (fen) => {
    const [row] = await server.app.db.insert(amounts).values({ amount: fen }).returning();
    expect(row!.amount).toBe(fen);
    const [read] = await server.app.db.select().from(amounts).where(eq(amounts.id, row!.id));
    expect(read!.amount).toBe(fen);
    expect(typeof read!.amount).toBe('number');
  });

  it('refuses to write a value that is not a safe integer', async () => {
    await expect(server.app.db.insert(amounts).values({ amount: 0.5 })).rejects.toThrow(/safe integer/);
    await expect(server.app.db.insert(amounts).values({ amount: 2 ** 53 })).rejects.toThrow(/safe integer/);
  });

  it('fails loudly instead of losing fen when the database holds more than a safe integer', async () => {
    await server.sql.query('INSERT INTO test_amounts (amount) VALUES (9007199254740993)');
    const error = await server.app.db.select().from(amounts).catch((e: unknown) => e);
    expect((error as Error & { cause?: Error }).cause).toBeInstanceOf(RangeError);
    expect(String((error as Error & { cause?: Error }).cause)).toMatch(/does not fit a safe integer/);
  });
});
