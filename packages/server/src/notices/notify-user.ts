import type { Bilingual, Message, NotifyEvent } from '@drawdesk/contracts';
import type { Executor } from '../db/client.js';
import type { EventRepository } from '../repositories/events.js';
import type { MessageRepository, NewMessage } from '../repositories/messages.js';
import { asTyped } from '../i18n/say.js';

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

/**
 * The work a todo is about is done: every todo about `subject` ends, and the badge of each user it ended
 * hears it (an empty Notify under `traceId`), in the transaction of the change that did the work.
 */
export function todoFinisher({ messages, events }: { messages: Pick<MessageRepository, 'finish'>; events: Pick<EventRepository, 'publish'> }) {
  return async function finishTodo(subject: string, traceId: string, tx: Executor) {
    for (const userId of await messages.finish(subject, tx)) await events.publish(userId, { type: 'Notify', traceId, content: asTyped('') }, tx);
  };
}
