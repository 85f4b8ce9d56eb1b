import { Type, type Static } from 'typebox';
import { Bilingual, Id, ListQuery, Timestamp } from './common.js';
import { MONEY_MAX_FEN, ORDER_RULES } from './field-rules.js';

/**
 * docs/domain/settlement.md#the-ledger: a ledger entry is never edited; a wrong one is reversed. `settlement` is a customer's
 * result of a draw, `share` an agent's (or the company's) part of it, `layoff` the result of lay-offs.
 */
export const LedgerKind = Type.Union([
  Type.Literal('payment'), Type.Literal('adjustment'), Type.Literal('reversal'), Type.Literal('settlement'), Type.Literal('share'), Type.Literal('layoff'),
]);
export type LedgerKind = Static<typeof LedgerKind>;

/** Signed fen from the customer's side, never zero: + the customer paid in (or is owed more), - it owes more. */
const NonZeroFen = Type.Union([Type.Integer({ minimum: -MONEY_MAX_FEN, maximum: -1 }), Type.Integer({ minimum: 1, maximum: MONEY_MAX_FEN })]);

/** The party of an entry: a customer, an agent, or (both null) the company. */
export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  customerId: Type.Union([Id, Type.Null()]),
  agentId: Type.Union([Id, Type.Null()]),
  kind: LedgerKind,
  amount: Type.Integer(),
  note: Bilingual,
  reversesId: Type.Union([Type.Integer(), Type.Null()]),
  reversedBy: Type.Union([Type.Integer(), Type.Null()]),
  drawId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.String(),
  /** Written by the server's own work (settlement), not by a person: the console words it (系统, System). */
  bySystem: Type.Boolean(),
  createdAt: Timestamp,
});
export type LedgerEntry = Static<typeof LedgerEntry>;

/** A customer's ledger or an agent's: exactly one of the two (the server says so when both or neither come). */
export const LedgerListQuery = ListQuery({ customerId: Type.Optional(Id), agentId: Type.Optional(Id), kind: Type.Optional(LedgerKind) }, ['id'] as const);
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
/**
 * A customer's payment or an agent's (exactly one of the two). A customer's payment out (a negative amount)
 * must leave its available credit at zero or more; an Admin may pay out past it with `overrideReason` (audited).
 */
export const PaymentBody = Type.Object(
  {
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: ORDER_RULES.requestIdPattern }),
    customerId: Type.Optional(Id),
    agentId: Type.Optional(Id),
    amount: NonZeroFen,
    note: Type.Optional(Note),
    overrideReason: Type.Optional(Type.String({ minLength: 1, maxLength: ORDER_RULES.reasonMax })),
  },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBody>;
export const AdjustBody = Type.Object(
  { customerId: Type.Optional(Id), agentId: Type.Optional(Id), amount: NonZeroFen, reason: Type.String({ minLength: 1, maxLength: ORDER_RULES.reasonMax }) },
  { additionalProperties: false },
);
export type AdjustBody = Static<typeof AdjustBody>;
export const ReverseBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: ORDER_RULES.reasonMax }) }, { additionalProperties: false });
