import type { Static } from 'typebox';
import type { Changed, MessageClearBody, MessageListQuery, MessagePage, MessageReadBody } from '../message.js';
import { endpoint } from './endpoint.js';

export const messageList = endpoint<MessageListQuery, MessagePage>('POST', '/message/list', 'login');
export const messageRead = endpoint<Static<typeof MessageReadBody>, Static<typeof Changed>>('POST', '/message/read', 'login');
export const messageClear = endpoint<Static<typeof MessageClearBody>, Static<typeof Changed>>('POST', '/message/clear', 'login');
