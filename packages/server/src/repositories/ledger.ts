import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LedgerEntry, LedgerListQuery, PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { ledgerEntries } from '../db/schema.js';

export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt'>;

export const toLedgerEntry = (row: LedgerRow & { reversedBy: number | null }): LedgerEntry => ({
  id: row.id,
  customerId: row.customerId,
  kind: row.kind,
  amount: row.amount,
  note: row.note,
  reversesId: row.reversesId,
  reversedBy: row.reversedBy,
  drawId: row.drawId,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The customers' ledger (DOMAIN.md §8). Append-only: there is no update or delete here, and the database
 * refuses them anyway. Routes check the customer's scope before they reach it.
 */
export function ledgerRepository(db: Database) {
  // Qualified by hand: inside the subquery a bare `id` would be the reversal's own.
  const reversal = sql<number | null>`(SELECT r.id FROM ledger_entries r WHERE r.reverses_id = ledger_entries.id)`.mapWith((v) => (v === null ? null : Number(v)));
  return {
    async balance(customerId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.customerId, customerId));
      return row?.balance ?? 0;
    },

    async list(query: LedgerListQuery, tx: Executor = db): Promise<PageOf<LedgerEntry>> {
      const where = and(eq(ledgerEntries.customerId, query.customerId), query.kind ? eq(ledgerEntries.kind, query.kind) : undefined);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ entry: ledgerEntries, reversedBy: reversal })
          .from(ledgerEntries)
          .where(where)
          .orderBy(query.order === 'asc' ? ledgerEntries.id : desc(ledgerEntries.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(ledgerEntries).where(where),
      ]);
      return { list: rows.map((r) => toLedgerEntry({ ...r.entry, reversedBy: r.reversedBy })), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    async findById(id: number, tx: Executor = db) {
      const [row] = await tx.select({ entry: ledgerEntries, reversedBy: reversal }).from(ledgerEntries).where(eq(ledgerEntries.id, id));
      return row ? { ...row.entry, reversedBy: row.reversedBy } : null;
    },

    async byRequest(createdBy: number, requestId: string, tx: Executor = db) {
      const [row] = await tx.select().from(ledgerEntries).where(and(eq(ledgerEntries.createdBy, createdBy), eq(ledgerEntries.requestId, requestId)));
      return row ?? null;
    },

    async add(entry: NewLedgerEntry, tx: Executor): Promise<LedgerRow> {
      const [row] = await tx.insert(ledgerEntries).values(entry).returning();
      return row!;
    },
  };
}
export type LedgerRepository = ReturnType<typeof ledgerRepository>;
