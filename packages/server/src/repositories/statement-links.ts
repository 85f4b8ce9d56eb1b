import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { draws, statementLinks } from '../db/schema.js';

export type StatementLinkRow = typeof statementLinks.$inferSelect & { lottery: string; issue: string };

const withDraw = (tx: Executor) =>
  tx
    .select({ ...getTableColumns(statementLinks), lottery: draws.lottery, issue: draws.issue })
    .from(statementLinks)
    .innerJoin(draws, eq(draws.id, statementLinks.drawId));

/** Shared statement links (`/report?token=`): created, listed on their customer, revoked; never deleted. */
export function statementLinkRepository(db: Database) {
  return {
    async create(values: { customerId: number; drawId: number; expiresAt: Date; createdBy: number; createdByName: string }, tx: Executor): Promise<number> {
      const [row] = await tx.insert(statementLinks).values(values).returning({ id: statementLinks.id });
      return row!.id;
    },

    async findById(id: number, tx: Executor = db): Promise<StatementLinkRow | null> {
      const [row] = await withDraw(tx).where(eq(statementLinks.id, id));
      return row ?? null;
    },

    /** A link that still opens: not revoked and not expired (by the database's clock). */
    async findOpen(id: number, tx: Executor = db): Promise<StatementLinkRow | null> {
      const [row] = await withDraw(tx).where(and(eq(statementLinks.id, id), isNull(statementLinks.revokedAt), sql`${statementLinks.expiresAt} > now()`));
      return row ?? null;
    },

    async list(customerId: number, page: { page: number; pageSize: number }, tx: Executor = db): Promise<PageOf<StatementLinkRow>> {
      const where = eq(statementLinks.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        withDraw(tx).where(where).orderBy(desc(statementLinks.id)).limit(page.pageSize).offset((page.page - 1) * page.pageSize),
        tx.select({ n: count() }).from(statementLinks).where(where),
      ]);
      return { list: rows, total: total?.n ?? 0, page: page.page, pageSize: page.pageSize };
    },

    /** Revokes once: the first revocation's time stays. */
    async revoke(id: number, tx: Executor) {
      await tx.update(statementLinks).set({ revokedAt: sql`coalesce(${statementLinks.revokedAt}, now())` }).where(eq(statementLinks.id, id));
    },
  };
}
