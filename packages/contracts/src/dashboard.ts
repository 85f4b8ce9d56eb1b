import { Type, type Static } from 'typebox';
import { Bilingual, Id, Timestamp } from './common.js';
import { LotteryCode } from './lottery.js';

/**
 * The workplace (docs/console.md#the-workplace), in the caller's scope: an Admin the whole
 * book, a User its agent's subtree. Money is integer fen; days are Asia/Shanghai dates.
 */

/** The play group of a play code: the code up to its first `_` (`TM_COLOUR` -> `TM`, `P3_SUM` -> `P3`). */
export const playGroupOf = (play: string): string => play.split('_', 1)[0]!;

/** Turnover: stake of the day's accepted or settled orders; orders: the day's orders, rejected and cancelled left out. */
export const DayFigures = Type.Object({ turnover: Type.Integer(), orders: Type.Integer() });
export type DayFigures = Static<typeof DayFigures>;

export const Announcement = Type.Object({ id: Id, title: Bilingual, content: Bilingual, createdAt: Timestamp });
export type Announcement = Static<typeof Announcement>;

/** Stake on the open draws by play group (see `playGroupOf`). */
export const CategoryStake = Type.Object({ group: Type.String(), stake: Type.Integer() });
export type CategoryStake = Static<typeof CategoryStake>;

export const Workplace = Type.Object({
  /** The ledger's net position: the company's for an Admin, its agent's for a User. */
  balance: Type.Integer(),
  pendingOrders: Type.Integer(),
  renewalOrders: Type.Integer(),
  today: DayFigures,
  yesterday: DayFigures,
  /** The caller's latest notices, newest first. */
  announcements: Type.Array(Announcement),
  categories: Type.Array(CategoryStake),
});
export type Workplace = Static<typeof Workplace>;
export const WorkplaceQuery = Type.Object({}, { additionalProperties: false });

export const CONTENT_DAYS = { default: 8, max: 31 } as const;
/** Without `days`, the last `CONTENT_DAYS.default` days. */
export const ContentDataQuery = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: CONTENT_DAYS.max })) }, { additionalProperties: false });
export type ContentDataQuery = Static<typeof ContentDataQuery>;

/** One day: turnover as in `DayFigures`, and the book's result of the draws settled that day (+ the book won). */
export const ContentDay = Type.Object({ date: Type.String({ format: 'date' }), turnover: Type.Integer(), result: Type.Integer() });
export type ContentDay = Static<typeof ContentDay>;

/** special: Mark Six special-number plays (group TM); regular: the other Mark Six plays; pick3: the pick-3 plays. */
export const PopularType = Type.Union([Type.Literal('special'), Type.Literal('regular'), Type.Literal('pick3')]);
export type PopularType = Static<typeof PopularType>;
export const PopularQuery = Type.Object({ type: PopularType }, { additionalProperties: false });
export type PopularQuery = Static<typeof PopularQuery>;

export const POPULAR_TOP = 5;
/** One of the most staked selections of the open draws. */
export const PopularSelection = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  lottery: LotteryCode,
  issue: Type.String(),
  drawId: Id,
  play: Type.String(),
  selection: Type.String(),
  stake: Type.Integer(),
  lines: Type.Integer(),
});
export type PopularSelection = Static<typeof PopularSelection>;
