import type { Bilingual, Message, NotifyEvent } from '@drawdesk/contracts';
import type { Executor } from '../db/client.js';
import type { EventRepository } from '../repositories/events.js';
import type { MessageRepository, NewMessage } from '../repositories/messages.js';

/** How a message's live event reads: its trace (which may name the message), its type, and its text (the message's content unless said). */
export type Told = { traceId: string | ((message: Message) => string); type?: NotifyEvent['type']; content?: Bilingual };

/**
 * A message in a user's box and its live event, in the transaction of the change they report: the one way
 * the server tells a person something.
 */
export function userNotifier({ messages, events }: { messages: Pick<MessageRepository, 'add'>; events: Pick<EventRepository, 'publish'> }) {
  return async function notifyUser(userId: number, notice: NewMessage, told: Told, tx: Executor) {
    const message = await messages.add(userId, notice, tx);
    const traceId = typeof told.traceId === 'string' ? told.traceId : told.traceId(message);
    await events.publish(userId, { type: told.type ?? 'Notify', traceId, content: told.content ?? notice.content }, tx);
    return message;
  };
}
export type NotifyUser = ReturnType<typeof userNotifier>;
