import type { LimitRefusal, LineTerms } from '@drawdesk/contracts';
import { AppError } from '../lib/errors.js';
import { line, money, say } from '../i18n/say.js';

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

/** A refusal's figures: money where the rule has them (`¥5,000.00`), blank where it has none. */
const figure = (fen: number | null) => (fen === null ? '' : money(fen));

/** The 422 of docs/domain/orders.md (the checks): names the line (in words), the rule, the limit and what is taken; nothing is written. */
export function limitExceeded(refused: LimitRefusal): AppError {
  const where = refused.line === null ? '' : say('limit.line', { n: refused.line + 1, line: line(refused.play ?? '', refused.selection ?? '') });
  const text = say(`limit.${refused.rule}`, { where, limit: figure(refused.limit), taken: figure(refused.taken), asked: figure(refused.asked) });
  return new AppError('LIMIT_EXCEEDED', text, refused);
}
