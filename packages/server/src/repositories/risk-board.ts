import { sql, type SQL } from 'drizzle-orm';
import type { OddsChange } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { layoffs } from '../db/schema.js';
import type { BookFacts, LayoffsMade, ScopedStake } from '../risk/board.js';
import { inScope, subtreeIds, type Scope } from './scope.js';
import { COMPANY_PARTY } from './auto-layoffs.js';

type BookRow = {
  selection: string;
  stake: string;
  kept: string;
  odds_base: number | null;
  odds_current: number | null;
  /** Raw rows carry timestamps as text. */
  closed_at: string | null;
  closed_by_name: string | null;
  closed_reason: string | null;
  cap_from: string;
};

/** One change of a selection's odds an order made (the domain core's `OddsChange` of a step, with its selection). */
export type StepChange = { play: string; selection: string; old: number; new: number; stake: number; kept: number };

const toFacts = (row: BookRow): BookFacts => ({
  selection: row.selection,
  stake: Number(row.stake),
  kept: Number(row.kept),
  oddsBase: row.odds_base,
  oddsCurrent: row.odds_current,
  closed: row.closed_at === null ? null : { at: new Date(row.closed_at), by: row.closed_by_name!, reason: row.closed_reason! },
  capFrom: Number(row.cap_from),
});

/** A text[] parameter (one value however many). */
export const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** Everyone who may have a desk open (`deskAudience`), by id; also read with an order's context (repositories/order-context.ts). */
export const deskAudience = sql`SELECT id FROM users WHERE status = 'active' AND removed_at IS NULL AND (role = 'Admin' OR agent_id IS NOT NULL) ORDER BY id`;

/**
 * The statement recording the odds changes an order's lines made (null: none), for the order
 * `orderId` (an expression: an order inserted in the same statement, src/db/together.ts).
 */
export function stepsRecorded(drawId: number, orderId: number | SQL, changes: readonly StepChange[]): SQL | null {
  if (changes.length === 0) return null;
  const rows = changes.map((c) => ({ play: c.play, selection: c.selection, old: c.old, new: c.new, stake: c.stake, kept: c.kept }));
  return sql`
    INSERT INTO risk_odds_history (draw_id, play, selection, old_odds, new_odds, cause, stake, kept, order_id)
    SELECT ${drawId}::int, x.play, x.selection, x.old, x.new, 'step', x.stake, x.kept, ${typeof orderId === 'number' ? sql`${orderId}::int` : orderId}
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(play text, selection text, old int, new int, stake bigint, kept bigint)`;
}

/**
 * The risk desk's board as the book holds it (the `book` rows of a draw's play: stake, the company's kept
 * part, odds, closing by hand) and what the desk shows beside it: the odds history, the viewer's part of the
 * stake, the automatic lay-offs made. The book is the company's; the viewer's part is read in its scope.
 */
export function riskBoardRepository(db: Database) {
  return {
    /**
     * The book's rows of a play: those of `selections` when given (a play that lists them), else the ones
     * closed by hand and then those with the most stake, at most `limit`.
     */
    async bookRows(drawId: number, play: string, selections: readonly string[] | null, limit: number, tx: Executor = db): Promise<BookFacts[]> {
      const which = selections === null ? sql`true` : sql`selection = ANY(${textArray(selections)})`;
      const { rows } = await tx.execute<BookRow>(sql`
        SELECT selection, stake, kept, odds_base, odds_current, closed_at, closed_by_name, closed_reason, cap_from
        FROM book WHERE draw_id = ${drawId} AND play = ${play} AND ${which}
        ORDER BY (closed_at IS NOT NULL) DESC, stake DESC, selection
        LIMIT ${limit}`);
      return rows.map(toFacts);
    },

    /**
     * A User's part of a play's book: its agent subtree's accepted lines per selection, the stake and the part
     * the subtree's agents carry by their shares (the agents from the line's own up to the User's are the first
     * of its chain, so their part is the chain's shares up to there, rounded once as `partyStakes` rounds). The
     * kept part is the board's where a selection has no kept stakes per party (`keptAfterLayoffs`).
     */
    async subtreeStakes(drawId: number, play: string, agentId: number, tx: Executor = db): Promise<Map<string, ScopedStake>> {
      const { rows } = await tx.execute<{ selection: string; stake: string; kept: string }>(sql`
        WITH mine AS (SELECT id FROM ${subtreeIds(agentId)} AS s(id))
        SELECT l.selection, sum(l.amount) AS stake,
               sum(round(l.amount * (SELECT coalesce(sum((c->>'shareBp')::int), 0) FROM jsonb_array_elements(l.share_chain) c
                                     WHERE (c->>'agentId')::int IN (SELECT id FROM mine)) / 10000.0)) AS kept
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.draw_id = ${drawId} AND l.play = ${play} AND o.status IN ('accepted', 'settled') AND o.agent_id IN (SELECT id FROM mine)
        GROUP BY l.selection`);
      return new Map(rows.map((row) => [row.selection, { stake: Number(row.stake), kept: Number(row.kept) }]));
    },

    /**
     * The viewer's kept stake after automatic lay-offs (`book_party_kept`) on these selections, in the scope: the
     * company's row (`COMPANY_PARTY`) for an Admin, the sum over the live agents of a User's subtree. Only the selections
     * with a row of any party are in the map: one with none was taken before the kept stakes were kept (a draw
     * open at the upgrade that brought them), and the board keeps its part by the shares there.
     */
    async keptAfterLayoffs(drawId: number, play: string, selections: readonly string[], scope: Scope, tx: Executor = db): Promise<Map<string, number>> {
      if (selections.length === 0) return new Map();
      const mine = scope.kind === 'all' ? sql`party_id = ${COMPANY_PARTY}` : scope.agentId === null ? sql`false` : sql`party_id IN ${subtreeIds(scope.agentId)}`;
      const { rows } = await tx.execute<{ selection: string; kept: string }>(sql`
        SELECT selection, coalesce(sum(kept) FILTER (WHERE ${mine}), 0) AS kept
        FROM book_party_kept WHERE draw_id = ${drawId} AND play = ${play} AND selection = ANY(${textArray(selections)})
        GROUP BY selection`);
      return new Map(rows.map((row) => [row.selection, Number(row.kept)]));
    },

    /** The latest `perSelection` odds changes of each of these selections, oldest first. */
    async history(drawId: number, play: string, selections: readonly string[], perSelection: number, tx: Executor = db): Promise<Map<string, OddsChange[]>> {
      if (selections.length === 0) return new Map();
      const { rows } = await tx.execute<{ selection: string; at: string; old_odds: number; new_odds: number; cause: OddsChange['cause']; by_name: string | null }>(sql`
        SELECT selection, at, old_odds, new_odds, cause, by_name FROM (
          SELECT h.*, row_number() OVER (PARTITION BY selection ORDER BY id DESC) AS n
          FROM risk_odds_history h WHERE draw_id = ${drawId} AND play = ${play} AND selection = ANY(${textArray(selections)})
        ) latest WHERE n <= ${perSelection} ORDER BY id`);
      const bySelection = new Map<string, OddsChange[]>();
      for (const row of rows) {
        const list = bySelection.get(row.selection) ?? [];
        list.push({ at: new Date(row.at).toISOString(), old: row.old_odds, new: row.new_odds, cause: row.cause, by: row.by_name });
        bySelection.set(row.selection, list);
      }
      return bySelection;
    },

    /** The automatic lay-offs made on a play of a draw in the scope, per selection: how many, their stake, what is still planned. */
    async autoLayoffs(drawId: number, play: string, scope: Scope, tx: Executor = db): Promise<Map<string, LayoffsMade>> {
      const { rows } = await tx.execute<{ selection: string; count: number; stake: string; planned: string }>(sql`
        SELECT selection, count(*)::int AS count, sum(stake) AS stake, coalesce(sum(stake) FILTER (WHERE status = 'planned'), 0) AS planned
        FROM layoffs WHERE draw_id = ${drawId} AND play = ${play} AND order_id IS NOT NULL AND ${inScope(scope, layoffs.agentId)}
        GROUP BY selection`);
      return new Map(rows.map((row) => [row.selection, { count: row.count, stake: Number(row.stake), planned: Number(row.planned) }]));
    },

    /**
     * Closes selections by hand, on book rows the caller has locked: the open ones get who, why and when;
     * one closed already keeps its reason. Returns the selections this closed.
     */
    async close(drawId: number, play: string, selections: readonly string[], by: { userId: number; username: string }, reason: string, tx: Executor): Promise<string[]> {
      const { rows } = await tx.execute<{ selection: string }>(sql`
        UPDATE book SET closed_at = now(), closed_by = ${by.userId}, closed_by_name = ${by.username}, closed_reason = ${reason}
        WHERE draw_id = ${drawId} AND play = ${play} AND selection = ANY(${textArray(selections)}) AND closed_at IS NULL
        RETURNING selection`);
      return rows.map((row) => row.selection).sort();
    },

    /** Opens the selections closed by hand, on locked rows; returns them with how they were closed. */
    async open(drawId: number, play: string, selections: readonly string[], tx: Executor): Promise<{ selection: string; reason: string; by: string }[]> {
      const { rows } = await tx.execute<{ selection: string; reason: string; by: string }>(sql`
        UPDATE book b SET closed_at = NULL, closed_by = NULL, closed_by_name = NULL, closed_reason = NULL
        FROM book before
        WHERE b.draw_id = ${drawId} AND b.play = ${play} AND b.selection = ANY(${textArray(selections)}) AND b.closed_at IS NOT NULL
          AND before.draw_id = b.draw_id AND before.play = b.play AND before.selection = b.selection
        RETURNING b.selection, before.closed_reason AS reason, before.closed_by_name AS by`);
      return rows.sort((a, b) => (a.selection < b.selection ? -1 : 1));
    },

    /**
     * Reopens the selections at or over their cap, on locked rows: the cap counts again from the stake now.
     * Returns them with the stake the cap counted from before.
     */
    async reopenAtCap(drawId: number, play: string, selections: readonly string[], cap: number, tx: Executor): Promise<{ selection: string; stake: number; capFrom: number }[]> {
      const { rows } = await tx.execute<{ selection: string; stake: string; cap_from: string }>(sql`
        UPDATE book b SET cap_from = b.stake
        FROM book before
        WHERE b.draw_id = ${drawId} AND b.play = ${play} AND b.selection = ANY(${textArray(selections)}) AND b.stake - b.cap_from >= ${cap}
          AND before.draw_id = b.draw_id AND before.play = b.play AND before.selection = b.selection
        RETURNING b.selection, b.stake, before.cap_from`);
      return rows.map((row) => ({ selection: row.selection, stake: Number(row.stake), capFrom: Number(row.cap_from) })).sort((a, b) => (a.selection < b.selection ? -1 : 1));
    },

    /** Everyone who may have a desk open: the active Admins and the active Users with an agent. */
    async deskAudience(tx: Executor = db): Promise<number[]> {
      const { rows } = await tx.execute<{ id: number }>(deskAudience);
      return rows.map((row) => row.id);
    },
  };
}
export type RiskBoardRepository = ReturnType<typeof riskBoardRepository>;
