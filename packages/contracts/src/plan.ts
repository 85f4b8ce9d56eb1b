import { Type, type Static } from 'typebox';
import { Id, Keyword, ListQuery, SaveBody, Timestamp, Version } from './common.js';
import { NAME_LENGTH, REMARK_MAX } from './field-rules.js';
import { BasisPoints, Fen, Odds } from './money.js';

export const GameCode = Type.Union([Type.Literal('MARK6'), Type.Literal('PICK3')]);
export type GameCode = Static<typeof GameCode>;
// Written out: a mapped array would make a union of unknown length, whose static type is never.
export const PlanTier = Type.Union([
  Type.Literal('A'), Type.Literal('B'), Type.Literal('C'), Type.Literal('D'),
  Type.Literal('E'), Type.Literal('F'), Type.Literal('G'), Type.Literal('H'),
]);
export type PlanTier = Static<typeof PlanTier>;
export const PlanStatus = Type.Union([Type.Literal('draft'), Type.Literal('active'), Type.Literal('archived')]);
export type PlanStatus = Static<typeof PlanStatus>;

/**
 * One play type of a plan. `odds` has one value per odds slot of the play (x10,000); for plays priced by
 * selection (pick-3 sum and span) its one value is the return against fair odds (x10,000, 9700 = 97%).
 * Stakes are fen per line; `maxPerSelection` is the limit per selection per draw.
 */
export const PlanRow = Type.Object(
  {
    play: Type.String({ minLength: 1, maxLength: 32 }),
    odds: Type.Array(Odds, { minItems: 1, maxItems: 2 }),
    rebateBp: BasisPoints,
    minStake: Fen,
    maxStake: Fen,
    maxPerSelection: Fen,
    locked: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PlanRow = Static<typeof PlanRow>;

export const Plan = Type.Object({
  id: Id,
  game: GameCode,
  name: Type.String(),
  tier: PlanTier,
  status: PlanStatus,
  remark: Type.String(),
  rows: Type.Array(PlanRow),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type Plan = Static<typeof Plan>;

/** A list item: the plan without its rows, with how many customers use it. */
export const PlanSummary = Type.Object({
  id: Id,
  game: GameCode,
  name: Type.String(),
  tier: PlanTier,
  status: PlanStatus,
  remark: Type.String(),
  customers: Type.Integer({ minimum: 0 }),
  updatedAt: Timestamp,
  version: Version,
});
export type PlanSummary = Static<typeof PlanSummary>;

/** `GET /plan/list-all`: every plan, for selects. */
export const PlanOption = Type.Object({ id: Id, game: GameCode, name: Type.String(), tier: PlanTier, status: PlanStatus });
export type PlanOption = Static<typeof PlanOption>;

export const PlanListQuery = ListQuery(
  { keyword: Type.Optional(Keyword), game: Type.Optional(GameCode), tier: Type.Optional(PlanTier), status: Type.Optional(PlanStatus) },
  ['id', 'name', 'tier', 'updatedAt'] as const,
);
export type PlanListQuery = Static<typeof PlanListQuery>;

const PlanFields = {
  game: GameCode,
  name: Type.String({ minLength: NAME_LENGTH.min, maxLength: NAME_LENGTH.max }),
  tier: PlanTier,
  status: PlanStatus,
  remark: Type.Optional(Type.String({ maxLength: REMARK_MAX })),
  rows: Type.Array(PlanRow, { minItems: 1, maxItems: 64 }),
};
/** Create when `id` is absent, update when present (with `version`); `rows` has every play type of the game once. */
export const PlanSave = SaveBody(PlanFields);
export type PlanSave = Static<typeof PlanSave>;

export const PlanClone = Type.Object(
  { id: Id, name: Type.String({ minLength: NAME_LENGTH.min, maxLength: NAME_LENGTH.max }), tier: Type.Optional(PlanTier) },
  { additionalProperties: false },
);
export type PlanClone = Static<typeof PlanClone>;

/** `GET /plan/rtp?id=`: per row, return to player and house edge in bp (null where the play is not single-outcome). */
export const PlanRowReturn = Type.Object({
  play: Type.String(),
  /** Lowest and highest return to player over the play's selections (they differ where slots differ). */
  minReturnBp: Type.Union([Type.Integer(), Type.Null()]),
  maxReturnBp: Type.Union([Type.Integer(), Type.Null()]),
  /** 10000 - maxReturnBp: the house's smallest edge, on the selection that pays the most (negative when it pays over 100%). */
  houseEdgeBp: Type.Union([Type.Integer(), Type.Null()]),
});
export type PlanRowReturn = Static<typeof PlanRowReturn>;
export const PlanReturns = Type.Object({ planId: Id, rows: Type.Array(PlanRowReturn) });
export type PlanReturns = Static<typeof PlanReturns>;
