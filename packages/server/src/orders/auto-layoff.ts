import { autoLayoffs, combinationCount, partyStakes, type KeepRule, type PartyId } from '@drawdesk/lottery';
import { selectionKey } from '@drawdesk/contracts';
import { invalid } from '../lib/errors.js';
import { PAYOUT_MAX, paysTooMuch } from '../lib/terms.js';
import { COMPANY_PARTY, keptMapKey, type AutoLayoffValues, type KeepRuleOf, type KeptMove } from '../repositories/auto-layoffs.js';
import type { DeskLine } from './desk.js';

/**
 * Automatic lay-off in the order save (docs/domain/analysis.md, what the order save does): the domain
 * core's `autoLayoffs` over the accepted lines, with the keep-at-most rules the order's context read and
 * each party's kept stake read under the book rows' lock. Pure: the order service reads and writes.
 */

/** A party as `book_party_kept` keys it: an agent by id, the company as `COMPANY_PARTY`. */
const partyNumber = (party: PartyId) => (party === null ? COMPANY_PARTY : Number(party));
const partyOf = (agentId: number | null): PartyId => (agentId === null ? null : String(agentId));
const ruleKey = (party: PartyId, play: string) => `${party ?? ''}|${play}`;

export type KeepRules = ReadonlyMap<string, KeepRuleOf>;

/** The rules by party and play. */
export const keepRulesBy = (rules: readonly KeepRuleOf[]): KeepRules => new Map(rules.map((rule) => [ruleKey(partyOf(rule.agentId), rule.play), rule]));

/** A line's agent chain as the core reads it (agent ids as text), and its parties from the nearest agent up to the company. */
type Chained = { shareChain: readonly { agentId: number; shareBp: number }[] };
const chainOf = (line: Chained) => line.shareChain.map((link) => ({ agentId: String(link.agentId), shareBp: link.shareBp }));
const partiesOf = (line: Chained): PartyId[] => [...line.shareChain.map((link) => String(link.agentId)), null];

/** An accepted line as automatic lay-off reads it: its selection, whole stake and combinations, the odds and rebate it was accepted at, its chain. */
export type LayingLine = Pick<DeskLine, 'play' | 'selection' | 'amount' | 'combinations' | 'odds1' | 'odds2' | 'rebateBp'> & Chained;

/** The selections and parties whose kept stake the order needs before it: a party with a rule for the line's play. None: no rule applies, nothing to read. */
export function keptToRead(lines: readonly LayingLine[], rules: KeepRules): { play: string; selection: string; party: number }[] {
  const keys = new Map<string, { play: string; selection: string; party: number }>();
  for (const line of lines) {
    for (const party of partiesOf(line)) {
      if (!rules.has(ruleKey(party, line.play))) continue;
      const key = { play: line.play, selection: line.selection, party: partyNumber(party) };
      keys.set(`${key.party}|${selectionKey(line)}`, key);
    }
  }
  return [...keys.values()];
}

/** Each party's kept stake added (sign 1) or taken out (-1), per selection and party; a zero move is left out. */
function keptMoves(deltas: ReadonlyMap<string, KeptMove>, sign: 1 | -1): KeptMove[] {
  return [...deltas.values()].filter((move) => move.kept !== 0).map((move) => ({ ...move, kept: sign * move.kept }));
}

function addKept(deltas: Map<string, KeptMove>, play: string, selection: string, party: PartyId, kept: number) {
  const key = keptMapKey(play, selection, partyNumber(party));
  const move = deltas.get(key) ?? { play, selection, party: partyNumber(party), kept: 0 };
  move.kept += kept;
  deltas.set(key, move);
}

export type LaidOff = {
  /** One row per lay-off with the index of the line that made it, the order's id given when it is written. */
  layoffs: (AutoLayoffValues & { line: number })[];
  /** What each party keeps of the order, per selection (the `book_party_kept` move). */
  kept: KeptMove[];
  /** Per party with an external lay-off planned: who is told, and the lay-offs. */
  planned: { told: number[]; layoffs: AutoLayoffValues[] }[];
};

/**
 * The lay-offs of an order's accepted lines (at the odds each is accepted at): to the upline placed at once
 * at the line's own terms (its odds and rebate: the party passes on what it took, as it took it), to an
 * external counterparty planned at the rule's terms (its odds on the first slot; a second slot keeps the
 * line's). An external lay-off that could pay back more than any line may is a 400 on the line.
 */
export function layOff(lines: readonly LayingLine[], rules: KeepRules, keptBefore: ReadonlyMap<string, number>): LaidOff {
  const keepOf = (party: PartyId, play: string): KeepRule | null => rules.get(ruleKey(party, play)) ?? null;
  const result = autoLayoffs(
    lines.map((line) => ({ play: line.play, selection: line.selection, amount: line.amount, combinations: line.combinations, chain: chainOf(line) })),
    keepOf,
    (party, play, selection) => keptBefore.get(keptMapKey(play, selection, partyNumber(party))) ?? 0,
  );
  const deltas = new Map<string, KeptMove>();
  for (const take of result.takes) {
    const line = lines[take.line]!;
    addKept(deltas, line.play, line.selection, take.party, take.kept);
  }
  const planned = new Map<string, { told: number[]; layoffs: AutoLayoffValues[] }>();
  const layoffs = result.layoffs.map((made): AutoLayoffValues & { line: number } => {
    const line = lines[made.line]!;
    const base = { line: made.line, agentId: made.from === null ? null : Number(made.from), play: line.play, selection: line.selection, stake: made.perCombination };
    if (made.to.kind === 'upline') {
      const upline = made.to.party === null ? null : Number(made.to.party);
      return { ...base, odds: line.odds1, odds2: line.odds2, rebateBp: line.rebateBp, upstream: '', status: 'placed', toUpline: true, uplineAgentId: upline };
    }
    const rule = keepOf(made.from, line.play) as KeepRuleOf;
    const odds = [rule.odds!, ...(line.odds2 === null ? [] : [line.odds2])];
    if (paysTooMuch(line.play, made.stake, odds)) throw invalid(`/lines/${made.line}/stake`, 'layoff.paysTooMuch', { max: PAYOUT_MAX });
    const values = { ...base, odds: rule.odds!, odds2: line.odds2, rebateBp: rule.rebateBp!, upstream: rule.upstream!, status: 'planned' as const, toUpline: false, uplineAgentId: null };
    const party = planned.get(ruleKey(made.from, '')) ?? { told: rule.told, layoffs: [] };
    party.layoffs.push(values);
    planned.set(ruleKey(made.from, ''), party);
    return values;
  });
  return { layoffs, kept: keptMoves(deltas, 1), planned: [...planned.values()] };
}

/**
 * What a cancelled order takes back out of each party's kept stake: each line's shares, plus what its lay-offs
 * to the upline brought to a party, less what a party laid off (the order's lay-off rows, whatever rule holds now).
 */
export function keptTakenBack(
  lines: readonly { play: string; selection: string; amount: number; shareChain: readonly { agentId: number; shareBp: number }[] }[],
  layoffs: readonly { agentId: number | null; play: string; selection: string; stake: number; toUpline: boolean; uplineAgentId: number | null }[],
): KeptMove[] {
  const deltas = new Map<string, KeptMove>();
  for (const line of lines) {
    const shares = partyStakes(line.amount, chainOf(line));
    partiesOf(line).forEach((party, at) => addKept(deltas, line.play, line.selection, party, at < shares.agents.length ? shares.agents[at]! : shares.company));
  }
  for (const layoff of layoffs) {
    const whole = layoff.stake * combinationCount(layoff.play, layoff.selection);
    addKept(deltas, layoff.play, layoff.selection, partyOf(layoff.agentId), -whole);
    if (layoff.toUpline) addKept(deltas, layoff.play, layoff.selection, partyOf(layoff.uplineAgentId), whole);
  }
  return keptMoves(deltas, -1);
}
