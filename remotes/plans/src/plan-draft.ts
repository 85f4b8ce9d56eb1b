import type { GameInfo, Plan, PlanRow, PlanSave, PlanStatus, PlanTier, PlayTypeInfo } from '@drawdesk/contracts';
import { decimalText, parseDecimal, parseYuan, yuanText } from '@drawdesk/shell';

/**
 * A plan as the editor holds it: every number as the text the operator typed, converted to the API's
 * integers (odds x10,000, bp, fen) only when saved, exactly (no floating point).
 */
export type RowDraft = { play: string; odds: string[]; rebate: string; minStake: string; maxStake: string; maxPerSelection: string; locked: boolean };
export type PlanDraft = { name: string; tier: PlanTier; status: PlanStatus; remark: string; rows: RowDraft[] };

/** Decimal places of the texts: odds are x10,000; percentages (rebate bp, a return x10,000) have 2. */
export const ODDS_PLACES = 4;
export const PERCENT_PLACES = 2;

/** Plays priced by selection (pick-3 sum and span): the one odds value is the return against fair odds, edited as a percentage. */
export const pricedBySelection = (type: PlayTypeInfo) => type.typicalReturnBp !== null;

/** Stakes of a new plan's rows, in fen: 1 yuan to 5,000 yuan a line, 20,000 yuan per selection per draw. */
const NEW_ROW_STAKES = { minStake: 100, maxStake: 500_000, maxPerSelection: 2_000_000 } as const;

/** A play type's typical terms (a tier-A plan, docs/domain/plans.md#tiers-and-the-default-rows) with the default stakes, open. */
export function typicalRow(type: PlayTypeInfo): PlanRow {
  // Only plays priced by selection list no typical odds, and they list a typical return instead.
  const odds = type.typicalReturnBp !== null ? [type.typicalReturnBp] : type.oddsSlots.map((slot) => slot.typicalOdds ?? 0);
  return { play: type.code, odds, rebateBp: type.typicalRebateBp, ...NEW_ROW_STAKES, locked: false };
}

const oddsText = (type: PlayTypeInfo, odds: number) => decimalText(odds, pricedBySelection(type) ? PERCENT_PLACES : ODDS_PLACES);
export const parseOdds = (type: PlayTypeInfo, text: string) => parseDecimal(text, pricedBySelection(type) ? PERCENT_PLACES : ODDS_PLACES);
export const parsePercent = (text: string) => parseDecimal(text, PERCENT_PLACES);

function rowDraftOf(type: PlayTypeInfo, row: PlanRow): RowDraft {
  return {
    play: row.play,
    odds: row.odds.map((odds) => oddsText(type, odds)),
    rebate: decimalText(row.rebateBp, PERCENT_PLACES),
    minStake: yuanText(row.minStake),
    maxStake: yuanText(row.maxStake),
    maxPerSelection: yuanText(row.maxPerSelection),
    locked: row.locked,
  };
}

/** The plan as texts, one row per play type in catalogue order (a play the plan lacks starts from its typical terms). */
export function draftOf(plan: Plan, game: GameInfo): PlanDraft {
  return {
    name: plan.name,
    tier: plan.tier,
    status: plan.status,
    remark: plan.remark,
    rows: game.playTypes.map((type) => rowDraftOf(type, plan.rows.find((row) => row.play === type.code) ?? typicalRow(type))),
  };
}

/** The update of `plan` with the draft's terms, at the version it was read at; call it once `planProblems` found none. */
export function saveOf(plan: Plan, game: GameInfo, draft: PlanDraft): PlanSave {
  return {
    id: plan.id,
    version: plan.version,
    game: plan.game,
    name: draft.name.trim(),
    tier: draft.tier,
    status: draft.status,
    remark: draft.remark.trim(),
    // The texts were checked: every one parses.
    rows: draft.rows.map((row, i) => ({
      play: row.play,
      odds: row.odds.map((text) => parseOdds(game.playTypes[i]!, text)!),
      rebateBp: parsePercent(row.rebate)!,
      minStake: parseYuan(row.minStake)!,
      maxStake: parseYuan(row.maxStake)!,
      maxPerSelection: parseYuan(row.maxPerSelection)!,
      locked: row.locked,
    })),
  };
}
