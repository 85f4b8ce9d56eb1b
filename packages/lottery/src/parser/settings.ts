import type { GameCode } from '../games/types.js';
import type { ZodiacMap, ZodiacYear } from '../zodiac.js';

/**
 * Readings that differ between books (docs/domain/orders.md#book-settings). Each has a default that
 * books no money it is not sure of: 'diagnose' leaves the token to the operator.
 */
export interface BookSettings {
  /** `兔20` (a zodiac, an amount, no 各 and no play): each of its numbers, one 平特 bet, or ask. */
  readonly bareZodiac: 'diagnose' | 'each-number' | 'pt-zodiac';
  /** `红波20`, `大50`, `3尾10` (a colour, side, tail or head, no 各, no play): each number, one bet, or ask. */
  readonly bareGroup: 'diagnose' | 'each-number' | 'one-bet';
  /** `01.02.03 10元` (several selections, one amount with no 各/=/x): each, or ask. */
  readonly listAmount: 'diagnose' | 'each';
  /** `01.01各10`: the same selection twice in one group: stake added up on one line (同号累加, with a note), or ask. */
  readonly duplicates: 'diagnose' | 'add';
  /** `01-10` (a lone ascending pair) with no unit after it: the numbers 1 to 10, the numbers 1 and 10, or ask. */
  readonly dashRange: 'diagnose' | 'range' | 'list';
  /** `二中二 01.02.03各10` (more numbers than the play takes, without 复式): every combination, or ask. */
  readonly compound: 'diagnose' | 'every-combination';
}

export const DEFAULT_BOOK_SETTINGS: BookSettings = {
  bareZodiac: 'diagnose',
  bareGroup: 'diagnose',
  listAmount: 'diagnose',
  duplicates: 'add',
  dashRange: 'diagnose',
  compound: 'diagnose',
};

/** A lottery the book runs: its code and the game whose rules it uses. */
export interface LotteryInfo {
  readonly code: string;
  readonly game: GameCode;
}

/** What a parse needs besides the text. */
export interface ParseContext {
  /** The lottery of the order's draw: slips without a market label go to it. */
  readonly lottery: LotteryInfo;
  /** Every lottery the book runs, for market labels (港, 澳 ...); defaults to the order's one. */
  readonly lotteries?: readonly LotteryInfo[];
  /** The zodiac map the draw snapshotted: needed to expand 兔各20 into numbers. */
  readonly zodiac?: ZodiacMap;
  /** Or the draw's date (ISO), read against `zodiacYears` (the built-in table by default). */
  readonly drawDate?: string;
  readonly zodiacYears?: readonly ZodiacYear[];
  readonly settings?: Partial<BookSettings>;
  /**
   * The most lines the text may expand into (an order's bound): counted while expanding, the reading
   * stops at the bet that passes it with a TOO_MANY_LINES diagnostic. Unbounded when left out.
   */
  readonly maxLines?: number;
}

/** Market labels and the lottery codes they name (each slip goes to that market's open draw). */
export const MARKET_LABELS: Readonly<Record<string, readonly string[]>> = {
  香港澳门: ['HK6', 'MO6'],
  澳门香港: ['HK6', 'MO6'],
  港澳: ['HK6', 'MO6'],
  澳港: ['HK6', 'MO6'],
  澳门: ['MO6'],
  新澳: ['MO6'],
  新门: ['MO6'],
  新奥: ['MO6'],
  噢门: ['MO6'],
  门: ['MO6'],
  澳: ['MO6'],
  奥: ['MO6'],
  // 彩 (lottery) after a market's name: 澳彩 新澳门彩 港彩 香港彩
  澳彩: ['MO6'],
  新澳彩: ['MO6'],
  新澳门彩: ['MO6'],
  香港: ['HK6'],
  香: ['HK6'],
  港: ['HK6'],
  港彩: ['HK6'],
  香港彩: ['HK6'],
};
