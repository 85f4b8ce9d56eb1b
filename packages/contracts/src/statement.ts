import { Type, type Static } from 'typebox';
import { ExportQuery, Id, ListQuery, Timestamp } from './common.js';
import { DrawResult, DrawStatus, LotteryCode } from './lottery.js';

/**
 * Statements (docs/domain/settlement.md#statements): a customer's or an agent's settled draws, per draw or
 * over a date range (draw time from <= drawAt < to). Exactly one of customerId and agentId; a drawId or
 * a range (neither: every draw). Money in fen, signed from the party's side (+ the book owes it).
 */
export const StatementQuery = ListQuery(
  {
    customerId: Type.Optional(Id),
    agentId: Type.Optional(Id),
    drawId: Type.Optional(Id),
    from: Type.Optional(Timestamp),
    to: Type.Optional(Timestamp),
  },
  ['drawAt'] as const,
);
export type StatementQuery = Static<typeof StatementQuery>;
/** The statement's lines as CSV: the same party and period as the list (its language from Accept-Language). */
export const StatementExportQuery = ExportQuery(StatementQuery);
export type StatementExportQuery = Static<typeof StatementExportQuery>;

/** Sums of settled lines; for an agent, its subtree's lines, its share of the book and its rebate margin. */
const TotalsFields = {
  lines: Type.Integer(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  rebate: Type.Integer(),
  /** Members' net: payout + rebate - stake. */
  net: Type.Integer(),
  /** An agent's share of the book result (0 for a customer). */
  share: Type.Integer(),
  /** An agent's rebate margin (0 for a customer). */
  agentRebate: Type.Integer(),
  /** What an agent's settled lay-offs on the draw brought it (0 for a customer, and without lay-offs). */
  layoff: Type.Integer(),
  /** What the ledger holds for the party: a customer's net, an agent's share + rebate margin + lay-offs. */
  amount: Type.Integer(),
};
export const StatementTotals = Type.Object(TotalsFields);
export type StatementTotals = Static<typeof StatementTotals>;

/** What a statement says of its draw. */
const DrawFacts = {
  lottery: LotteryCode,
  issue: Type.String(),
  drawAt: Timestamp,
  status: DrawStatus,
  result: Type.Union([DrawResult, Type.Null()]),
  settledAt: Type.Union([Timestamp, Type.Null()]),
};

/** One draw of a statement. */
export const StatementDraw = Type.Object({ drawId: Id, ...DrawFacts, ...TotalsFields });
export type StatementDraw = Static<typeof StatementDraw>;

/** The period's balances come from the ledger: opening before it, closing after it (payments included). */
export const StatementSummary = Type.Object({
  opening: Type.Integer(),
  closing: Type.Integer(),
  /** Entries of the period other than its draws' settlements and lay-offs: payments, adjustments, reversals. */
  other: Type.Integer(),
  ...TotalsFields,
});
export type StatementSummary = Static<typeof StatementSummary>;

export const StatementParty = Type.Object({
  kind: Type.Union([Type.Literal('customer'), Type.Literal('agent')]),
  id: Id,
  code: Type.String(),
  name: Type.String(),
});
export type StatementParty = Static<typeof StatementParty>;

export const StatementPage = Type.Object({
  party: StatementParty,
  list: Type.Array(StatementDraw),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  summary: StatementSummary,
});
export type StatementPage = Static<typeof StatementPage>;

/** A settled line as its customer sees it. */
export const StatementLine = Type.Object({
  orderNo: Type.String(),
  play: Type.String(),
  selection: Type.String(),
  stake: Type.Integer(),
  combinations: Type.Integer(),
  amount: Type.Integer(),
  odds1: Type.Integer(),
  odds2: Type.Union([Type.Integer(), Type.Null()]),
  rebateBp: Type.Integer(),
  result: Type.Union([Type.String(), Type.Null()]),
  payout: Type.Union([Type.Integer(), Type.Null()]),
  rebate: Type.Union([Type.Integer(), Type.Null()]),
  net: Type.Union([Type.Integer(), Type.Null()]),
});
export type StatementLine = Static<typeof StatementLine>;

/** The most lines a statement page shows; the CSV export has them all. */
export const STATEMENT_LINES_SHOWN = 2000;

/** One customer's statement of one draw: what a shared link shows, and nothing else. */
const DrawStatementFields = {
  customer: Type.Object({ code: Type.String(), name: Type.String() }),
  draw: Type.Object(DrawFacts),
  lines: Type.Array(StatementLine),
  /** How many lines there are (more than `lines` holds when over STATEMENT_LINES_SHOWN). */
  lineCount: Type.Integer(),
  totals: StatementTotals,
  opening: Type.Integer(),
  closing: Type.Integer(),
};
export const DrawStatement = Type.Object(DrawStatementFields);
export type DrawStatement = Static<typeof DrawStatement>;
export const DrawStatementQuery = Type.Object({ customerId: Id, drawId: Id }, { additionalProperties: false });
export type DrawStatementQuery = Static<typeof DrawStatementQuery>;

/** Days a shared link stays valid. */
export const LINK_DAYS = { min: 1, max: 90, default: 7 } as const;

export const StatementLinkBody = Type.Object(
  { customerId: Id, drawId: Id, days: Type.Optional(Type.Integer({ minimum: LINK_DAYS.min, maximum: LINK_DAYS.max })) },
  { additionalProperties: false },
);
export type StatementLinkBody = Static<typeof StatementLinkBody>;

export const StatementLink = Type.Object({
  id: Id,
  customerId: Id,
  drawId: Id,
  lottery: LotteryCode,
  issue: Type.String(),
  /** The console's path of the link (`/report?token=…`); the console puts its own origin before it. */
  url: Type.String(),
  expiresAt: Timestamp,
  revokedAt: Type.Union([Timestamp, Type.Null()]),
  state: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
  createdBy: Type.String(),
  createdAt: Timestamp,
});
export type StatementLink = Static<typeof StatementLink>;
export const StatementLinkListQuery = ListQuery({ customerId: Id }, ['id'] as const);
export type StatementLinkListQuery = Static<typeof StatementLinkListQuery>;

/** A report token: at most this long (the signed id and expiry). */
export const ReportQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type ReportQuery = Static<typeof ReportQuery>;
export const Report = Type.Object({ ...DrawStatementFields, expiresAt: Timestamp });
export type Report = Static<typeof Report>;

/** A draw's settlement run, one per result version (0: the void refund), newest first. */
export const Settlement = Type.Object({
  drawId: Id,
  resultVersion: Type.Integer(),
  kind: Type.Union([Type.Literal('result'), Type.Literal('void')]),
  orders: Type.Integer(),
  lines: Type.Integer(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  rebate: Type.Integer(),
  net: Type.Integer(),
  /** Entries of the previous version reversed by this one. */
  reversed: Type.Integer(),
  durationMs: Type.Integer(),
  settledAt: Timestamp,
});
export type Settlement = Static<typeof Settlement>;
