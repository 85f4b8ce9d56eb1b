import type { NewMessage } from '../repositories/messages.js';
import type { UserRow } from '../repositories/users.js';
import { say, type MessageKey } from '../i18n/say.js';
import { notice } from './notice.js';

type Before = Pick<UserRow, 'status' | 'role'>;

/** What an Admin's change to an account tells its owner (a message, and a live `Notify`). */
export function userNotices(before: Before, after: Before, passwordReset: boolean): NewMessage[] {
  const notices: NewMessage[] = [];
  if (before.status !== 'active' && after.status === 'active') {
    notices.push(notice('notice', say('notice.accountActivated.title'), say('notice.accountActivated.content'), '', null));
  }
  if (before.role !== after.role) {
    const role = say(`role.${after.role}` satisfies MessageKey);
    notices.push(notice('notice', say('notice.roleChanged.title'), say('notice.roleChanged.content', { role }), '', null));
  }
  if (passwordReset) {
    notices.push(notice('notice', say('notice.passwordReset.title'), say('notice.passwordReset.content'), '', null));
  }
  return notices;
}
