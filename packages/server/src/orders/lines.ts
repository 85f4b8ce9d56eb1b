import type { GameCode, OrderLineInput, Plan } from '@drawdesk/contracts';
import { combinationCount, isPlayCode, MAX_COMBINATIONS, playTypeOf, validateSelection } from '@drawdesk/lottery';
import { invalid } from '../lib/errors.js';
import { gameName, line as wordsOf } from '../i18n/say.js';
import { lotteryReason } from '../i18n/lottery-refusal.js';
import { PAYOUT_MAX, paysTooMuch } from '../lib/terms.js';
import type { PricedLine } from './limits.js';

/** One agent above the customer, nearest first: its share, and its rebate per play from its rebate plan (none: 0). */
export type ChainLink = { agentId: number; shareBp: number; rebates: ReadonlyMap<string, number> };

/** What the company keeps of a line: what its agent chain's shares leave (docs/domain/parties.md#agents). */
export const keptOf = (chain: readonly { shareBp: number }[]) => chain.reduce((kept, link) => kept - link.shareBp, 10_000);

/** A line's play must be one of the draw's game, its selection valid (made canonical) and not absurdly compound. */
function checkedSelection(line: OrderLineInput, index: number, game: GameCode) {
  const field = `/lines/${index}`;
  if (!isPlayCode(line.play) || playTypeOf(line.play).game !== game) throw invalid(`${field}/play`, 'order.notAPlay', { play: line.play, game: gameName(game) });
  const check = validateSelection(line.play, line.selection);
  if (!check.ok) throw invalid(`${field}/selection`, 'order.badSelection', { play: wordsOf(line.play), selection: line.selection, why: lotteryReason(check) });
  const combinations = combinationCount(line.play, check.selection);
  if (combinations > MAX_COMBINATIONS) throw invalid(`${field}/selection`, 'order.tooManyCombinations', { max: MAX_COMBINATIONS });
  return { selection: check.selection, combinations };
}

/**
 * The lines an order takes, priced: canonical selection, combinations, amount, and the snapshots of the
 * customer's plan row (odds, rebate, limits) and of the agent chain (docs/domain/orders.md#taking-an-order).
 */
export function priceLines(inputs: readonly OrderLineInput[], game: GameCode, plan: Pick<Plan, 'game' | 'rows'>, chain: readonly ChainLink[]): PricedLine[] {
  if (plan.game !== game) throw invalid('/drawId', 'order.planGame', { planGame: gameName(plan.game), game: gameName(game) });
  const rows = new Map(plan.rows.map((row) => [row.play, row]));
  return inputs.map((input, index) => {
    const { selection, combinations } = checkedSelection(input, index, game);
    const row = rows.get(input.play);
    if (!row) throw invalid(`/lines/${index}/play`, 'order.noTerms', { play: wordsOf(input.play) });
    const amount = input.stake * combinations;
    if (paysTooMuch(input.play, amount, row.odds)) throw invalid(`/lines/${index}/stake`, 'order.linePaysTooMuch', { n: index + 1, max: PAYOUT_MAX });
    return {
      play: input.play,
      selection,
      stake: input.stake,
      combinations,
      amount,
      odds1: row.odds[0]!,
      odds2: row.odds[1] ?? null,
      rebateBp: row.rebateBp,
      minStake: row.minStake,
      maxStake: row.maxStake,
      maxPerSelection: row.maxPerSelection,
      locked: row.locked,
      shareChain: chain.map((link) => ({ agentId: link.agentId, shareBp: link.shareBp, rebateBp: link.rebates.get(input.play) ?? 0 })),
      keptBp: keptOf(chain),
    };
  });
}
