import type { NewMessage } from '../repositories/messages.js';
import type { UserRow } from '../repositories/users.js';

type Before = Pick<UserRow, 'status' | 'role'>;

/**
 * What an Admin's change to an account tells its owner (a message, and a live `Notify`).
 * Texts carry both languages: they are stored once and read in either.
 */
export function userNotices(before: Before, after: Before, passwordReset: boolean): NewMessage[] {
  const notices: NewMessage[] = [];
  if (before.status !== 'active' && after.status === 'active') {
    notices.push({ type: 'notice', title: '账号已激活 · Account activated', content: '您的账号已由管理员激活。 An Admin activated your account.' });
  }
  if (before.role !== after.role) {
    notices.push({
      type: 'notice',
      title: '角色已变更 · Role changed',
      content: `您的角色已变为 ${after.role}。 Your role is now ${after.role}.`,
    });
  }
  if (passwordReset) {
    notices.push({
      type: 'notice',
      title: '密码已重置 · Password reset',
      content: '管理员重置了您的密码，请使用新密码登录。 An Admin reset your password: log in with the new one.',
    });
  }
  return notices;
}
