import { LotteryError } from '../errors.js';
import { mulDivRound } from '../money.js';
import { outcomeSets } from '../rules/index.js';
import type { OutcomeContext } from '../rules/types.js';
import { gameOf, playTypeOf } from './index.js';

/**
 * Typical tier-A odds x10,000 of a selection: the slot's listed odds, or for
 * plays priced by selection (pick-3 sum, span) |outcomes| / |win set| x the
 * typical return, rounded once.
 */
export function typicalOdds(play: string, selection: string, context: OutcomeContext = {}): number[] {
  const type = playTypeOf(play);
  if (type.typicalReturnBp === undefined) {
    return type.oddsSlots.map((slot) => {
      if (slot.typicalOdds === undefined) throw new LotteryError('NO_TYPICAL_ODDS', `${play} lists no typical odds`);
      return slot.typicalOdds;
    });
  }
  const wins = outcomeSets(play, selection, context).win.length;
  return [mulDivRound(gameOf(type.game).outcomes.length, type.typicalReturnBp, wins)];
}
