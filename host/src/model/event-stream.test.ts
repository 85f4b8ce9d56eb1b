import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream, parseBlocks } from './event-stream.js';

/**
 * A scripted SSE server: each connection records its Last-Event-ID, and the test decides what
 * it writes, whether it goes silent, and when it hangs up.
 */
type Connection = { lastEventId: string | undefined; authorization: string | undefined; response: http.ServerResponse };
const connections: Connection[] = [];
let refuse = false;
const server = http.createServer((request, response) => {
  if (refuse) {
    response.writeHead(401, { 'content-type': 'application/json' });
    return response.end('{"success":false,"status":401,"code":"UNAUTHORIZED","message":"Please log in","data":null}');
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write('retry: 3000\n\n');
  const lastEventId = request.headers['last-event-id'];
  connections.push({ lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined, authorization: request.headers.authorization, response });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/notify`;
});
afterAll(() => {
  for (const c of connections) c.response.destroy();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/**
 * Polls what the test's server saw until `check` holds (vitest's poll; 5 s at most): the host's one wait.
 * Its own copy, not the server's `packages/server/test/poll.ts`: a package's tests import nothing from another's.
 */
const poll = (check: () => boolean, what: string) => vi.waitFor(() => expect(check(), `waiting for ${what}`).toBe(true), { timeout: 5000, interval: 20 });
const send = (c: Connection, id: number, content = `e${id}`) => c.response.write(`id: ${id}\ndata: ${JSON.stringify({ traceId: String(id), content, type: 'Notify' })}\n\n`);

describe('parseBlocks', () => {
  it('splits events, comments and a partial tail', () => {
    const { blocks, rest } = parseBlocks('id: 1\ndata: {"a":1}\n\n: ping\n\nid: 2\nda');
    expect(blocks).toEqual([{ id: '1', data: '{"a":1}', comment: false }, { comment: true }]);
    expect(rest).toBe('id: 2\nda');
  });
});

describe('openEventStream', () => {
  it('sends the bearer token, delivers events, and resumes after the last id when the connection drops', async () => {
    connections.length = 0;
    const seen: number[] = [];
    const stream = openEventStream({ url, getToken: () => 'tok', onEvent: (e) => seen.push(e.id), retryMs: 50, silenceMs: 5000 });
    await poll(() => connections.length === 1, 'the first connection');
    expect(connections[0]!.authorization).toBe('Bearer tok');
    expect(connections[0]!.lastEventId).toBeUndefined();
    send(connections[0]!, 1);
    send(connections[0]!, 2);
    await poll(() => seen.length === 2, 'two events');
    connections[0]!.response.destroy();
    await poll(() => connections.length === 2, 'the reconnection');
    expect(connections[1]!.lastEventId).toBe('2');
    // A replay overlapping what was seen is not delivered twice.
    send(connections[1]!, 2);
    send(connections[1]!, 3);
    await poll(() => seen.length === 3, 'the third event');
    expect(seen).toEqual([1, 2, 3]);
    stream.close();
  });

  it('reconnects when the server goes silent, and heartbeats keep it open', async () => {
    connections.length = 0;
    const seen: number[] = [];
    const stream = openEventStream({ url, getToken: () => 'tok', onEvent: (e) => seen.push(e.id), retryMs: 20, silenceMs: 300 });
    await poll(() => connections.length === 1, 'the first connection');
    // The server's heartbeat: a comment every 150 ms for 600 ms, twice the silence allowed.
    for (let i = 0; i < 4; i++) {
      connections[0]!.response.write(': ping\n\n');
      await new Promise((r) => setTimeout(r, 150));
    }
    // An event written on the first connection after that still arrives: the client kept reading it.
    send(connections[0]!, 1);
    await poll(() => seen.length === 1, 'the event on the first connection');
    expect(connections).toHaveLength(1);
    await poll(() => connections.length === 2, 'a reconnection after 300 ms of silence');
    stream.close();
  });

  it('stops for good on 401 and says so once', async () => {
    connections.length = 0;
    refuse = true;
    let unauthorized = 0;
    const stream = openEventStream({ url, getToken: () => 'old', onEvent: () => undefined, onUnauthorized: () => unauthorized++, retryMs: 20 });
    await poll(() => unauthorized === 1, 'the 401');
    await stream.ended;
    expect(unauthorized).toBe(1);
    expect(stream.connections()).toBe(1);
    refuse = false;
  });

  it('close() ends it: no reconnection', async () => {
    connections.length = 0;
    const stream = openEventStream({ url, getToken: () => 'tok', onEvent: () => undefined, retryMs: 20 });
    await poll(() => connections.length === 1, 'the connection');
    stream.close();
    await stream.ended;
    expect(connections).toHaveLength(1);
    expect(stream.connections()).toBe(1);
  });
});
