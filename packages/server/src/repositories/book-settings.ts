import { asc, eq, sql } from 'drizzle-orm';
import type { BookSettings, BookSettingsSave } from '@drawdesk/contracts';
import type { BookSettings as ParserSettings } from '@drawdesk/lottery';
import type { Database, Executor } from '../db/client.js';
import { bookSettings } from '../db/schema.js';

type Row = typeof bookSettings.$inferSelect;

export const toBookSettings = (row: Row): BookSettings => ({
  bareZodiac: row.bareZodiac as BookSettings['bareZodiac'],
  bareGroup: row.bareGroup as BookSettings['bareGroup'],
  listAmount: row.listAmount as BookSettings['listAmount'],
  duplicates: row.duplicates as BookSettings['duplicates'],
  dashRange: row.dashRange as BookSettings['dashRange'],
  compound: row.compound as BookSettings['compound'],
  confirmUserOrders: row.confirmUserOrders,
  orderPayoutCap: row.orderPayoutCap,
  selectionPayoutCap: row.selectionPayoutCap,
  groupLeads: row.groupLeads,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** What the parser reads of them. */
export const parserSettings = (settings: BookSettings): ParserSettings => ({
  bareZodiac: settings.bareZodiac,
  bareGroup: settings.bareGroup,
  listAmount: settings.listAmount,
  duplicates: settings.duplicates,
  dashRange: settings.dashRange,
  compound: settings.compound,
});

/** The book settings: one row, written by the migration; saves carry the version they read. */
export function bookSettingsRepository(db: Database) {
  return {
    async read(tx: Executor = db): Promise<BookSettings> {
      const [row] = await tx.select().from(bookSettings).orderBy(asc(bookSettings.id)).limit(1);
      return toBookSettings(row!);
    },

    async save(change: BookSettingsSave, tx: Executor): Promise<BookSettings | null> {
      const { version, ...given } = change;
      // The risk desk's fields left out of a save are kept (the readings page does not send them).
      const fields = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
      const [row] = await tx
        .update(bookSettings)
        .set({ ...fields, updatedAt: sql`now()`, version: sql`${bookSettings.version} + 1` })
        .where(eq(bookSettings.version, version))
        .returning();
      return row ? toBookSettings(row) : null;
    },
  };
}
