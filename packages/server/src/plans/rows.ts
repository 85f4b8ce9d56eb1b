import { GAMES } from '@drawdesk/lottery';
import type { GameCode, PlanRow } from '@drawdesk/contracts';
import { invalid } from '../lib/errors.js';
import { oddsProblem } from '../lib/terms.js';

/**
 * The checks the schema cannot make (DOMAIN.md §3): every play type of the game exactly once,
 * one odds value per odds slot, and stakes with 0 < min <= max <= per selection. Throws a 400
 * naming the first field at fault.
 */
export function checkPlanRows(game: GameCode, rows: readonly PlanRow[]): void {
  const plays = GAMES[game].playTypes;
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const type = plays.find((p) => p.code === row.play);
    if (!type) throw invalid('/rows', `Row ${i + 1}: ${row.play} is not a play type of ${game}`);
    if (seen.has(row.play)) throw invalid('/rows', `Row ${i + 1}: ${row.play} is listed twice`);
    seen.add(row.play);

    const at = `/rows/${i}`;
    const odds = oddsProblem(type, row.odds);
    if (odds) throw invalid(`${at}/odds`, odds);
    if (row.minStake < 1) throw invalid(`${at}/minStake`, `${row.play}: the minimum stake must be at least 1 fen`);
    if (row.maxStake < row.minStake) throw invalid(`${at}/maxStake`, `${row.play}: the maximum stake per line is below the minimum`);
    if (row.maxPerSelection < row.maxStake) {
      throw invalid(`${at}/maxPerSelection`, `${row.play}: the limit per selection is below the maximum stake per line`);
    }
  });
  const missing = plays.filter((p) => !seen.has(p.code)).map((p) => p.code);
  if (missing.length > 0) throw invalid('/rows', `Missing play type${missing.length > 1 ? 's' : ''} of ${game}: ${missing.join(', ')}`);
}

/** Rows in the order of the game's play types, as the editor shows them. */
export function inPlayOrder<R extends { play: string }>(game: GameCode, rows: readonly R[]): R[] {
  const order = GAMES[game].playTypes.map((p) => p.code as string);
  return [...rows].sort((a, b) => order.indexOf(a.play) - order.indexOf(b.play));
}
