import { asc, eq, sql } from 'drizzle-orm';
import type { Market, MarketSave } from '@drawdesk/contracts';
import type { ZodiacYear } from '@drawdesk/lottery';
import type { Database, Executor } from '../db/client.js';
import { lotteries, zodiacYears } from '../db/schema.js';

export type LotteryRow = typeof lotteries.$inferSelect;

export const toMarket = (row: LotteryRow): Market => ({
  code: row.code as Market['code'],
  names: { 'zh-CN': row.nameZh, 'en-US': row.nameEn },
  game: row.game,
  calendar: { drawDays: row.drawDays, drawTime: row.drawTime, closeMinutes: row.closeMinutes, timeZone: row.timeZone as Market['calendar']['timeZone'] },
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** The three markets DrawDesk ships (docs/domain/draws.md#lotteries-markets); written once, then the Admin's calendars rule. */
export const SHIPPED_LOTTERIES: (typeof lotteries.$inferInsert)[] = [
  { code: 'HK6', nameZh: '香港六合彩', nameEn: 'Hong Kong Mark Six', game: 'MARK6', drawDays: [2, 4, 6], drawTime: '21:30', closeMinutes: 15, timeZone: 'Asia/Hong_Kong' },
  { code: 'MO6', nameZh: '澳门六合彩', nameEn: 'Macau Mark Six', game: 'MARK6', drawDays: [1, 2, 3, 4, 5, 6, 7], drawTime: '21:30', closeMinutes: 5, timeZone: 'Asia/Macau' },
  { code: 'P3', nameZh: '排列三', nameEn: 'Pick-3', game: 'PICK3', drawDays: [1, 2, 3, 4, 5, 6, 7], drawTime: '21:15', closeMinutes: 15, timeZone: 'Asia/Shanghai' },
];

/** Markets with their calendars, and the lunar-year table the zodiac maps come from. */
export function lotteryRepository(db: Database) {
  return {
    /** Writes the shipped markets and lunar years that are missing; an Admin's edits are kept. */
    async seed(defaultYears: readonly ZodiacYear[], tx: Executor = db) {
      await tx.insert(lotteries).values(SHIPPED_LOTTERIES).onConflictDoNothing();
      await tx
        .insert(zodiacYears)
        .values(defaultYears.map((y) => ({ year: y.year, start: y.start, animal: y.animal })))
        .onConflictDoNothing();
    },

    async list(tx: Executor = db) {
      return tx.select().from(lotteries).orderBy(asc(lotteries.code));
    },

    async find(code: string, tx: Executor = db, lock = false) {
      const query = tx.select().from(lotteries).where(eq(lotteries.code, code));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Applies a calendar at the version the caller read; null when someone else changed it first. */
    async saveCalendar(save: MarketSave, tx: Executor = db) {
      const [row] = await tx
        .update(lotteries)
        .set({
          drawDays: [...save.drawDays].sort((a, b) => a - b),
          drawTime: save.drawTime,
          closeMinutes: save.closeMinutes,
          timeZone: save.timeZone,
          active: save.active,
          updatedAt: sql`now()`,
          version: sql`${lotteries.version} + 1`,
        })
        .where(sql`${lotteries.code} = ${save.code} AND ${lotteries.version} = ${save.version}`)
        .returning();
      return row ?? null;
    },

    async zodiacYears(tx: Executor = db): Promise<ZodiacYear[]> {
      const rows = await tx.select().from(zodiacYears).orderBy(asc(zodiacYears.year));
      return rows.map((row) => ({ year: row.year, start: row.start, animal: row.animal as ZodiacYear['animal'] }));
    },

    async upsertZodiacYear(year: ZodiacYear, tx: Executor = db) {
      await tx
        .insert(zodiacYears)
        .values({ year: year.year, start: year.start, animal: year.animal })
        .onConflictDoUpdate({ target: zodiacYears.year, set: { start: year.start, animal: year.animal, updatedAt: sql`now()` } });
    },
  };
}
export type LotteryRepository = ReturnType<typeof lotteryRepository>;
