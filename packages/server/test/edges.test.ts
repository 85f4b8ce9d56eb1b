import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { openStream } from './sse.js';
import { MAX_STREAMS_PER_USER } from '../src/routes/notify.js';
import { poll } from './poll.js';

let server: TestServer;
let consoleDir: string;
beforeAll(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-console-'));
  fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
  server = await startServer({ consoleDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

/** Sends a request line exactly as written (fetch would normalise the path). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });
}
const port = () => Number(new URL(server.base).port);

describe('odd paths answer a 4xx envelope', () => {
  it.each([
    '/%ff',
    '/%ff/x',
    '/api/v1/%ff',
    '/%00',
    '/a%00b.js',
    '/api/docs/static/%00',
    '/api/docs/static/%2e%2e/%2e%2e/package.json',
    '/api/docs/static/..%2f..%2fpackage.json',
    '/remotes/users/%00',
    '/remotes/users/%ff',
    '/remotes/users/..%2f..%2f..%2fpackage.json',
    '/api/v1/customer?id=%ff',
    '/api/v1/customer?id=%00',
  ])('%s', async (pathAndQuery) => {
    const answer = await rawRequest(port(), `GET ${pathAndQuery} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer ${server.adminToken}\r\n\r\n`);
    const status = Number(answer.split(' ')[1]);
    expect(status, answer.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(status, answer.slice(0, 300)).toBeLessThan(500);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''))).toMatchObject({ success: false, status });
  });
});

describe('HEAD /api/v1/notify', () => {
  it('answers at once with the stream headers and no body', async () => {
    const response = await fetch(`${server.base}/api/v1/notify`, { method: 'HEAD', headers: { authorization: `Bearer ${server.adminToken}` }, signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  });
});

describe('live streams per user', () => {
  it(`holds at most ${MAX_STREAMS_PER_USER} per user and refuses the next with 429; another user is not affected`, async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    const streams = Array.from({ length: MAX_STREAMS_PER_USER }, () => openStream(server.base, token));
    await poll(() => streams.every((s) => s.status() === 200), 'the first streams to open');
    const refused = await fetch(`${server.base}/api/v1/notify`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5000) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const other = openStream(server.base, server.adminToken);
    await poll(() => other.status() === 200, 'the other user to connect');
    // A closed one makes room again.
    await streams.pop()!.close();
    await poll(() => server.app.notifyHub.openFor(user.id) < MAX_STREAMS_PER_USER, 'the closed stream to be let go');
    const again = openStream(server.base, token);
    await poll(() => again.status() === 200, 'a stream in the freed place');
    await Promise.all([...streams, other, again].map((s) => s.close()));
  });
});

describe('slow senders', () => {
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startServer({ requestTimeoutMs: 1500 });
  });
  afterAll(() => slow.close());

  /** Opens a request and trickles it, then reports whether and when the server closed the socket. */
  function trickle(start: string, drip: string): Promise<{ closedAfterMs: number; answer: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(Number(new URL(slow.base).port), '127.0.0.1', () => socket.write(start));
      let answer = '';
      const timer = setInterval(() => socket.writable && socket.write(drip), 200);
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
      socket.on('error', () => undefined);
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        reject(new Error('the server never cut off the slow request'));
      }, 15_000);
    });
  }

  it('cuts off a body that never finishes arriving', async () => {
    const { answer } = await trickle(
      `POST /api/v1/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":"`,
      'a',
    );
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });

  it('cuts off headers that never finish arriving', async () => {
    const { answer } = await trickle('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: a\r\n');
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });
});

describe('the console page', () => {
  it('carries a Content-Security-Policy without inline scripts or eval', async () => {
    const response = await fetch(`${server.base}/customers/list`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`default-src 'self'`);
    expect(policy).toContain(`object-src 'none'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});
