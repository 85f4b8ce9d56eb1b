import { sql, type SQL } from 'drizzle-orm';
import { BOOK_CHART_RULES, type BookChartsQuery, type BookDay, type HourStake, type TopParty } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { orders } from '../db/schema.js';
import { inScope, subtreeIds, type Scope } from './scope.js';

/** The book's days are Asia/Shanghai dates (the markets' zones are all UTC+8). */
const ZONE = 'Asia/Shanghai';
const startOf = (date: string) => sql`(${date}::date::timestamp AT TIME ZONE ${ZONE})`;

/** Stake of the terms a group's lines were taken at, and what the settled ones did (fen). */
export type TermsRow = { group: string; play: string; odds1: number; odds2: number | null; rebateBp: number; stake: number; settledStake: number; net: number };

/**
 * The book's charts (the data visualization page), every figure summed in SQL over the orders taken into the
 * book (accepted or settled) of the draws whose local date is in the period, in the caller's scope and, when
 * asked, one agent's subtree within it. The members' net is read on the version each draw stands settled on.
 */
export function bookChartsRepository(db: Database) {
  return {
    scoped(scope: Scope, query: BookChartsQuery) {
      const where: SQL = sql`${inScope(scope, orders.agentId)}
        AND orders.status IN ('accepted', 'settled')
        AND draws.draw_at >= ${startOf(query.from)} AND draws.draw_at < ${startOf(query.to)} + interval '1 day'
        ${query.lottery ? sql`AND draws.lottery = ${query.lottery}` : sql``}
        ${query.agentId ? sql`AND orders.agent_id IN ${subtreeIds(query.agentId)}` : sql``}`;
      /**
       * The orders in view with their draw and their members' net on its settled version, summed once per order
       * of the period's settled draws (a subquery per order read the derived line results again for each one:
       * over a minute on the demo book).
       */
      const settledInPeriod = sql`(SELECT settled_lines.* FROM draws settled_draw
          JOIN settled_lines ON settled_lines.draw_id = settled_draw.id AND settled_lines.result_version = settled_draw.settled_version
          WHERE settled_draw.draw_at >= ${startOf(query.from)} AND settled_draw.draw_at < ${startOf(query.to)} + interval '1 day')`;
      const taken = sql`orders JOIN draws ON draws.id = orders.draw_id LEFT JOIN (
          SELECT order_lines.order_id, sum(settled.net) AS net FROM ${settledInPeriod} settled JOIN order_lines ON order_lines.id = settled.line_id
          GROUP BY order_lines.order_id) order_net ON order_net.order_id = orders.id`;
      /** Each order's members' net (0 until settled). */
      const netOf = sql`coalesce(order_net.net, 0)`;

      /** The top parties by turnover, given the order's column that names them and their table. */
      const top = async (column: SQL, table: SQL, tx: Executor): Promise<TopParty[]> => {
        const { rows } = await tx.execute<TopParty>(sql`
          WITH per AS (
            SELECT ${column} AS id, sum(orders.stake)::bigint AS turnover, sum(${netOf})::bigint AS "memberNet"
            FROM ${taken} WHERE ${where} GROUP BY 1 ORDER BY turnover DESC, 1 LIMIT ${BOOK_CHART_RULES.top}
          )
          SELECT per.id, party.code, party.name, per.turnover, per."memberNet" FROM per JOIN ${table} AS party ON party.id = per.id
          ORDER BY per.turnover DESC, per.id`);
        return rows;
      };

      return {
        /** Per date and lottery: turnover, and the members' net of the settled draws. */
        async days(tx: Executor = db): Promise<BookDay[]> {
          const { rows } = await tx.execute<BookDay>(sql`
            SELECT to_char((draws.draw_at AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD') AS date, draws.lottery,
                   sum(orders.stake)::bigint AS turnover, sum(${netOf})::bigint AS "memberNet"
            FROM ${taken} WHERE ${where} GROUP BY 1, 2 ORDER BY 1, 2`);
          return rows;
        },

        /** Per play group and the terms its lines were taken at: stake, settled stake and the members' net on it. */
        async terms(tx: Executor = db): Promise<TermsRow[]> {
          const { rows } = await tx.execute<TermsRow>(sql`
            SELECT split_part(order_lines.play, '_', 1) AS "group", order_lines.play, order_lines.odds1, order_lines.odds2, order_lines.rebate_bp AS "rebateBp",
                   sum(order_lines.amount)::bigint AS stake,
                   coalesce(sum(settled_lines.amount) FILTER (WHERE settled_lines.result <> 'void'), 0)::bigint AS "settledStake",
                   coalesce(sum(settled_lines.net) FILTER (WHERE settled_lines.result <> 'void'), 0)::bigint AS net
            FROM ${taken} JOIN order_lines ON order_lines.order_id = orders.id
            LEFT JOIN settled_lines ON settled_lines.line_id = order_lines.id AND settled_lines.result_version = draws.settled_version
            WHERE ${where} GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`);
          return rows;
        },

        topCustomers: (tx: Executor = db) => top(sql`orders.customer_id`, sql`customers`, tx),
        topAgents: (tx: Executor = db) => top(sql`orders.agent_id`, sql`agents`, tx),

        /** Stake by whole hours between the order and its draw's close, the last bucket holding the rest. */
        async hours(tx: Executor = db): Promise<HourStake[]> {
          const last = BOOK_CHART_RULES.hoursMax - 1;
          const { rows } = await tx.execute<HourStake>(sql`
            SELECT least(greatest(floor(extract(epoch FROM draws.closes_at - orders.created_at) / 3600), 0), ${last})::int AS "hoursBeforeClose",
                   sum(orders.stake)::bigint AS stake
            FROM ${taken} WHERE ${where} GROUP BY 1 ORDER BY 1`);
          return rows;
        },
      };
    },
  };
}
export type BookChartsRepository = ReturnType<typeof bookChartsRepository>;
