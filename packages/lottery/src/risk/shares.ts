import { LotteryError } from '../errors.js';
import { SCALE, applyRate, assertSafe } from '../money.js';

/** An agent of a line's chain, nearest to the customer first, with the share of the book it carries. */
export interface ChainShare {
  readonly agentId: string;
  readonly shareBp: number;
}

export interface PartyStakes {
  /** Each agent's part of the stake, in chain order. */
  readonly agents: readonly number[];
  /** The company's part: what the agents' shares leave. */
  readonly company: number;
}

/**
 * Splits a line's stake among the parties that carry it: the agents of its chain by their shares, the
 * company the rest. Rounded cumulatively (the first i agents together carry round(amount x their
 * shares)), so no part is negative and the parts add up to the amount exactly; a share split one agent
 * at a time could round two halves up and leave the company -1 fen.
 */
export function partyStakes(amount: number, chain: readonly ChainShare[]): PartyStakes {
  assertSafe(amount, 'stake');
  if (amount < 0) throw new LotteryError('NEGATIVE_AMOUNT', `a stake cannot be negative, got ${amount}`);
  let shares = 0;
  let carried = 0;
  const agents = chain.map((link) => {
    assertSafe(link.shareBp, 'share bp');
    if (link.shareBp < 0) throw new LotteryError('BAD_SHARE_CHAIN', `a share cannot be negative, got ${link.shareBp}`);
    shares += link.shareBp;
    if (shares > SCALE) throw new LotteryError('BAD_SHARE_CHAIN', `shares along a chain must be 0-10000 bp in total, got ${shares}`);
    const upTo = applyRate(amount, shares);
    const part = upTo - carried;
    carried = upTo;
    return part;
  });
  return { agents, company: amount - carried };
}
