import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';

/** The server's own state in the database: its clock, whether it answers, the secrets it makes for itself. */
export function systemRepository(db: Database) {
  return {
    /** The database's clock: jobs are due by it, so what they compare is read from it too. */
    async now(tx: Executor = db): Promise<Date> {
      const { rows } = await tx.execute<{ now: Date | string }>(sql`SELECT now() AS now`);
      return new Date(rows[0]!.now);
    },

    /** Whether the database answers a query (the health check); false instead of throwing. */
    async reachable(): Promise<boolean> {
      return db.execute(sql`SELECT 1`).then(
        () => true,
        () => false,
      );
    },

    /**
     * The secret kept under `name`, made by `make` the first time it is asked for. Instances starting together
     * all read the one that was stored first.
     */
    async secret(name: string, make: () => string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing({ target: serverSecrets.name });
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
      return row!.value;
    },
  };
}
