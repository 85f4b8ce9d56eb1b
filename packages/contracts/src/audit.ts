import { Type, type Static } from 'typebox';
import { Id, ListQuery, Timestamp } from './common.js';

/** One entry of the append-only operation log (docs/domain/messages-and-audit.md#the-operation-log). */
export const AuditEntry = Type.Object({
  id: Id,
  at: Timestamp,
  actorId: Type.Union([Id, Type.Null()]),
  actorName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** The object's name as a person reads it (`MO6 2026331`, `C001 张三`); null where it has none. */
  label: Type.Union([Type.String(), Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** Filters: who (actor id or name), what (entity, entity id, action prefix), when (from <= at < to). */
export const AuditListQuery = ListQuery(
  {
    actorId: Type.Optional(Id),
    actorName: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    entity: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    from: Type.Optional(Timestamp),
    to: Type.Optional(Timestamp),
  },
  ['id', 'at'] as const,
);
export type AuditListQuery = Static<typeof AuditListQuery>;
