import { GAMES, type PlayCode, type PlayType } from '@drawdesk/lottery';
import type { GameCode, PlanRow } from '@drawdesk/contracts';

/** Stake limits of a default row, in fen: 1 yuan to 5,000 yuan a line, 20,000 yuan per selection per draw. */
export const DEFAULT_STAKES = { minStake: 100, maxStake: 500_000, maxPerSelection: 2_000_000 } as const;

/**
 * Tier B: "high odds, low rebate". The rebate is at most 3%; where tier A gives more, the
 * excess goes into the odds at the same return to player, every slot scaled by
 * 1 + (rebate_A - 3%) / (sum of P(slot wins) x odds_A), rounded down to 0.01 (x100) so the
 * return never exceeds tier A's. TM is 47.5 with 3% (docs/domain/plans.md#tiers-and-the-default-rows). Probabilities: ZM 6/49;
 * LM_2_ALL 15/1176; LM_3_ALL 20/18424; LM_3_2 two hit 645/18424, three hit 20/18424;
 * LM_2_SPECIAL both regular 15/1176, one regular + the special 6/1176. Plays whose tier-A
 * rebate is 3% or less keep tier A's terms.
 */
const TIER_B: Partial<Record<PlayCode, { odds: number[]; rebateBp: number }>> = {
  TM: { odds: [475_000], rebateBp: 300 },
  ZM: { odds: [78_500], rebateBp: 300 },
  LM_2_ALL: { odds: [614_000], rebateBp: 300 },
  LM_3_ALL: { odds: [6_605_400], rebateBp: 300 },
  LM_3_2: { odds: [239_800, 1_142_200], rebateBp: 300 },
  LM_2_SPECIAL: { odds: [351_000, 595_000], rebateBp: 300 },
};

/** Tier-A terms: the typical odds of each slot, or for plays priced by selection the typical return. */
function tierA(play: PlayType): { odds: number[]; rebateBp: number } {
  const odds = play.typicalReturnBp === undefined ? play.oddsSlots.map((slot) => slot.typicalOdds ?? 0) : [play.typicalReturnBp];
  return { odds, rebateBp: play.typicalRebateBp };
}

/** The rows of a new tier-A or tier-B plan of a game, in play-type order, none locked. */
export function defaultPlanRows(game: GameCode, tier: 'A' | 'B'): PlanRow[] {
  return GAMES[game].playTypes.map((play) => ({
    play: play.code,
    ...((tier === 'B' ? TIER_B[play.code] : undefined) ?? tierA(play)),
    ...DEFAULT_STAKES,
    locked: false,
  }));
}

/**
 * A stored plan's rows plus a row for every play type added to the game since it was saved
 * (PT_TAIL, LX_*, NH_* for plans made before them): tier-A terms, locked, so the play stays
 * closed to orders until an Admin reviews the row and saves the plan.
 */
export function withNewPlays<R extends { play: string }>(game: GameCode, rows: readonly R[]): (R | PlanRow)[] {
  const stored = new Set(rows.map((row) => row.play));
  const added = defaultPlanRows(game, 'A').filter((row) => !stored.has(row.play)).map((row) => ({ ...row, locked: true }));
  return [...rows, ...added];
}
