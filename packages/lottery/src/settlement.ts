import { LotteryError } from './errors.js';
import { SCALE, applyRate, assertSafe, mulDivRound } from './money.js';
import { judgeSelection } from './rules/index.js';
import type { Draw, Judgement } from './rules/types.js';

/** The money terms a line snapshots: stake per combination, odds per slot x10,000, rebate bp. */
export interface LineTerms {
  readonly stake: number;
  readonly odds: readonly number[];
  readonly rebateBp: number;
}

export interface Line extends LineTerms {
  readonly play: string;
  readonly selection: string;
}

export type LineResult = 'win' | 'lose' | 'tie' | 'void';

export interface LineSettlement {
  readonly result: LineResult;
  /** Stake of the whole line (per combination x combinations). */
  readonly stake: number;
  /** What the line pays back, stake included (ties and voids refund the stake). */
  readonly payout: number;
  /** Rebate due: none on ties and voids. */
  readonly rebate: number;
  /** Member net: payout + rebate - stake. */
  readonly net: number;
}

function checkTerms(terms: LineTerms): void {
  assertSafe(terms.stake, 'stake');
  assertSafe(terms.rebateBp, 'rebate bp');
  if (terms.stake < 0) throw new LotteryError('BAD_STAKE', `stake cannot be negative: ${terms.stake}`);
  if (terms.rebateBp < 0 || terms.rebateBp > SCALE) throw new LotteryError('BAD_RATE', `rebate must be 0-10000 bp: ${terms.rebateBp}`);
  for (const odds of terms.odds) if (assertSafe(odds, 'odds') < 0) throw new LotteryError('BAD_ODDS', `odds cannot be negative: ${odds}`);
}

/**
 * The money of a line from its combinations' judgements, rounded once per
 * line, half up: payout = round(stake x sum of won odds / 10,000) plus the
 * stake of tied combinations; rebate = round(stake x untied combinations x rebate / 10,000).
 */
export function settleJudgements(terms: LineTerms, judgements: readonly Judgement[]): LineSettlement {
  checkTerms(terms);
  let oddsWon = 0;
  let ties = 0;
  for (const j of judgements) {
    if (j.result === 'win') {
      const odds = terms.odds[j.oddsSlot];
      if (odds === undefined) throw new LotteryError('NO_ODDS_SLOT', `the line has no odds for slot ${j.oddsSlot}`);
      oddsWon += odds;
    } else if (j.result === 'tie') ties++;
  }
  const stake = assertSafe(terms.stake * judgements.length, 'line stake');
  // A tie refunds its stake exactly: counting it at odds 1 keeps one rounding.
  const payout = mulDivRound(terms.stake, assertSafe(oddsWon + ties * SCALE, 'odds sum'), SCALE);
  const rebate = applyRate(terms.stake * (judgements.length - ties), terms.rebateBp);
  const result: LineResult = oddsWon > 0 ? 'win' : ties > 0 && ties === judgements.length ? 'tie' : 'lose';
  return { result, stake, payout, rebate, net: payout + rebate - stake };
}

/** Settles a line on a draw (compound lines: every combination). */
export function settleLine(line: Line, draw: Draw): LineSettlement {
  return settleJudgements(line, judgeSelection(line.play, line.selection, draw));
}

/** A voided line (void draw, cancelled order): the stake comes back, no rebate. */
export function voidLine(terms: LineTerms, combinations = 1): LineSettlement {
  checkTerms(terms);
  const stake = assertSafe(terms.stake * combinations, 'line stake');
  return { result: 'void', stake, payout: stake, rebate: 0, net: 0 };
}

/** One agent of an order line's chain, nearest to the customer first. */
export interface ShareLink {
  readonly agentId: string;
  readonly shareBp: number;
  /** The rebate the agent receives on its downline's turnover. */
  readonly rebateBp: number;
}

export interface AgentShare {
  readonly agentId: string;
  /** The agent's share of the book result (positive: the agent gains). */
  readonly share: number;
  /** Rebate margin: its rebate rate minus the rate it pays down, on the rebated stake. */
  readonly rebate: number;
}

export interface ShareSplit {
  /** The book result of the line: -(member net). */
  readonly book: number;
  readonly agents: readonly AgentShare[];
  /** What is left for the company; member net + agents + company = 0. */
  readonly company: number;
}

/**
 * Splits a settled line's book result along the share chain: each agent
 * carries round(book x share / 10,000) and earns its rebate margin (its
 * rate above the highest one below it, if any); the
 * company carries the rest, so the parts always add up to the book.
 */
export function splitShares(settled: LineSettlement, memberRebateBp: number, chain: readonly ShareLink[]): ShareSplit {
  const totalShare = chain.reduce((sum, link) => sum + assertSafe(link.shareBp, 'share bp'), 0);
  if (chain.some((link) => link.shareBp < 0) || totalShare > SCALE) {
    throw new LotteryError('BAD_SHARE_CHAIN', `shares along a chain must be 0-10000 bp in total, got ${totalShare}`);
  }
  const book = -settled.net;
  const rebated = settled.result === 'tie' || settled.result === 'void' ? 0 : settled.stake;
  let below = memberRebateBp;
  const agents = chain.map((link): AgentShare => {
    // An agent whose rate is below what it pays down (none: no rebate plan) passes the rate through:
    // no margin, and the agent above earns on the higher rate. The member's rebate is in the book already.
    const margin = applyRate(rebated, Math.max(0, link.rebateBp - below));
    below = Math.max(below, link.rebateBp);
    return { agentId: link.agentId, share: applyRate(book, link.shareBp), rebate: margin };
  });
  const company = agents.reduce((rest, a) => rest - a.share - a.rebate, book);
  return { book, agents, company };
}
