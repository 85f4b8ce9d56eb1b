import { Type, type Static } from 'typebox';
import { Id, ListQuery, Timestamp } from './common.js';
import { MONEY_MAX_FEN } from './field-rules.js';
import { ORDER_RULES } from './order.js';

/** DOMAIN.md §8: a ledger entry is never edited; a wrong one is reversed. Settlement kinds come with settlement. */
export const LedgerKind = Type.Union([
  Type.Literal('payment'), Type.Literal('adjustment'), Type.Literal('reversal'), Type.Literal('settlement'),
]);
export type LedgerKind = Static<typeof LedgerKind>;

/** Signed fen from the customer's side, never zero: + the customer paid in (or is owed more), - it owes more. */
const NonZeroFen = Type.Union([Type.Integer({ minimum: -MONEY_MAX_FEN, maximum: -1 }), Type.Integer({ minimum: 1, maximum: MONEY_MAX_FEN })]);

export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  customerId: Id,
  kind: LedgerKind,
  amount: Type.Integer(),
  note: Type.String(),
  reversesId: Type.Union([Type.Integer(), Type.Null()]),
  reversedBy: Type.Union([Type.Integer(), Type.Null()]),
  drawId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.String(),
  createdAt: Timestamp,
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const LedgerListQuery = ListQuery({ customerId: Id, kind: Type.Optional(LedgerKind) }, ['id'] as const);
export type LedgerListQuery = Static<typeof LedgerListQuery>;

/** Available credit = credit limit + balance − open stake (stake of accepted, unsettled orders). */
export const CustomerBalance = Type.Object({
  customerId: Id,
  creditLimit: Type.Integer(),
  balance: Type.Integer(),
  openStake: Type.Integer(),
  available: Type.Integer(),
});
export type CustomerBalance = Static<typeof CustomerBalance>;
export const BalanceQuery = Type.Object({ customerId: Id }, { additionalProperties: false });

const Note = Type.String({ maxLength: ORDER_RULES.reasonMax });
export const PaymentBody = Type.Object(
  { requestId: Type.String({ minLength: 8, maxLength: 64, pattern: ORDER_RULES.requestIdPattern }), customerId: Id, amount: NonZeroFen, note: Type.Optional(Note) },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBody>;
export const AdjustBody = Type.Object(
  { customerId: Id, amount: NonZeroFen, reason: Type.String({ minLength: 1, maxLength: ORDER_RULES.reasonMax }) },
  { additionalProperties: false },
);
export type AdjustBody = Static<typeof AdjustBody>;
export const ReverseBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: ORDER_RULES.reasonMax }) }, { additionalProperties: false });
