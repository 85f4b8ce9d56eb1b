// Plain data, no schemas: the server's schemas are built from these, and the console's forms check
// the same limits without loading TypeBox.

export const USERNAME_LENGTH = { min: 3, max: 32 } as const;
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NICKNAME_LENGTH = { min: 1, max: 50 } as const;
export const PHONE_NUMBER_PATTERN = '^\\+?[0-9]{6,20}$';
export const PHONE_NUMBER_MAX = 21;

/** A list filter's keyword (code, name, phone…). */
export const KEYWORD_MAX = 100;

/** Codes of agents and customers: letters, digits, `_` and `-`, compared without case. */
export const CODE_PATTERN = '^[A-Za-z0-9_-]{1,32}$';
export const CODE_MAX = 32;
export const NAME_LENGTH = { min: 1, max: 50 } as const;
export const REMARK_MAX = 500;
/** Money fields of reference data (credit limits, stakes) in fen: up to 100 million yuan. */
export const MONEY_MAX_FEN = 10_000_000_000;
/**
 * The most one order line or lay-off may pay back in its best outcome (stake x combinations x its highest
 * odds / 10,000; plays priced by selection at the odds of their likeliest-to-pay selection): a line at the
 * largest stake and the largest odds. Proven before either is stored, so settlement's products stay safe.
 */
export const PAYOUT_MAX_FEN = 100_000_000_000_000;
/**
 * The most the book holds on one selection or combination of a draw when no payout cap is set: ten of the
 * largest lines. Each line adds at most PAYOUT_MAX_FEN, so every sum the cap check makes stays a safe integer.
 */
export const BOOK_PAYOUT_MAX_FEN = 10 * PAYOUT_MAX_FEN;
/** 100% in basis points; also the most the shares along one chain of agents may add up to. */
export const FULL_BP = 10_000;
export const TAG_RULES = { maxTags: 10, maxLength: 20 } as const;
/** Bounds of an order (docs/promises.md#bounded-input): a chat message, its lines, a repeat series. */
export const ORDER_RULES = {
  textMax: 5000,
  linesMax: 500,
  /**
   * Combinations one order holds in all (a line holds up to 10,000): the book counts each combination's
   * payout under a lock, so this bounds an order's work there.
   */
  combinationsMax: 20_000,
  selectionMax: 200,
  reasonMax: 200,
  repeatMax: 30,
  /** A client's idempotency key: letters, digits, dash, underscore. */
  requestIdPattern: '^[A-Za-z0-9_-]{8,64}$',
} as const;
