import { playTypeOf } from '../games/index.js';
import type { PlayCode } from '../games/types.js';
import { LotteryError, type LotteryErrorCode } from '../errors.js';
import { choose } from './counting.js';
import {
  LM_2_ALL, LM_2_SPECIAL, LM_3_2, LM_3_ALL, LX_2, LX_3, LX_4, LX_5, NH_5, NH_6, NH_7, NH_8, NH_9, NH_10, NH_11, NH_12,
  PT_TAIL, PT_ZODIAC, ZM,
} from './mark6-multi.js';
import {
  HX_2, HX_3, HX_4, HX_5, HX_6, HX_7, HX_8, HX_9, HX_10, HX_11, TM, TM_COLOUR, TM_HEAD, TM_TAIL, TM_TWO_SIDED, TM_ZODIAC,
} from './mark6-special.js';
import {
  P3_DIRECT, P3_GROUP3, P3_GROUP6, P3_ONE_POS, P3_POS_TWO_SIDED, P3_SPAN, P3_SUM, P3_TWO_POS,
} from './pick3.js';
import type { Draw, Judgement, OutcomeContext, OutcomeSets, Rule } from './types.js';

const RULES: Readonly<Record<PlayCode, Rule<never>>> = {
  TM, TM_TWO_SIDED, TM_COLOUR, TM_ZODIAC, TM_TAIL, TM_HEAD, ZM, PT_ZODIAC, LM_2_ALL, LM_3_ALL, LM_3_2, LM_2_SPECIAL,
  PT_TAIL, LX_2, LX_3, LX_4, LX_5, NH_5, NH_6, NH_7, NH_8, NH_9, NH_10, NH_11, NH_12,
  HX_2, HX_3, HX_4, HX_5, HX_6, HX_7, HX_8, HX_9, HX_10, HX_11,
  P3_DIRECT, P3_ONE_POS, P3_TWO_POS, P3_GROUP3, P3_GROUP6, P3_SUM, P3_SPAN, P3_POS_TWO_SIDED,
};

/** The rule of a play type; the draw it judges must be of the play's game. */
export function ruleOf(play: string): Rule {
  playTypeOf(play);
  // The registry is keyed by play code and every rule's draw type is its game's; judge() checks the game.
  return RULES[play as PlayCode] as unknown as Rule;
}

export type SelectionCheck = { ok: true; selection: string } | { ok: false; error: string; code: LotteryErrorCode };

/** Validates a selection without throwing: the canonical form or a sentence saying what is wrong. */
export function validateSelection(play: string, raw: string): SelectionCheck {
  try {
    return { ok: true, selection: ruleOf(play).normalise(raw) };
  } catch (error) {
    if (error instanceof LotteryError) return { ok: false, error: error.message, code: error.code };
    throw error;
  }
}

/** One judgement per combination of a (possibly compound) canonical selection. */
export function judgeSelection(play: string, selection: string, draw: Draw): Judgement[] {
  const type = playTypeOf(play);
  if (type.game !== draw.game) throw new LotteryError('WRONG_GAME', `${play} is a ${type.game} play, the draw is ${draw.game}`);
  const rule = ruleOf(play);
  return rule.combinations(selection).map((combination) => rule.judge(combination, draw));
}

/** Win and tie sets of a single-outcome play's canonical selection. */
export function outcomeSets(play: string, selection: string, context: OutcomeContext = {}): OutcomeSets {
  const sets = ruleOf(play).sets;
  if (!sets) throw new LotteryError('NOT_SINGLE_OUTCOME', `${play} depends on several drawn numbers: it has no single-outcome sets`);
  return sets(selection, context);
}

/**
 * Multi-number plays: of the MARK6_DRAWS equally likely draws, how many a canonical
 * combination wins at each odds slot.
 */
export function winCounts(play: string, selection: string, context: OutcomeContext = {}): readonly bigint[] {
  const counts = ruleOf(play).winCounts;
  if (!counts) throw new LotteryError('NOT_MULTI_OUTCOME', `${play} is a single-outcome play: use its outcome sets`);
  return counts(selection, context);
}

/** Every single selection of a play that lists them (all but the number sets LM_*, NH_*). */
export function selectionsOf(play: string): readonly string[] {
  const selections = ruleOf(play).selections;
  if (!selections) throw new LotteryError('TOO_MANY_SELECTIONS', `${play} takes any set of numbers: its selections are not listed`);
  return selections();
}

/** A line may hold at most this many combinations: more is a typing slip, and would stall whoever walks them. */
export const MAX_COMBINATIONS = 10_000;

/**
 * How many combinations a canonical selection holds, without walking them: C(listed, pick) for the
 * combination plays (LM, LX, NH), 1 for everything else.
 */
export function combinationCount(play: string, selection: string): number {
  const { pick } = playTypeOf(play);
  if (pick === undefined) return 1;
  const listed = selection.split(',').length;
  return listed > 49 ? Number.POSITIVE_INFINITY : Number(choose(listed, pick));
}
