import { FULL_BP, MONEY_MAX_FEN, NAME_LENGTH, REMARK_MAX, type PlayTypeInfo } from '@drawdesk/contracts';
import { all, lengthBetween, maxLength, parseDecimal, parseYuan, yuanBetween, type Broken, type Rule } from '@drawdesk/shell';
import { ODDS_PLACES, parsePercent, pricedBySelection, type PlanDraft, type RowDraft } from './plan-draft.js';

/** Rules of the plan's own fields, checked as they are sent (trimmed), with the server's limits (contracts' field-rules). */
export const planRules = {
  name: (value) => lengthBetween(NAME_LENGTH)(value.trim()),
  remark: (value) => maxLength(REMARK_MAX)(value.trim()),
} satisfies Record<string, Rule>;

// The limits of the contracts' Odds schema (money.ts, TypeBox, which the console does not load): x10,000, up to 10,000.0.
const ODDS_SCALE = 10_000;
const ODDS_MAX = 100_000_000;

// The server's checks of a row (docs/domain/plans.md#what-a-save-checks): odds include the stake (at least 1); a return against fair
// odds is at most 100%; a rebate is 0-100%; stakes are 0 < min <= max <= per selection.
const oddsRule: Rule = (value) => {
  const odds = parseDecimal(value, ODDS_PLACES);
  return odds === null || odds < ODDS_SCALE || odds > ODDS_MAX ? { key: 'plans.rule.odds', values: { min: 1, max: ODDS_MAX / ODDS_SCALE } } : undefined;
};
const returnRule: Rule = (value) => {
  const bp = parsePercent(value);
  return bp === null || bp < 1 || bp > ODDS_SCALE ? { key: 'plans.rule.return' } : undefined;
};
const rebateRule: Rule = (value) => {
  const bp = parsePercent(value);
  return bp === null || bp > FULL_BP ? { key: 'plans.rule.rebate' } : undefined;
};
const stake = yuanBetween({ min: 1, max: MONEY_MAX_FEN });
const notBelow =
  (other: string, key: string): Rule =>
  (value) => {
    const [fen, floor] = [parseYuan(value), parseYuan(other)];
    return fen !== null && floor !== null && fen < floor ? { key } : undefined;
  };

/** The columns of a row that can break a rule. */
export type Column = 'odds' | 'rebateBp' | 'minStake' | 'maxStake' | 'maxPerSelection';

/** What is wrong with a row's texts: per odds slot, and per other column. */
export type RowProblems = { odds: (Broken | undefined)[] } & Partial<Record<Exclude<Column, 'odds'>, Broken>>;

export function rowProblems(type: PlayTypeInfo, row: RowDraft): RowProblems {
  const odds = pricedBySelection(type) ? returnRule : oddsRule;
  return {
    odds: row.odds.map((text) => odds(text)),
    rebateBp: rebateRule(row.rebate),
    minStake: stake(row.minStake),
    maxStake: all(stake, notBelow(row.minStake, 'plans.rule.maxBelowMin'))(row.maxStake),
    maxPerSelection: all(stake, notBelow(row.maxStake, 'plans.rule.perSelectionBelowMax'))(row.maxPerSelection),
  };
}

/** Whether a draft can be sent: the plan's fields and every row pass. */
export function draftIsValid(types: readonly PlayTypeInfo[], draft: PlanDraft): boolean {
  if (planRules.name(draft.name) || planRules.remark(draft.remark)) return false;
  return draft.rows.every((row, i) => {
    const { odds, ...others } = rowProblems(types[i]!, row);
    return odds.every((broken) => !broken) && Object.values(others).every((broken) => !broken);
  });
}
