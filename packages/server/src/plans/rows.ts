import { GAMES } from '@drawdesk/lottery';
import type { GameCode, PlanRow } from '@drawdesk/contracts';
import { invalid } from '../lib/errors.js';

const ONE = 10_000;

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
    const slots = type.oddsSlots;
    if (row.odds.length !== slots.length) {
      throw invalid(`${at}/odds`, `${row.play} takes ${slots.length} odds (${slots.map((s) => s.names['en-US']).join(', ')}), got ${row.odds.length}`);
    }
    if (type.typicalReturnBp !== undefined) {
      // Priced by selection: the value is a return against fair odds; above 100% the book pays more than fair.
      if (row.odds[0]! > ONE) throw invalid(`${at}/odds`, `${row.play} is priced by selection: its value is the return against fair odds (9700 = 97%), at most 10000`);
    } else if (row.odds.some((odds) => odds < ONE)) {
      throw invalid(`${at}/odds`, `${row.play}: odds include the stake, so they are at least 1.0 (10000)`);
    }
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
