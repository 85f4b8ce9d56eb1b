import { GAMES } from '@drawdesk/lottery';
import type { GameCode, PlanRow } from '@drawdesk/contracts';
import { invalid, invalidAs } from '../lib/errors.js';
import { gameName, line } from '../i18n/say.js';
import { namesOf, oddsProblem } from '../lib/terms.js';

/**
 * The checks the schema cannot make (docs/domain/plans.md#what-a-save-checks): every play type of the game exactly once,
 * one odds value per odds slot, and stakes with 0 < min <= max <= per selection. Throws a 400
 * naming the first field at fault.
 */
export function checkPlanRows(game: GameCode, rows: readonly PlanRow[]): void {
  const plays = GAMES[game].playTypes;
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const type = plays.find((p) => p.code === row.play);
    if (!type) throw invalid('/rows', 'plan.notAPlay', { row: i + 1, play: row.play, game: gameName(game) });
    if (seen.has(row.play)) throw invalid('/rows', 'plan.twice', { row: i + 1, play: line(row.play) });
    seen.add(row.play);

    const at = `/rows/${i}`;
    const odds = oddsProblem(type, row.odds);
    if (odds) throw invalidAs(`${at}/odds`, odds);
    if (row.minStake < 1) throw invalid(`${at}/minStake`, 'plan.minStake', { play: line(row.play) });
    if (row.maxStake < row.minStake) throw invalid(`${at}/maxStake`, 'plan.maxBelowMin', { play: line(row.play) });
    if (row.maxPerSelection < row.maxStake) {
      throw invalid(`${at}/maxPerSelection`, 'plan.perSelectionBelowMax', { play: line(row.play) });
    }
  });
  const missing = plays.filter((p) => !seen.has(p.code));
  if (missing.length > 0) throw invalid('/rows', 'plan.missing', { game: gameName(game), plays: namesOf(missing) });
}

/** Rows in the order of the game's play types, as the editor shows them. */
export function inPlayOrder<R extends { play: string }>(game: GameCode, rows: readonly R[]): R[] {
  const order = GAMES[game].playTypes.map((p) => p.code as string);
  return [...rows].sort((a, b) => order.indexOf(a.play) - order.indexOf(b.play));
}
