import { Type, type Static } from 'typebox';
import { Bilingual, Id, ListQuery, Timestamp } from './common.js';

export const MessageType = Type.Union([Type.Literal('message'), Type.Literal('notice'), Type.Literal('todo')]);
export type MessageType = Static<typeof MessageType>;

/** A message box item (docs/domain/messages-and-audit.md#the-message-box); status 0 unread, 1 read. */
export const Message = Type.Object({
  id: Id,
  type: MessageType,
  title: Bilingual,
  subTitle: Bilingual,
  content: Bilingual,
  link: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal(0), Type.Literal(1)]),
  time: Timestamp,
  /** A todo whose work is done (it ended by itself: the result entered, the series renewed…). */
  done: Type.Boolean(),
});
export type Message = Static<typeof Message>;

export const MessageListQuery = ListQuery({ type: Type.Optional(MessageType) }, ['id'] as const);
export type MessageListQuery = Static<typeof MessageListQuery>;

export const UnreadCounts = Type.Object({ message: Type.Integer(), notice: Type.Integer(), todo: Type.Integer() });
export type UnreadCounts = Static<typeof UnreadCounts>;

/** Newest first, with the unread count of every tab for the badges. */
export const MessagePage = Type.Object({
  list: Type.Array(Message),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  unread: UnreadCounts,
});
export type MessagePage = Static<typeof MessagePage>;

export const MessageReadBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }) }, { additionalProperties: false });
export const MessageClearBody = Type.Object({ type: MessageType }, { additionalProperties: false });
export const Changed = Type.Object({ changed: Type.Integer({ description: 'how many rows the call changed' }) });

/** What `GET /notify` sends in each event's `data:` line. */
export const NotifyEventType = Type.Union([Type.Literal('Analyse'), Type.Literal('Notify')]);
export type NotifyEventType = Static<typeof NotifyEventType>;
export type NotifyEvent = { traceId: string; content: Bilingual; type: NotifyEventType };
