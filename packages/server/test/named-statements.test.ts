import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executeShaped, SHAPES_MAX, shapesNamed } from '../src/db/named.js';
import type { Transaction } from '../src/db/client.js';
import { startServer, type TestServer } from './server.js';

/**
 * The order save's statements are prepared once per connection (src/db/named.ts): named by their text's shape,
 * with a bound on how many shapes get a name. Read from PostgreSQL's own list of the connection's statements.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const prepared = async (tx: Transaction) => (await tx.execute<{ name: string }>(sql`SELECT name FROM pg_prepared_statements`)).rows.map((row) => row.name);

describe('named statements', () => {
  it('prepares a shape once per connection and runs it again with other parameters', async () => {
    await server.app.db.transaction(async (tx) => {
      expect(await executeShaped<{ n: number }>(tx, 'test_sum', sql`SELECT ${2}::int + ${3}::int AS n`)).toEqual([{ n: 5 }]);
      expect(await executeShaped<{ n: number }>(tx, 'test_sum', sql`SELECT ${4}::int + ${5}::int AS n`)).toEqual([{ n: 9 }]);
      expect((await prepared(tx)).filter((name) => name.startsWith('test_sum_'))).toHaveLength(1);
    });
  });

  it(`names at most ${SHAPES_MAX} shapes; a text past them still runs, unnamed`, async () => {
    await server.app.db.transaction(async (tx) => {
      // The shapes named so far in this process (other test files' order saves may share it) count against the bound.
      const left = SHAPES_MAX - shapesNamed();
      expect(left).toBeGreaterThan(0);
      // Distinct texts (a column name that differs), as a statement built with a value in its text by mistake would be.
      for (let shape = 0; shape <= left; shape++) {
        expect(await executeShaped(tx, 'test_shape', sql.raw(`SELECT ${shape} AS c${shape}`))).toEqual([{ [`c${shape}`]: shape }]);
      }
      expect(shapesNamed()).toBe(SHAPES_MAX);
      // The last text ran all the same, unnamed.
      expect((await prepared(tx)).filter((name) => name.startsWith('test_shape_'))).toHaveLength(left);
    });
  });
});
