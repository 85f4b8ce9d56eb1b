import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { subtreeIds } from './scope.js';

/** The book of a draw summed per play, selection and terms (stake per combination), with the share held. */
export type TermsRow = { play: string; selection: string; odds1: number; odds2: number; rebateBp: number; stake: number; lines: number };
export type CompanyRow = TermsRow & { keptBp: number };
export type ChainRow = TermsRow & { shareChain: { agentId: number; shareBp: number }[] };

const numbers = <T extends TermsRow>(row: T): T => ({ ...row, stake: Number(row.stake), lines: Number(row.lines) });

/**
 * What analysis reads of a draw's book, summed in SQL (never the raw lines into JavaScript). The company's
 * part comes from `book_positions`, kept by orders; an agent subtree's part is summed from the lines of its
 * orders per terms and share chain (the chains are few), the kept share worked out per chain after.
 */
export function exposureRepository(db: Database) {
  return {
    async companyBook(drawId: number, tx: Executor = db): Promise<CompanyRow[]> {
      const { rows } = await tx.execute<CompanyRow>(sql`
        SELECT play, selection, odds1, odds2, rebate_bp AS "rebateBp", kept_bp AS "keptBp", stake, lines
        FROM book_positions WHERE draw_id = ${drawId} AND lines > 0`);
      return rows.map(numbers);
    },

    /**
     * The live view's cut of the company's book: every row of the single-outcome plays (all of N) and the
     * `top` biggest of the others, with the line count of the whole book; a few hundred rows, not thousands.
     */
    async companyLive(drawId: number, singlePlays: readonly string[], top: number, tx: Executor = db): Promise<{ rows: CompanyRow[]; lines: number }> {
      const plays = sql`ARRAY[${sql.join(singlePlays.map((play) => sql`${play}`), sql`, `)}]::text[]`;
      const [{ rows }, { rows: count }] = await Promise.all([
        tx.execute<CompanyRow>(sql`
          (SELECT play, selection, odds1, odds2, rebate_bp AS "rebateBp", kept_bp AS "keptBp", stake, lines
           FROM book_positions WHERE draw_id = ${drawId} AND lines > 0 AND play = ANY(${plays}))
          UNION ALL
          (SELECT play, selection, odds1, odds2, rebate_bp AS "rebateBp", kept_bp AS "keptBp", stake, lines
           FROM book_positions WHERE draw_id = ${drawId} AND lines > 0 AND NOT play = ANY(${plays}) ORDER BY stake DESC LIMIT ${top})`),
        tx.execute<{ lines: number }>(sql`SELECT coalesce(sum(lines), 0)::int AS lines FROM book_positions WHERE draw_id = ${drawId}`),
      ]);
      return { rows: rows.map(numbers), lines: count[0]?.lines ?? 0 };
    },

    async subtreeBook(drawId: number, agentId: number, tx: Executor = db): Promise<ChainRow[]> {
      const { rows } = await tx.execute<ChainRow>(sql`
        SELECT l.play, l.selection, l.odds1, coalesce(l.odds2, 0) AS odds2, l.rebate_bp AS "rebateBp", l.share_chain AS "shareChain",
               sum(l.stake) AS stake, count(*) AS lines
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.draw_id = ${drawId} AND o.draw_id = ${drawId} AND o.status IN ('accepted', 'settled') AND o.agent_id IN ${subtreeIds(agentId)}
        GROUP BY 1, 2, 3, 4, 5, 6`);
      return rows.map(numbers);
    },
  };
}
export type ExposureRepository = ReturnType<typeof exposureRepository>;
