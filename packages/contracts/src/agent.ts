import { Type, type Static } from 'typebox';
import { Id, Keyword, ListQuery, SaveBody, Timestamp, Version } from './common.js';
import { CODE_MAX, CODE_PATTERN, NAME_LENGTH, REMARK_MAX } from './field-rules.js';
import { BasisPoints, Fen } from './money.js';

export const AgentStatus = Type.Union([Type.Literal('active'), Type.Literal('disabled')]);
export type AgentStatus = Static<typeof AgentStatus>;

/** An agent (docs/domain/parties.md#agents): a node of the tree; along any chain the shares add up to at most 10000 bp. */
export const Agent = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  parentId: Type.Union([Id, Type.Null()]),
  shareBp: BasisPoints,
  rebatePlanId: Type.Union([Id, Type.Null()]),
  creditLimit: Fen,
  mayLayOff: Type.Boolean(),
  status: AgentStatus,
  contact: Type.String(),
  remark: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type Agent = Static<typeof Agent>;

export const AgentListQuery = ListQuery(
  { keyword: Type.Optional(Keyword), parentId: Type.Optional(Id), status: Type.Optional(AgentStatus) },
  ['id', 'code', 'name', 'shareBp', 'createdAt'] as const,
);
export type AgentListQuery = Static<typeof AgentListQuery>;

const AgentFields = {
  code: Type.String({ pattern: CODE_PATTERN, maxLength: CODE_MAX }),
  name: Type.String({ minLength: NAME_LENGTH.min, maxLength: NAME_LENGTH.max }),
  parentId: Type.Union([Id, Type.Null()]),
  shareBp: BasisPoints,
  rebatePlanId: Type.Union([Id, Type.Null()]),
  creditLimit: Fen,
  mayLayOff: Type.Boolean(),
  status: AgentStatus,
  contact: Type.Optional(Type.String({ maxLength: 100 })),
  remark: Type.Optional(Type.String({ maxLength: REMARK_MAX })),
};
/** Create when `id` is absent, update when present (with `version`). */
export const AgentSave = SaveBody(AgentFields);
export type AgentSave = Static<typeof AgentSave>;

/**
 * `GET /agent/tree`: every live agent, depth first (roots and siblings by code), with its depth (0 for a
 * root) and the share carried by its whole chain from the root; the console nests them by `parentId`.
 */
export const AgentTreeRow = Type.Intersect([Agent, Type.Object({ depth: Type.Integer({ minimum: 0 }), chainShareBp: BasisPoints })]);
export type AgentTreeRow = Static<typeof AgentTreeRow>;

/** `GET /agent/list-all`: what a select needs, every live agent. */
export const AgentOption = Type.Object({ id: Id, code: Type.String(), name: Type.String(), status: AgentStatus });
export type AgentOption = Static<typeof AgentOption>;
