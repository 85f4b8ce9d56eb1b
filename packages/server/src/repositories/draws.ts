import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { DRAW_STAGES, type Draw, type DrawListQuery, type DrawStatus, type ExportOf, type LotteryCode, type PageOf, type ZodiacSnapshot } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { violatedUnique } from '../db/driver-errors.js';
import { draws, lotteries, users } from '../db/schema.js';
import { conflict } from '../lib/errors.js';
import { instantOf } from '../lib/instant.js';

export type DrawRow = typeof draws.$inferSelect & { game: 'MARK6' | 'PICK3' };
export type NewDraw = { lottery: LotteryCode; issue: string; opensAt: Date; closesAt: Date; drawAt: Date; source: 'calendar' | 'manual' };

export const toDraw = (row: DrawRow): Draw => ({
  id: row.id,
  lottery: row.lottery as LotteryCode,
  game: row.game,
  issue: row.issue,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  drawAt: row.drawAt.toISOString(),
  status: row.status,
  result: row.numbers ? { numbers: row.numbers, special: row.special } : null,
  zodiac: row.zodiac,
  voidReason: row.voidReason,
  source: row.source,
  resultAt: row.resultAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const SORT_COLUMNS = { id: draws.id, issue: draws.issue, drawAt: draws.drawAt, closesAt: draws.closesAt } as const;
const live = isNull(draws.removedAt);

/** Live draws by lottery, status, stage and draw time (from <= drawAt < to): one definition for the page and the export. */
function filtered(query: ExportOf<DrawListQuery>) {
  const filters: (SQL | undefined)[] = [live];
  if (query.lottery) filters.push(eq(draws.lottery, query.lottery));
  if (query.status) filters.push(eq(draws.status, query.status));
  if (query.stage) filters.push(inArray(draws.status, [...DRAW_STAGES[query.stage]]));
  if (query.from) filters.push(gte(draws.drawAt, instantOf('/from', query.from)));
  if (query.to) filters.push(lt(draws.drawAt, instantOf('/to', query.to)));
  return and(...filters);
}

/** Latest draw time first unless asked. */
const ordered = (query: ExportOf<DrawListQuery>) => {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[query.sort ?? 'drawAt']), direction(draws.id)];
};

/** Issue and draw time are unique per lottery among live draws. */
async function uniqueSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedUnique(error);
    if (constraint === 'draws_lottery_issue_live') throw conflict('draw.issueTaken');
    if (constraint === 'draws_lottery_draw_at_live') throw conflict('draw.timeTaken');
    throw error;
  }
}

export function drawRepository(db: Database) {
  const select = (tx: Executor) =>
    tx
      .select({ ...getTableColumns(draws), game: lotteries.game })
      .from(draws)
      .innerJoin(lotteries, eq(lotteries.code, draws.lottery));

  return {
    /**
     * A live draw; `lock` holds it for the transaction: every status change locks it for update, an order
     * being taken shares it (so a close waits for the orders in flight, and orders after it see it closed).
     */
    async findById(id: number, tx: Executor = db, lock: boolean | 'share' = false): Promise<DrawRow | null> {
      const query = select(tx).where(and(eq(draws.id, id), live));
      const [row] = lock ? await query.for(lock === 'share' ? 'share' : 'update', { of: draws }) : await query;
      return row ?? null;
    },

    async list(query: DrawListQuery, tx: Executor = db): Promise<PageOf<Draw>> {
      const where = filtered(query);
      const [rows, [total]] = await Promise.all([
        select(tx)
          .where(where)
          .orderBy(...ordered(query))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(draws).where(where),
      ]);
      return { list: rows.map(toDraw), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Every draw the list would page through, in its order, unpaged: for a cursor (src/export). */
    exportQuery(query: ExportOf<DrawListQuery>, tx: Executor = db) {
      return tx.select().from(draws).where(filtered(query)).orderBy(...ordered(query));
    },

    /** Open draws, soonest to close first: what orders can be taken on now. */
    async current(lottery: LotteryCode | undefined, tx: Executor = db): Promise<Draw[]> {
      const rows = await select(tx)
        .where(and(live, eq(draws.status, 'open'), lottery ? eq(draws.lottery, lottery) : undefined))
        .orderBy(asc(draws.closesAt), asc(draws.id))
        .limit(100);
      return rows.map(toDraw);
    },

    /** A market's open draw closing first: where its orders go now; null when it has none. */
    async openOf(lottery: LotteryCode, tx: Executor = db): Promise<DrawRow | null> {
      const [row] = await select(tx)
        .where(and(live, eq(draws.status, 'open'), eq(draws.lottery, lottery)))
        .orderBy(asc(draws.closesAt), asc(draws.id))
        .limit(1);
      return row ?? null;
    },

    async insert(values: NewDraw, tx: Executor): Promise<number> {
      const [row] = await uniqueSlot(() => tx.insert(draws).values({ ...values, status: 'scheduled' }).returning({ id: draws.id }));
      return row!.id;
    },

    /** Changes a draw the caller holds locked; bumps its version. */
    async update(id: number, values: PgUpdateSetSource<typeof draws>, tx: Executor) {
      await uniqueSlot(() =>
        tx
          .update(draws)
          .set({ ...values, updatedAt: sql`now()`, version: sql`${draws.version} + 1` })
          .where(eq(draws.id, id)),
      );
    },

    async setStatus(id: number, status: DrawStatus, tx: Executor, extra: PgUpdateSetSource<typeof draws> = {}) {
      await this.update(id, { ...extra, status }, tx);
    },

    /** A drawn draw's result `version` settled now: the draw becomes settled. */
    async markSettled(id: number, version: number, tx: Executor) {
      await this.update(id, { status: 'settled', settledAt: sql`now()`, settledVersion: version }, tx);
    },

    /** A void draw's refund (settled as `version`) booked now: the draw stays void. */
    async markRefunded(id: number, version: number, tx: Executor) {
      await this.update(id, { settledAt: sql`now()`, settledVersion: version }, tx);
    },

    async saveResult(id: number, numbers: number[], special: number | null, zodiac: ZodiacSnapshot | null, tx: Executor) {
      await this.update(id, { numbers, special, zodiac, status: 'drawn', resultAt: sql`now()`, resultVersion: sql`${draws.resultVersion} + 1` }, tx);
    },

    /** Marks the draw removed: it leaves every list; its issue and time become free again. */
    async remove(id: number, tx: Executor) {
      await this.update(id, { removedAt: sql`now()` }, tx);
    },

    /** Draw times (live or removed) a lottery has in [from, to]: the calendar never recreates a draw an Admin removed. */
    async drawTimes(lottery: string, from: Date, to: Date, tx: Executor = db): Promise<Set<number>> {
      const rows = await tx
        .select({ drawAt: draws.drawAt })
        .from(draws)
        .where(and(eq(draws.lottery, lottery), gte(draws.drawAt, from), sql`${draws.drawAt} <= ${to}`));
      return new Set(rows.map((r) => r.drawAt.getTime()));
    },

    /** The highest sequence among the lottery's issues of a year (`2026128` -> 128), 0 when none. */
    async lastSequence(lottery: string, year: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number | null>`max(substring(${draws.issue} from 5)::int)` })
        .from(draws)
        .where(and(eq(draws.lottery, lottery), sql`${draws.issue} ~ ${`^${year}[0-9]{3,6}$`}`));
      return row?.n ?? 0;
    },

    /** Calendar draws of a lottery not yet open, with their ids: what a new calendar replaces. */
    async unopenedCalendarDraws(lottery: string, tx: Executor) {
      return tx
        .select({ id: draws.id })
        .from(draws)
        .where(and(eq(draws.lottery, lottery), eq(draws.status, 'scheduled'), eq(draws.source, 'calendar'), live, sql`${draws.opensAt} > now()`))
        .for('update');
    },

    /** Deletes draws that never opened and that a new calendar replaces (nothing refers to them yet). */
    async deleteUnopened(ids: number[], tx: Executor) {
      if (ids.length === 0) return;
      await tx.delete(draws).where(and(sql`${draws.id} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, eq(draws.status, 'scheduled')));
    },

    /** Live settled draws drawn since `since`, oldest first: the demo book's history, which it gives orders. */
    async settledSince(since: Date, tx: Executor): Promise<DrawRow[]> {
      return select(tx)
        .where(and(live, eq(draws.status, 'settled'), gte(draws.drawAt, since)))
        .orderBy(asc(draws.drawAt));
    },

    /** Puts a settled draw's settlement time `minutes` after its draw time (the demo's history, settled now). */
    async settledAfterDraw(id: number, minutes: number, tx: Executor) {
      await tx
        .update(draws)
        .set({ settledAt: sql`${draws.drawAt} + make_interval(mins => ${minutes})` })
        .where(eq(draws.id, id));
    },

    /** The active Admins: who hears that a draw awaits its result. */
    async activeAdmins(tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.status, 'active'), isNull(users.removedAt)));
      return rows.map((r) => r.id);
    },
  };
}
export type DrawRepository = ReturnType<typeof drawRepository>;
