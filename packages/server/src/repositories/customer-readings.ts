import { and, asc, eq } from 'drizzle-orm';
import type { CustomerReading, CustomerReadingSave, Readings, ReadingSetting } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { customerReadings } from '../db/schema.js';
import type { Actor } from './audit.js';

type Row = typeof customerReadings.$inferSelect;

const toReading = (row: Row): CustomerReading => ({
  customerId: row.customerId,
  setting: row.setting as ReadingSetting,
  value: row.value,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A customer's own reading habits, one value per setting. The routes reach a customer through its scope
 * first (`customers.scoped(...).findById`), so these queries take a customer already in the caller's scope.
 */
export function customerReadingRepository(db: Database) {
  return {
    async list(customerId: number, tx: Executor = db): Promise<CustomerReading[]> {
      const rows = await tx.select().from(customerReadings).where(eq(customerReadings.customerId, customerId)).orderBy(asc(customerReadings.setting));
      return rows.map(toReading);
    },

    /** The habits as parser settings (over the book's). */
    async settings(customerId: number, tx: Executor = db): Promise<Partial<Readings>> {
      const rows = await tx.select().from(customerReadings).where(eq(customerReadings.customerId, customerId));
      return Object.fromEntries(rows.map((row) => [row.setting, row.value])) as Partial<Readings>;
    },

    /** Stores one habit (replacing the customer's value of that setting): the row before and after. */
    async save(change: CustomerReadingSave, actor: Actor, tx: Executor): Promise<{ before: CustomerReading | null; after: CustomerReading }> {
      const where = and(eq(customerReadings.customerId, change.customerId), eq(customerReadings.setting, change.setting));
      const [old] = await tx.select().from(customerReadings).where(where).for('update');
      const values = { customerId: change.customerId, setting: change.setting, value: change.value, createdBy: actor.id, createdByName: actor.name };
      const [row] = await tx
        .insert(customerReadings)
        .values(values)
        .onConflictDoUpdate({ target: [customerReadings.customerId, customerReadings.setting], set: { value: change.value, createdBy: actor.id, createdByName: actor.name, createdAt: new Date() } })
        .returning();
      return { before: old ? toReading(old) : null, after: toReading(row!) };
    },

    /** Removes one habit: the row removed, or null when there was none. */
    async remove(customerId: number, setting: ReadingSetting, tx: Executor): Promise<CustomerReading | null> {
      const [row] = await tx
        .delete(customerReadings)
        .where(and(eq(customerReadings.customerId, customerId), eq(customerReadings.setting, setting)))
        .returning();
      return row ? toReading(row) : null;
    },
  };
}
