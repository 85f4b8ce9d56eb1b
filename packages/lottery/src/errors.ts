/**
 * Every code a LotteryError carries: programs (and the server's catalog, which words each in both languages)
 * rely on the list being whole.
 */
export const LOTTERY_ERROR_CODES = [
  'BAD_BOARD', 'BAD_COLUMNS', 'BAD_DATE', 'BAD_DRAW', 'BAD_FARMING_OPTION', 'BAD_KEEP', 'BAD_LEAD', 'BAD_LINE', 'BAD_NUMBER', 'BAD_ODDS',
  'BAD_ODDS_RULE', 'BAD_RATE', 'BAD_SELECTION', 'BAD_SHARE_CHAIN', 'BAD_STAKE', 'BAD_STRATEGY', 'BAD_ZODIAC_YEAR', 'COMPOUND_SELECTION',
  'NEGATIVE_AMOUNT', 'NOT_MULTI_OUTCOME', 'NOT_SINGLE_OUTCOME', 'NO_MARKET_LABEL', 'NO_ODDS_SLOT', 'NO_PLAY_GROUP', 'NO_TYPICAL_ODDS',
  'NO_ZODIAC', 'NO_ZODIAC_YEAR', 'TOO_MANY_SELECTIONS', 'UNKNOWN_GAME', 'UNKNOWN_PLAY', 'UNSAFE_INTEGER', 'WRONG_GAME',
] as const;
export type LotteryErrorCode = (typeof LOTTERY_ERROR_CODES)[number];

/** The one error type of the package: a stable code for programs, a sentence (in English) for the logs. */
export class LotteryError extends Error {
  readonly code: LotteryErrorCode;

  constructor(code: LotteryErrorCode, message: string) {
    super(message);
    this.name = 'LotteryError';
    this.code = code;
  }
}
