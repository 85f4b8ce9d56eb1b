import { Type, type Static } from 'typebox';
import { Id } from './common.js';
import { LotteryCode } from './lottery.js';

/** Bounds of the book's charts: a period of at most a quarter, the top ten, hours before close up to two days. */
export const BOOK_CHART_RULES = { daysMax: 92, top: 10, hoursMax: 48 } as const;

const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'an Asia/Shanghai date, YYYY-MM-DD' });

/**
 * `POST /visualization/book`: the book over a period of draw dates (from and to included, Asia/Shanghai),
 * of one lottery or all, of one agent's subtree or the caller's whole scope.
 */
export const BookChartsQuery = Type.Object(
  { from: LocalDate, to: LocalDate, lottery: Type.Optional(LotteryCode), agentId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type BookChartsQuery = Static<typeof BookChartsQuery>;

/** One lottery's day: the stake of its draws of that date taken into the book, and the members' net on the settled ones (fen). */
export const BookDay = Type.Object({ date: Type.String(), lottery: LotteryCode, turnover: Type.Integer(), memberNet: Type.Integer() });
export type BookDay = Static<typeof BookDay>;

/**
 * A play group's house edge in bp of the stake: realised on the settled lines (what the book kept of their
 * stake: −members' net ÷ stake), expected from the lines' terms (10000 − their plan terms' return to player,
 * weighted by stake); null without stake.
 */
export const GroupEdge = Type.Object({
  group: Type.String(),
  stake: Type.Integer(),
  settledStake: Type.Integer(),
  realisedBp: Type.Union([Type.Integer(), Type.Null()]),
  expectedBp: Type.Union([Type.Integer(), Type.Null()]),
});
export type GroupEdge = Static<typeof GroupEdge>;

/** A customer or an agent among the top by turnover, with its members' net (fen; the book's result is its opposite). */
export const TopParty = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), turnover: Type.Integer(), memberNet: Type.Integer() });
export type TopParty = Static<typeof TopParty>;

/** Stake taken so many whole hours before its draw closed (the last bucket: that many or more). */
export const HourStake = Type.Object({ hoursBeforeClose: Type.Integer(), stake: Type.Integer() });
export type HourStake = Static<typeof HourStake>;

export const BookCharts = Type.Object({
  days: Type.Array(BookDay),
  edges: Type.Array(GroupEdge),
  topCustomers: Type.Array(TopParty),
  topAgents: Type.Array(TopParty),
  hours: Type.Array(HourStake),
});
export type BookCharts = Static<typeof BookCharts>;
