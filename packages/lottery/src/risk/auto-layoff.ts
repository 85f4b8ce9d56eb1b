import { LotteryError } from '../errors.js';
import { assertSafe } from '../money.js';
import { partyStakes, type ChainShare } from './shares.js';

/**
 * Automatic lay-off (自动补货 / 走飞): the company and each agent that may lay off keep at most
 * `keepMax` of stake per selection of a play; what an accepted order brings beyond it is laid off in
 * the same transaction. An agent lays off to its upline (the next agent up its chain, or the company
 * at the top), whose book then carries it and may lay it off in turn; or to an external counterparty,
 * where the lay-off is planned and placed by hand. The company's only counterparty is external.
 */

/** A party of the book: an agent by id, or the company (null). */
export type PartyId = string | null;
export type LayoffCounterparty = 'upline' | 'external';

export interface KeepRule {
  /** The most stake (fen) the party keeps on one selection of the play in a draw. */
  readonly keepMax: number;
  readonly counterparty: LayoffCounterparty;
  readonly enabled: boolean;
}

/** An accepted order's line: the whole stake, how many combinations it holds, its agent chain (nearest first). */
export interface AutoLayoffLine {
  readonly play: string;
  readonly selection: string;
  readonly amount: number;
  readonly combinations: number;
  readonly chain: readonly ChainShare[];
}

export interface AutoLayoff {
  /** The order's line that brought the excess. */
  readonly line: number;
  readonly from: PartyId;
  readonly to: { readonly kind: 'upline'; readonly party: PartyId } | { readonly kind: 'external' };
  /** The whole stake laid off (fen): `perCombination` x the line's combinations. */
  readonly stake: number;
  /** The stake per combination, as a lay-off of a compound selection records it. */
  readonly perCombination: number;
}

/** How one party took one line: its own share, what its downline laid off to it, what it kept and passed on. */
export interface PartyTake {
  readonly line: number;
  readonly party: PartyId;
  readonly share: number;
  readonly received: number;
  readonly kept: number;
  readonly laidOff: number;
}

export interface AutoLayoffResult {
  readonly layoffs: readonly AutoLayoff[];
  /** Each party's kept stake after the order, by `keptKey`, for every party and selection the order touched. */
  readonly kept: ReadonlyMap<string, number>;
  readonly takes: readonly PartyTake[];
}

export const keptKey = (party: PartyId, play: string, selection: string): string => `${party ?? ''}|${play}|${selection}`;

function checkedRule(rule: KeepRule | null, party: PartyId): KeepRule | null {
  if (!rule?.enabled) return null;
  assertSafe(rule.keepMax, 'keep at most');
  if (rule.keepMax < 0) throw new LotteryError('BAD_KEEP', `keep at most cannot be negative, got ${rule.keepMax}`);
  if (party === null && rule.counterparty === 'upline') throw new LotteryError('BAD_KEEP', 'the company has no upline: its lay-offs go to an external counterparty');
  return rule;
}

/**
 * What a party lays off of what comes in: the least whole number of combinations that brings its
 * kept stake down to at most `keepMax`, but never more than the line brings (stake already kept over
 * a lowered keep stays: the order lays off its own excess only). A compound line lays off whole
 * combinations, so a party may keep up to one combination's stake less than it could.
 */
function excessOf(kept: number, incoming: number, keepMax: number, combinations: number): number {
  const over = kept + incoming - keepMax;
  if (over <= 0) return 0;
  return Math.min(Math.floor(incoming / combinations), Math.ceil(over / combinations)) * combinations;
}

/**
 * The lay-offs an accepted order makes: line by line, party by party from the nearest agent up to the
 * company, each party taking its share of the line plus what its downline laid off to it, keeping what
 * its rule lets it keep and laying off the rest. Amounts are whole fen and conserved: for every party,
 * kept after + laid off = kept before + share + received.
 */
export function autoLayoffs(
  lines: readonly AutoLayoffLine[],
  keepOf: (party: PartyId, play: string) => KeepRule | null,
  keptBefore: (party: PartyId, play: string, selection: string) => number,
): AutoLayoffResult {
  const kept = new Map<string, number>();
  const layoffs: AutoLayoff[] = [];
  const takes: PartyTake[] = [];
  for (const [index, line] of lines.entries()) {
    assertSafe(line.combinations, 'combinations');
    if (line.combinations < 1 || line.amount % line.combinations !== 0) {
      throw new LotteryError('BAD_LINE', `line ${index + 1}: the stake ${line.amount} is not whole per combination of ${line.combinations}`);
    }
    const shares = partyStakes(line.amount, line.chain);
    const parties: PartyId[] = [...line.chain.map((link) => link.agentId), null];
    const ownShares = [...shares.agents, shares.company];
    let received = 0;
    parties.forEach((party, at) => {
      const key = keptKey(party, line.play, line.selection);
      const before = kept.get(key) ?? assertSafe(keptBefore(party, line.play, line.selection), 'kept stake');
      const share = ownShares[at] as number;
      const incoming = share + received;
      const rule = checkedRule(keepOf(party, line.play), party);
      const laidOff = rule ? excessOf(before, incoming, rule.keepMax, line.combinations) : 0;
      kept.set(key, before + incoming - laidOff);
      takes.push({ line: index, party, share, received, kept: incoming - laidOff, laidOff });
      const upline = rule?.counterparty === 'upline';
      if (laidOff > 0) {
        layoffs.push({
          line: index, from: party, stake: laidOff, perCombination: laidOff / line.combinations,
          to: upline ? { kind: 'upline', party: parties[at + 1] ?? null } : { kind: 'external' },
        });
      }
      received = upline ? laidOff : 0;
    });
  }
  return { layoffs, kept, takes };
}
