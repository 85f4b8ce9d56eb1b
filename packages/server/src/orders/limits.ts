import type { LimitRefusal, LineTerms, RiskRefusalDetails } from '@drawdesk/contracts';
import { playGroupOf, type DrawClosing, type RiskRefusal } from '@drawdesk/lottery';
import { AppError } from '../lib/errors.js';
import { decimalText } from '@drawdesk/shell/words';
import { line, money, say, type MessageKey } from '../i18n/say.js';

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

/**
 * A refusal of the risk desk (docs/domain/analysis.md, what the order save does): the 422 naming the line,
 * the rule and its figures, or the 409 of odds that moved since the operator saw them (with the new ones);
 * nothing is written.
 */
export function riskRefused(refused: RiskRefusal, closing: DrawClosing): AppError {
  const where = say('limit.line', { n: refused.line + 1, line: line(refused.play, refused.selection) });
  const group = playGroupOf(refused.play);
  const text = say(`limit.${refused.rule}` satisfies MessageKey, {
    where,
    limit: figure(refused.limit),
    taken: figure(refused.taken),
    asked: figure(refused.asked),
    reason: refused.reason ?? '',
    group: group.names,
    lead: closing.leads[group.code] ?? 0,
    seen: refused.asked === null ? '' : decimalText(refused.asked, 4),
    odds: refused.odds === undefined ? '' : decimalText(refused.odds, 4),
    combination: refused.combination === undefined ? '' : line(refused.play, refused.combination),
  });
  const { closesAt, ...rest } = refused;
  const details: RiskRefusalDetails = { ...rest, ...(closesAt === undefined ? {} : { closesAt: new Date(closesAt).toISOString() }) };
  return new AppError(refused.rule === 'stale-odds' ? 'CONFLICT' : 'LIMIT_EXCEEDED', text, details);
}
