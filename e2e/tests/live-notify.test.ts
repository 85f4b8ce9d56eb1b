import { beforeAll, describe, expect, it } from 'vitest';
import { notifyStream, userList, userSave } from '@drawdesk/contracts';
import { newPage, useBrowser } from '../browser.js';
import { call, createUser, urlOf } from '../api.js';
import { enterAs } from '../session.js';

const listener = { username: 'listener1', password: 'listener password 1', nickName: 'Listener' };
let adminToken: string;

const browser = useBrowser();
beforeAll(async () => {
  adminToken = await createUser(listener);
});

describe('live notifications', () => {
  it('a Notify raised while the page is open updates the unread badge, without a reload', async () => {
    const page = await newPage(browser());
    await enterAs(page, listener.username, listener.password);
    const badge = page.locator('button[data-unread]');
    await expect.poll(() => badge.getAttribute('data-unread')).toBe('0');
    const streams: string[] = [];
    page.on('request', (r) => r.url().endsWith(urlOf(notifyStream)) && streams.push(r.url()));

    // An Admin, elsewhere, changes this user's role: the server sends a message and a live Notify.
    const list = await call(userList, adminToken, { page: 1, pageSize: 50, keyword: listener.username });
    const user = list.list[0]!;
    await call(userSave, adminToken, { id: user.id, version: user.version, username: user.username, nickName: user.nickName, role: 'Admin', status: 'active' });

    await expect.poll(() => badge.getAttribute('data-unread'), { timeout: 10_000 }).toBe('1');
    expect(streams).toEqual([]); // the same stream delivered it: no reconnection, no reload
  });
});
