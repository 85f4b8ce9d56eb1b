import { describe, expect, it } from 'vitest';
import { userNotices } from './user-notices.js';

describe('userNotices', () => {
  it.each([
    ['activation', { status: 'pending', role: 'User' }, { status: 'active', role: 'User' }, false, ['Account activated']],
    ['re-enabling', { status: 'disabled', role: 'User' }, { status: 'active', role: 'User' }, false, ['Account activated']],
    ['role change', { status: 'active', role: 'User' }, { status: 'active', role: 'Admin' }, false, ['Role changed']],
    ['password reset', { status: 'active', role: 'User' }, { status: 'active', role: 'User' }, true, ['Password reset']],
    ['all three', { status: 'pending', role: 'User' }, { status: 'active', role: 'Admin' }, true, ['Account activated', 'Role changed', 'Password reset']],
    ['a nickname change: nothing', { status: 'active', role: 'User' }, { status: 'active', role: 'User' }, false, []],
    ['disabling: nothing (the user is logged out)', { status: 'active', role: 'User' }, { status: 'disabled', role: 'User' }, false, []],
  ] as const)('%s', (_name, before, after, reset, titles) => {
    expect(userNotices(before, after, reset).map((n) => n.title['en-US'])).toEqual(titles);
  });

  it('says each notice in each language alone', () => {
    const [role] = userNotices({ status: 'active', role: 'User' }, { status: 'active', role: 'Admin' }, false);
    expect(role).toMatchObject({ title: { 'zh-CN': '角色已变更', 'en-US': 'Role changed' }, content: { 'zh-CN': '您的角色已变为管理员。', 'en-US': 'Your role is now Admin.' } });
  });
});
