import { sql, type SQL } from 'drizzle-orm';
import { POPULAR_TOP, type Announcement, type Bilingual, type CategoryStake, type ContentDay, type DayFigures, type PopularSelection, type PopularType } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { ledgerRepository } from './ledger.js';
import { orders } from '../db/schema.js';
import { inScope, type Scope } from './scope.js';

/** The book's days are Asia/Shanghai dates (the markets' zones are all UTC+8). */
const ZONE = 'Asia/Shanghai';
const localDay = (column: SQL) => sql`(${column} AT TIME ZONE ${ZONE})::date`;
const today = sql`(now() AT TIME ZONE ${ZONE})::date`;
/** The instant a local day (a date) starts. */
const startOf = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${ZONE})`;

/** Turnover counts orders taken into the book; an order count leaves out the refused and withdrawn. */
const TURNOVER = sql`orders.status IN ('accepted', 'settled')`;
const COUNTED = sql`orders.status NOT IN ('rejected', 'cancelled')`;

/** The play group of a play code, as `playGroupOf` of the contracts: the code up to its first `_`. */
const groupOf = (play: SQL) => sql`split_part(${play}, '_', 1)`;

/** Which lines a popular tab ranks, given the play column and the draw's game. */
const POPULAR_FILTER: Record<PopularType, (play: SQL) => SQL> = {
  special: (play) => sql`lotteries.game = 'MARK6' AND ${groupOf(play)} = 'TM'`,
  regular: (play) => sql`lotteries.game = 'MARK6' AND ${groupOf(play)} <> 'TM'`,
  pick3: () => sql`lotteries.game = 'PICK3'`,
};

/** How many notices the workplace shows. */
const ANNOUNCEMENTS = 5;

type PopularRow = Omit<PopularSelection, 'rank'>;

/**
 * The workplace's figures (docs/console.md#the-workplace), every one summed in SQL. Reached through `scoped(scope)`:
 * an Admin reads the whole book (the `book` table for the open draws), a User its agent subtree's orders
 * (their accepted lines for the open draws); a User without an agent reads zeros.
 */
export function dashboardRepository(db: Database) {
  return {
    scoped(scope: Scope) {
      const visible = inScope(scope, orders.agentId);
      const nobody = scope.kind === 'agent' && scope.agentId === null;

      /** Stake and lines of the open draws per (draw, play, selection): the book, or the subtree's accepted lines. */
      const openBook = (extra: (play: SQL) => SQL) =>
        scope.kind === 'all'
          ? sql`SELECT book.draw_id, book.play, book.selection, book.stake::bigint AS stake, book.lines::bigint AS lines
                FROM book JOIN draws ON draws.id = book.draw_id JOIN lotteries ON lotteries.code = draws.lottery
                WHERE draws.status = 'open' AND book.stake > 0 AND ${extra(sql`book.play`)}`
          : sql`SELECT order_lines.draw_id, order_lines.play, order_lines.selection, sum(order_lines.amount)::bigint AS stake, count(*) AS lines
                FROM orders JOIN order_lines ON order_lines.order_id = orders.id
                JOIN draws ON draws.id = orders.draw_id JOIN lotteries ON lotteries.code = draws.lottery
                WHERE draws.status = 'open' AND orders.status = 'accepted' AND ${visible} AND ${extra(sql`order_lines.play`)}
                GROUP BY 1, 2, 3`;

      return {
        /** The ledger's net position: the company's (no customer, no agent) for an Admin, the User's agent's. */
        async balance(tx: Executor = db): Promise<number> {
          if (nobody) return 0;
          return ledgerRepository(db).balance(scope.kind === 'all' ? 'company' : { agentId: scope.agentId! }, tx);
        },

        /** Orders awaiting confirmation, series awaiting renewal, and today's and yesterday's turnover and orders. */
        async orderFigures(tx: Executor = db): Promise<{ pendingOrders: number; renewalOrders: number; today: DayFigures; yesterday: DayFigures }> {
          const day = localDay(sql`orders.created_at`);
          const [{ rows: waiting }, { rows: days }] = await Promise.all([
            tx.execute<{ pending: number; renewal: number }>(sql`
              SELECT count(*) FILTER (WHERE orders.status = 'pending') AS pending, count(*) FILTER (WHERE orders.renewal = 'pending') AS renewal
              FROM orders WHERE (orders.status = 'pending' OR orders.renewal = 'pending') AND ${visible}`),
            tx.execute<{ today: boolean; turnover: number; orders: number }>(sql`
              SELECT ${day} = ${today} AS today,
                     coalesce(sum(orders.stake) FILTER (WHERE ${TURNOVER}), 0)::bigint AS turnover,
                     count(*) FILTER (WHERE ${COUNTED}) AS orders
              FROM orders WHERE orders.created_at >= ${startOf(sql`${today} - 1`)} AND ${visible}
              GROUP BY 1`),
          ]);
          const figures = (isToday: boolean): DayFigures => {
            const row = days.find((d) => d.today === isToday);
            return { turnover: row?.turnover ?? 0, orders: row?.orders ?? 0 };
          };
          return { pendingOrders: waiting[0]?.pending ?? 0, renewalOrders: waiting[0]?.renewal ?? 0, today: figures(true), yesterday: figures(false) };
        },

        /** Stake on the open draws per play group, largest first. */
        async categories(tx: Executor = db): Promise<CategoryStake[]> {
          if (nobody) return [];
          const { rows } = await tx.execute<CategoryStake>(sql`
            SELECT ${groupOf(sql`open_book.play`)} AS "group", sum(open_book.stake)::bigint AS stake
            FROM (${openBook(() => sql`true`)}) AS open_book
            GROUP BY 1 HAVING sum(open_book.stake) > 0 ORDER BY stake DESC, "group"`);
          return rows;
        },

        /** The most staked selections of the open draws of one tab, ties broken by lines, then draw, play, selection. */
        async popular(type: PopularType, tx: Executor = db): Promise<PopularSelection[]> {
          if (nobody) return [];
          const { rows } = await tx.execute<PopularRow>(sql`
            SELECT draws.lottery, draws.issue, open_book.draw_id AS "drawId", open_book.play, open_book.selection, open_book.stake, open_book.lines
            FROM (${openBook(POPULAR_FILTER[type])}) AS open_book JOIN draws ON draws.id = open_book.draw_id
            ORDER BY open_book.stake DESC, open_book.lines DESC, open_book.draw_id, open_book.play, open_book.selection
            LIMIT ${POPULAR_TOP}`);
          return rows.map((row, index) => ({ rank: index + 1, ...row }));
        },

        /**
         * The last `days` days, oldest first, each present (zero when nothing happened): the day's turnover,
         * and the book's result of the draws settled that day (minus what their settled lines paid the customers, net).
         */
        async contentData(days: number, tx: Executor = db): Promise<ContentDay[]> {
          const first = sql`(${today} - ${days - 1}::int)`;
          const { rows } = await tx.execute<ContentDay>(sql`
            WITH turnover AS (
              SELECT ${localDay(sql`orders.created_at`)} AS day, sum(orders.stake) AS turnover
              FROM orders WHERE orders.created_at >= ${startOf(first)} AND ${TURNOVER} AND ${visible}
              GROUP BY 1
            ), result AS (
              SELECT ${localDay(sql`draws.settled_at`)} AS day, -sum(settled_lines.net) AS result
              FROM draws JOIN settled_lines ON settled_lines.draw_id = draws.id AND settled_lines.result_version = draws.settled_version
              JOIN order_lines ON order_lines.id = settled_lines.line_id JOIN orders ON orders.id = order_lines.order_id
              WHERE draws.settled_at >= ${startOf(first)} AND ${visible}
              GROUP BY 1
            )
            SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(turnover.turnover, 0)::bigint AS turnover, coalesce(result.result, 0)::bigint AS result
            FROM generate_series(${first}::timestamp, ${today}::timestamp, interval '1 day') AS days(day)
            LEFT JOIN turnover ON turnover.day = days.day::date LEFT JOIN result ON result.day = days.day::date
            ORDER BY days.day`);
          return rows;
        },
      };
    },

    /** The caller's latest notices (its own message box). */
    async announcements(userId: number, tx: Executor = db): Promise<Announcement[]> {
      const { rows } = await tx.execute<{ id: number; title: Bilingual; content: Bilingual; createdAt: Date }>(sql`
        SELECT id, title, content, created_at AS "createdAt" FROM messages
        WHERE user_id = ${userId} AND type = 'notice' ORDER BY id DESC LIMIT ${ANNOUNCEMENTS}`);
      return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
