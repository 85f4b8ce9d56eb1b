import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntry, LedgerListQuery, PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { ledgerEntries } from '../db/schema.js';

export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt'>;

/** Whose entries: a customer's, an agent's, or (neither) the company's. */
export type LedgerParty = { customerId: number } | { agentId: number } | 'company';

export const partyWhere = (party: LedgerParty): SQL =>
  party === 'company'
    ? and(isNull(ledgerEntries.customerId), isNull(ledgerEntries.agentId))!
    : 'customerId' in party
      ? eq(ledgerEntries.customerId, party.customerId)
      : eq(ledgerEntries.agentId, party.agentId);

export const toLedgerEntry = (row: LedgerRow & { reversedBy: number | null }): LedgerEntry => ({
  id: row.id,
  customerId: row.customerId,
  agentId: row.agentId,
  kind: row.kind,
  amount: row.amount,
  note: row.note,
  reversesId: row.reversesId,
  reversedBy: row.reversedBy,
  drawId: row.drawId,
  createdBy: row.createdByName,
  bySystem: row.createdBy === null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The customers' ledger (docs/domain/settlement.md#the-ledger). Append-only: there is no update or delete here, and the database
 * refuses them anyway. Routes check the customer's scope before they reach it.
 */
export function ledgerRepository(db: Database) {
  // Qualified by hand: inside the subquery a bare `id` would be the reversal's own.
  const reversal = sql<number | null>`(SELECT r.id FROM ledger_entries r WHERE r.reverses_id = ledger_entries.id)`.mapWith((v) => (v === null ? null : Number(v)));
  return {
    /** The sum of a party's entries; with `before`, of those booked before that instant. */
    async balance(party: LedgerParty, tx: Executor = db, before?: Date): Promise<number> {
      const [row] = await tx
        .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
        .from(ledgerEntries)
        .where(and(partyWhere(party), before ? sql`${ledgerEntries.createdAt} < ${before}` : undefined));
      return row?.balance ?? 0;
    },

    async list(party: LedgerParty, query: Omit<LedgerListQuery, 'customerId' | 'agentId'>, tx: Executor = db): Promise<PageOf<LedgerEntry>> {
      const where = and(partyWhere(party), query.kind ? eq(ledgerEntries.kind, query.kind) : undefined);
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
