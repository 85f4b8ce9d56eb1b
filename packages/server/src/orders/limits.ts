import type { LimitRefusal, LimitRule } from '@drawdesk/contracts';
import { AppError } from '../lib/errors.js';
import { line, money, say } from '../i18n/say.js';

/** A priced line of an order about to be taken (see lines.ts). */
export type PricedLine = {
  play: string;
  selection: string;
  /** Per combination. */
  stake: number;
  combinations: number;
  amount: number;
  odds1: number;
  odds2: number | null;
  rebateBp: number;
  minStake: number;
  maxStake: number;
  maxPerSelection: number;
  locked: boolean;
  shareChain: { agentId: number; shareBp: number; rebateBp: number }[];
  /** What the company keeps: 10000 less the chain's shares. */
  keptBp: number;
};

const refusal = (rule: LimitRule, at: Partial<LimitRefusal>): LimitRefusal => ({
  line: null, play: null, selection: null, limit: null, taken: null, asked: null, rule, ...at,
});

/** A refusal's figures: money where the rule has them (`¥5,000.00`), blank where it has none. */
const figure = (fen: number | null) => (fen === null ? '' : money(fen));

/** The 422 of DOMAIN.md §6: names the line (in words), the rule, the limit and what is taken; nothing is written. */
export function limitExceeded(refused: LimitRefusal): AppError {
  const where = refused.line === null ? '' : say('limit.line', { n: refused.line + 1, line: line(refused.play ?? '', refused.selection ?? '') });
  const text = say(`limit.${refused.rule}`, { where, limit: figure(refused.limit), taken: figure(refused.taken), asked: figure(refused.asked) });
  return new AppError('LIMIT_EXCEEDED', text, refused);
}

/** Per line, without the book: the play open, the stake per combination within the plan's min and max. */
export function lineRefusal(lines: readonly PricedLine[]): LimitRefusal | null {
  for (const [index, line] of lines.entries()) {
    const at = { line: index, play: line.play, selection: line.selection };
    if (line.locked) return refusal('play-locked', at);
    if (line.stake < line.minStake) return refusal('min-stake', { ...at, limit: line.minStake, asked: line.stake });
    if (line.stake > line.maxStake) return refusal('max-stake', { ...at, limit: line.maxStake, asked: line.stake });
  }
  return null;
}

export const selectionKey = (line: Pick<PricedLine, 'play' | 'selection'>) => `${line.play}\u0000${line.selection}`;

/**
 * Per selection, counting the book: what the order adds to each (play, selection), summed over its lines,
 * plus what the book already holds, within the plan's limit per selection.
 */
export function bookRefusal(lines: readonly PricedLine[], taken: ReadonlyMap<string, number>): LimitRefusal | null {
  const adding = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const key = selectionKey(line);
    const asked = (adding.get(key) ?? 0) + line.amount;
    adding.set(key, asked);
    const already = taken.get(key) ?? 0;
    if (already + asked > line.maxPerSelection) {
      return refusal('max-per-selection', { line: index, play: line.play, selection: line.selection, limit: line.maxPerSelection, taken: already, asked });
    }
  }
  return null;
}

/** Available credit = credit limit + ledger balance − open stake (DOMAIN.md §6); the order must fit in it. */
export function creditRefusal(account: { creditLimit: number; balance: number; openStake: number }, amount: number): LimitRefusal | null {
  const available = account.creditLimit + account.balance - account.openStake;
  return amount > available ? refusal('credit', { limit: account.creditLimit, taken: account.openStake - account.balance, asked: amount }) : null;
}
