import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePage, User } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { openStream } from './sse.js';
import { createAgent } from './agent-fixture.js';
import { poll } from './poll.js';

let server: TestServer;
/** The agent of the test Users: an active User needs one. */
let agentId: number;
beforeAll(async () => {
  server = await startServer({}, 200);
  agentId = (await createAgent(server)).id;
});
afterAll(() => server.close());

/** An Admin changes the user's role: the user gets a message and a live Notify. */
async function changeRole(user: { id: number; username: string }, role: 'Admin' | 'User') {
  const current = await server.call<User>('GET', '/user', { token: server.adminToken, query: { id: user.id } });
  const answer = await server.call('POST', '/user/save', {
    token: server.adminToken,
    body: { id: user.id, version: current.body.data.version, username: user.username, nickName: 'x', role, status: 'active', agentId },
  });
  expect(answer.status).toBe(200);
}

async function loggedInUser() {
  const user = await server.createUser({ agentId });
  return { ...user, token: await server.login(user.username, user.password) };
}

describe('GET /notify', () => {
  it('streams a Notify when an Admin changes the user, with an id, and the message box has it', async () => {
    const user = await loggedInUser();
    const stream = openStream(server.base, user.token);
    await poll(() => stream.status() === 200, 'the stream to open');
    await changeRole(user, 'Admin');
    await poll(() => stream.events.length === 1, 'the live event');
    expect(stream.events[0]).toEqual({ id: expect.any(Number), data: { traceId: expect.stringMatching(/^message:\d+$/), content: { 'zh-CN': '角色已变更', 'en-US': 'Role changed' }, type: 'Notify' } });
    await stream.close();

    const box = await server.call<MessagePage>('POST', '/message/list', { token: user.token, body: { page: 1, pageSize: 10 } });
    expect(box.body.data.unread).toEqual({ message: 0, notice: 1, todo: 0 });
    expect(box.body.data.list[0]).toMatchObject({ type: 'notice', title: { 'zh-CN': '角色已变更', 'en-US': 'Role changed' }, status: 0 });
  });

  it('sends a comment line on every heartbeat', async () => {
    const user = await loggedInUser();
    const stream = openStream(server.base, user.token);
    await poll(() => stream.comments() >= 2, 'two heartbeats');
    await stream.close();
  });

  it('replays exactly the missed events, in order, once, after Last-Event-ID', async () => {
    const user = await loggedInUser();
    const first = openStream(server.base, user.token);
    await poll(() => first.status() === 200, 'the stream');
    await changeRole(user, 'Admin');
    await poll(() => first.events.length === 1, 'the first event');
    await first.close();
    const lastSeen = first.events[0]!.id;

    for (const role of ['User', 'Admin', 'User'] as const) await changeRole(user, role);
    const resumed = openStream(server.base, user.token, lastSeen);
    await poll(() => resumed.events.length === 3, 'the replay');
    await changeRole(user, 'Admin');
    await poll(() => resumed.events.length === 4, 'a live event after the replay');
    const ids = resumed.events.map((e) => e.id);
    expect(ids.every((id) => id > lastSeen)).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    await resumed.close();
  });

  it('a fresh stream starts from now: no history', async () => {
    const user = await loggedInUser();
    await changeRole(user, 'Admin');
    const stream = openStream(server.base, user.token);
    await poll(() => stream.comments() >= 1, 'a heartbeat');
    expect(stream.events).toEqual([]);
    await stream.close();
  });

  it("never carries another user's events", async () => {
    const alice = await loggedInUser();
    const bob = await loggedInUser();
    const stream = openStream(server.base, alice.token);
    await poll(() => stream.status() === 200, 'the stream');
    await changeRole(bob, 'Admin');
    await changeRole(alice, 'Admin');
    await poll(() => stream.events.length >= 1, "alice's event");
    // A later event of alice's own: bob's, had it leaked, would have come before it.
    await changeRole(alice, 'User');
    await poll(() => stream.events.length >= 2, "alice's second event");
    const box = await server.call<MessagePage>('POST', '/message/list', { token: alice.token, body: { page: 1, pageSize: 10 } });
    expect(stream.events.map((e) => e.data.traceId).sort()).toEqual(box.body.data.list.map((m) => `message:${m.id}`).sort());
    await stream.close();
  });

  it('an event raised on one instance reaches a stream held by another (LISTEN/NOTIFY)', async () => {
    const peer = await server.startPeer();
    try {
      const user = await loggedInUser();
      const stream = openStream(peer.base, user.token);
      await poll(() => stream.status() === 200, 'the stream on the peer');
      await changeRole(user, 'Admin');
      await poll(() => stream.events.length === 1, 'the event through the peer');
      await stream.close();
    } finally {
      await peer.app.close();
    }
  });

  it("logout ends that session's streams at once, and only that session's", async () => {
    const user = await loggedInUser();
    const other = await server.login(user.username, user.password);
    const ending = openStream(server.base, user.token);
    const staying = openStream(server.base, other);
    await poll(() => ending.status() === 200 && staying.status() === 200, 'both streams');
    expect((await server.call('POST', '/user/logout', { token: user.token })).status).toBe(200);
    await poll(() => ending.ended(), 'the logged-out stream to end');
    // An event after the logout still reaches the other session's stream: it was not ended with the first.
    await changeRole(user, 'Admin');
    await poll(() => staying.events.length === 1, "the other session's event after the logout");
    expect(staying.ended()).toBe(false);
    await staying.close();
  });

  it('disabling a user ends its streams on every instance', async () => {
    const peer = await server.startPeer();
    try {
      const user = await loggedInUser();
      const stream = openStream(peer.base, user.token);
      await poll(() => stream.status() === 200, 'the stream on the peer');
      const current = await server.call<User>('GET', '/user', { token: server.adminToken, query: { id: user.id } });
      await server.call('POST', '/user/save', {
        token: server.adminToken,
        body: { id: user.id, version: current.body.data.version, username: user.username, nickName: 'x', role: 'User', status: 'disabled' },
      });
      await poll(() => stream.ended(), 'the stream to end');
      await stream.close();
    } finally {
      await peer.app.close();
    }
  });

  it('sends the security headers of every answer (the stream writes its own head), and refuses a query', async () => {
    const user = await loggedInUser();
    const controller = new AbortController();
    const stream = await fetch(`${server.base}/api/v1/notify`, { headers: { authorization: `Bearer ${user.token}`, 'x-request-id': 'stream-1' }, signal: controller.signal });
    const health = await fetch(`${server.base}/api/v1/health`);
    expect(stream.status).toBe(200);
    for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(stream.headers.get(name), name).toBe(health.headers.get(name));
      expect(stream.headers.get(name), name).not.toBeNull();
    }
    expect(stream.headers.get('x-request-id')).toBe('stream-1');
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    controller.abort();
    await health.arrayBuffer();
    const query = await server.call('GET', '/notify', { token: user.token, query: { token: user.token } });
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('refuses a malformed Last-Event-ID', async () => {
    const user = await loggedInUser();
    const answer = await server.call('GET', '/notify', { token: user.token, headers: { 'last-event-id': 'abc' } });
    expect(answer.status).toBe(400);
  });
});

describe('messages', () => {
  it('lists, reads and clears only your own messages', async () => {
    const alice = await loggedInUser();
    const bob = await loggedInUser();
    await changeRole(alice, 'Admin');
    await changeRole(alice, 'User');
    await changeRole(bob, 'Admin');
    const aliceBox = await server.call<MessagePage>('POST', '/message/list', { token: alice.token, body: { page: 1, pageSize: 10, type: 'notice' } });
    expect(aliceBox.body.data.total).toBe(2);
    const bobBox = await server.call<MessagePage>('POST', '/message/list', { token: bob.token, body: { page: 1, pageSize: 10 } });
    const bobIds = bobBox.body.data.list.map((m) => m.id);

    // Alice cannot read or clear Bob's.
    const foreign = await server.call<{ changed: number }>('POST', '/message/read', { token: alice.token, body: { ids: bobIds } });
    expect(foreign.body.data.changed).toBe(0);
    const read = await server.call<{ changed: number }>('POST', '/message/read', { token: alice.token, body: { ids: [aliceBox.body.data.list[0]!.id] } });
    expect(read.body.data.changed).toBe(1);
    const after = await server.call<MessagePage>('POST', '/message/list', { token: alice.token, body: { page: 1, pageSize: 10 } });
    expect(after.body.data.unread.notice).toBe(1);

    const cleared = await server.call<{ changed: number }>('POST', '/message/clear', { token: alice.token, body: { type: 'notice' } });
    expect(cleared.body.data.changed).toBe(2);
    const bobAfter = await server.call<MessagePage>('POST', '/message/list', { token: bob.token, body: { page: 1, pageSize: 10 } });
    expect(bobAfter.body.data.total).toBe(bobIds.length);
    expect(bobAfter.body.data.unread.notice).toBe(1);
  });
});
