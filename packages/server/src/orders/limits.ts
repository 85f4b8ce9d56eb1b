import type { LimitRefusal, LimitRule, LineTerms } from '@drawdesk/contracts';
import { AppError } from '../lib/errors.js';

/**
 * A priced line of an order about to be taken (see lines.ts); its checks are the contracts' (order-limits.ts),
 * the ones the console's order form runs before sending.
 */
export type PricedLine = LineTerms & {
  combinations: number;
  odds1: number;
  odds2: number | null;
  rebateBp: number;
  shareChain: { agentId: number; shareBp: number; rebateBp: number }[];
  /** What the company keeps: 10000 less the chain's shares. */
  keptBp: number;
};

/** The 422 of DOMAIN.md §6: names the line, the rule, the limit and what is taken; nothing is written. */
export function limitExceeded(refused: LimitRefusal): AppError {
  const where = refused.line === null ? '' : `Line ${refused.line + 1} (${refused.play} ${refused.selection}): `;
  const figures = [refused.limit === null ? '' : `limit ${refused.limit}`, refused.taken === null ? '' : `taken ${refused.taken}`, refused.asked === null ? '' : `asked ${refused.asked}`]
    .filter(Boolean)
    .join(', ');
  return new AppError('LIMIT_EXCEEDED', `${where}${MESSAGES[refused.rule]}${figures ? ` (${figures})` : ''}`, refused);
}

const MESSAGES: Record<LimitRule, string> = {
  'draw-open': 'the draw is not open for orders',
  'play-locked': 'this play is locked in the customer\'s plan',
  'min-stake': 'the stake is below the plan\'s minimum per line',
  'max-stake': 'the stake is above the plan\'s maximum per line',
  'max-per-selection': 'the book would hold more on this selection than the plan allows',
  credit: 'the customer\'s available credit does not cover the order',
  'customer-disabled': 'the customer is disabled',
};
