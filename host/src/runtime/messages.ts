import { atom } from 'jotai';
import { messageClear, messageList, messageRead, type MessageType, type UnreadCounts } from '@drawdesk/contracts';
import { api } from './services.js';

export const MESSAGE_TYPES: readonly MessageType[] = ['message', 'notice', 'todo'];

// The API's limits (contracts): a list page holds at most 200, a read call at most 500 ids.
const LIST_MAX = 200;
const READ_MAX = 500;

const messagesVersion = atom(0);

/** Changes whenever the caller's messages may have changed: the message box and the message page refetch on it. */
export const messagesVersionAtom = atom((get) => get(messagesVersion));

/** Called after a live `Notify`, or after the console itself read or cleared messages. */
export const messagesChangedAtom = atom(null, (get, set) => set(messagesVersion, get(messagesVersion) + 1));

export const unreadOf = (unread: UnreadCounts, type?: MessageType) =>
  type ? unread[type] : unread.message + unread.notice + unread.todo;

/** A tab's label with its unread count, when there is any. */
export const withCount = (label: string, count: number) => (count > 0 ? `${label} (${count})` : label);

/** `silent` for background refreshes: a failed badge update is not worth a toast. */
export const listMessages = (query: { page: number; pageSize: number; type?: MessageType }, silent = false) =>
  api.call(messageList, query, { silent });

export const markRead = (ids: number[]) => api.call(messageRead, { ids });

export const clearMessages = (type: MessageType) => api.call(messageClear, { type });

/**
 * Marks every unread message of one type (or of all types) read. The list has no status filter,
 * so it pages through until it has seen as many unread as the counts announce (usually the first page:
 * the newest come first).
 */
export async function markAllRead(type?: MessageType): Promise<void> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listMessages({ page, pageSize: LIST_MAX, ...(type ? { type } : {}) });
    ids.push(...result.list.filter((message) => message.status === 0).map((message) => message.id));
    if (ids.length >= unreadOf(result.unread, type) || page * LIST_MAX >= result.total) break;
  }
  for (let start = 0; start < ids.length; start += READ_MAX) await markRead(ids.slice(start, start + READ_MAX));
}
