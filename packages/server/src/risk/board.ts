import type { OddsChange, RiskBoardRow, RiskRule, SelectionState } from '@drawdesk/contracts';
import { capCounted, selectionState, type DrawClosing, type ZodiacMap } from '@drawdesk/lottery';
import { referenceOdds } from './reference-odds.js';

/** A book row of a draw's play as the board reads it (the whole book's figures). */
export type BookFacts = {
  selection: string;
  stake: number;
  kept: number;
  oddsBase: number | null;
  oddsCurrent: number | null;
  closed: { at: Date; by: string; reason: string } | null;
  /** The stake when an operator last reopened it at its cap (0: never). */
  capFrom: number;
};

/** The viewer's part of a selection: the whole book and the company's part for an Admin, the subtree's for a User. */
export type ScopedStake = { stake: number; kept: number };
export type LayoffsMade = RiskBoardRow['autoLayoffs'];

export type BoardFacts = {
  play: string;
  rule: RiskRule | null;
  closing: DrawClosing;
  /** Epoch ms the board is read at. */
  now: number;
  zodiac: ZodiacMap | undefined;
  /** The book's rows of the play (the ones with the most stake first, where the play does not list its selections). */
  book: readonly BookFacts[];
  /** Every selection of the play, in order, where it lists them. */
  listed: readonly string[] | null;
  /** The viewer's stake by selection, its kept stake by the shares; null: the whole book's (an Admin). */
  scoped: ReadonlyMap<string, ScopedStake> | null;
  /** The viewer's kept stake after automatic lay-offs, where the selection has kept stakes per party (else the shares' part stands). */
  keptAfter: ReadonlyMap<string, number>;
  history: ReadonlyMap<string, readonly OddsChange[]>;
  layoffs: ReadonlyMap<string, LayoffsMade>;
};

const NO_LAYOFFS: LayoffsMade = { count: 0, stake: 0, planned: 0 };
const NO_STAKE: ScopedStake = { stake: 0, kept: 0 };

/** The stake the cap counts over the cap, in bp (rounded down), in integers: 10,000 is the cap reached. */
const capUsed = (counted: number, cap: number | null) => (cap === null ? null : Number((BigInt(counted) * 10_000n) / BigInt(cap)));

/** The core's state with who closed it and when, as the desk shows it. */
function stateOf(facts: BoardFacts, row: BookFacts | undefined, cap: number | null): SelectionState {
  const hand = row?.closed ?? null;
  const state = selectionState(facts.play, { hand, stake: row?.stake ?? 0, cap, capFrom: row?.capFrom ?? 0 }, facts.closing, facts.now);
  if (state.state === 'open') return state;
  if (state.cause === 'hand') return { state: 'closed', cause: 'hand', reason: hand!.reason, by: hand!.by, at: hand!.at.toISOString() };
  if (state.cause === 'group') return { state: 'closed', cause: 'group', group: state.group, closesAt: new Date(state.closesAt).toISOString() };
  return state;
}

/**
 * The board of a draw's play (docs/domain/analysis.md, the risk desk), per selection: base and current odds (the stored ones, else
 * the reference odds), the odds history, the viewer's stake and kept stake (after automatic lay-offs), the cap and how much of it the
 * book uses, the state, the automatic lay-offs made. Odds, cap and state are the whole book's: they are
 * what every order meets; stake, kept stake and lay-offs are the viewer's part.
 */
export function boardRows(facts: BoardFacts): RiskBoardRow[] {
  const byId = new Map(facts.book.map((row) => [row.selection, row]));
  const selections = facts.listed ?? facts.book.map((row) => row.selection);
  const cap = facts.rule?.enabled ? facts.rule.capPerSelection : null;
  return selections.map((selection) => {
    const row = byId.get(selection);
    const baseOdds = row?.oddsBase ?? referenceOdds(facts.play, selection, facts.zodiac);
    const mine = facts.scoped === null ? (row ?? NO_STAKE) : (facts.scoped.get(selection) ?? NO_STAKE);
    return {
      selection,
      baseOdds,
      currentOdds: row?.oddsCurrent ?? baseOdds,
      history: [...(facts.history.get(selection) ?? [])],
      stake: mine.stake,
      keptStake: facts.keptAfter.get(selection) ?? mine.kept,
      cap,
      capUsedBp: capUsed(capCounted({ stake: row?.stake ?? 0, capFrom: row?.capFrom ?? 0 }), cap),
      capFrom: row?.capFrom ?? 0,
      state: stateOf(facts, row, cap),
      autoLayoffs: facts.layoffs.get(selection) ?? NO_LAYOFFS,
    };
  });
}
