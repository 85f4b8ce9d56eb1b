import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoint } from '@drawdesk/contracts';
import { ApiError, createApiClient, type Notifier } from './client.js';

// A real HTTP server answering like the DrawDesk API, so the client is tested over the wire.
const seen: { url: string; authorization?: string; body: string; language?: string }[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    seen.push({ url: request.url!, authorization: request.headers.authorization, body, language: request.headers['accept-language'] });
    const reply = (status: number, payload: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(payload);
    };
    const envelope = (status: number, code: string, message: string, data: unknown = null) =>
      reply(status, JSON.stringify({ success: status < 400, status, code, message, data }));
    if (request.url!.startsWith('/api/v1/csv')) {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      return response.end('\uFEFFcode,name\nC1,张三\n');
    }
    if (request.url!.startsWith('/api/v1/ok')) return envelope(200, 'OK', 'ok', { echo: body, url: request.url });
    if (request.url === '/api/v1/conflict') return envelope(409, 'CONFLICT', 'This username is taken');
    if (request.url === '/api/v1/silent-message') return envelope(400, 'VALIDATION_FAILED', '');
    if (request.url === '/api/v1/expired') return envelope(401, 'UNAUTHORIZED', 'Please log in');
    if (request.url === '/api/v1/html') return reply(502, '<html>bad gateway</html>');
    return envelope(404, 'NOT_FOUND', 'nope');
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let toasts: [string, number][] = [];
let expiredModals = 0;
const notifier: Notifier = { error: (m, ms) => void toasts.push([m, ms]), sessionExpired: () => void expiredModals++ };
beforeEach(() => {
  toasts = [];
  expiredModals = 0;
  seen.length = 0;
});
// Endpoints of the test server: what each answers is its echo of the request.
type Echo = { echo: string; url: string };
const GET = (path: string) => endpoint<Record<string, number> | void, Echo>('GET', path, 'login');
const POST = (path: string) => endpoint<Record<string, number> | void, Echo>('POST', path, 'login');
const CSV = endpoint<void, string>('GET', '/csv/export', 'login');
let language = 'zh-CN';
const client = (token: string | null = 'tok-123') =>
  createApiClient({ baseUrl: base, getToken: () => token, getLanguage: () => language, notifier, messages: { system: 'system error', failed: 'request failed' } });

describe('API client', () => {
  it('asks for the viewer\'s language on every call, as it is when the call is made', async () => {
    language = 'zh-CN';
    await client().call(GET('/ok'), undefined);
    language = 'en-US';
    await client().call(POST('/ok'), {});
    expect(seen.map((s) => s.language)).toEqual(['zh-CN', 'en-US']);
    language = 'zh-CN';
  });

  it('sends the bearer token and JSON, and returns the data of the envelope', async () => {
    const data = await client().call(POST('/ok'), { page: 1 });
    expect(JSON.parse(data.echo)).toEqual({ page: 1 });
    expect(seen[0]!.authorization).toBe('Bearer tok-123');
    const got = await client(null).call(GET('/ok'), { id: 7 });
    expect(got.url).toBe('/api/v1/ok?id=7');
    expect(seen[1]!.authorization).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('puts the path parameters into the path, and sends no input of a GET as a query string', async () => {
    const remove = endpoint<void, Echo, { id: number }>('POST', '/ok/remove/:id', 'login');
    expect((await client().call(remove, undefined, { params: { id: 7 } })).url).toBe('/api/v1/ok/remove/7');
    expect((await client().call(GET('/ok'), undefined)).url).toBe('/api/v1/ok');
  });

  it('success:false -> a 5 s toast with the server message, and an ApiError with the code', async () => {
    const error = await client().call(POST('/conflict'), undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'This username is taken' });
    expect(toasts).toEqual([['This username is taken', 5000]]);
  });

  it('an empty message falls back to "system error"', async () => {
    await client().call(POST('/silent-message'), undefined).catch(() => undefined);
    expect(toasts).toEqual([['system error', 5000]]);
  });

  it('a transport failure or a non-envelope answer -> "request failed" toast', async () => {
    await client().call(GET('/html'), undefined).catch(() => undefined);
    expect(toasts).toEqual([['request failed (502)', 5000]]);
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1/api/v1', getToken: () => null, getLanguage: () => 'zh-CN', notifier, messages: { system: 's', failed: 'request failed' } });
    const error = await offline.call(GET('/ok'), undefined).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'TRANSPORT' });
    expect(toasts).toHaveLength(2);
  });

  it('401 with a token -> one session-expired modal however many requests fail, no toast', async () => {
    const api = client();
    await Promise.all([api.call(GET('/expired'), undefined), api.call(GET('/expired'), undefined), api.call(POST('/expired'), undefined)].map((p) => p.catch(() => undefined)));
    expect(expiredModals).toBe(1);
    expect(toasts).toEqual([]);
    api.resetExpired();
    await api.call(GET('/expired'), undefined).catch(() => undefined);
    expect(expiredModals).toBe(2);
  });

  it('silent calls (forms, the login page) show no toast', async () => {
    await client().call(POST('/conflict'), {}, { silent: true }).catch(() => undefined);
    await client(null).call(POST('/expired'), {}, { silent: true }).catch(() => undefined); // a wrong login: no session to expire
    expect(toasts).toEqual([]);
    expect(expiredModals).toBe(0);
  });

  it('a silent call that finds the session expired still shows the one modal: no page can go on without a session', async () => {
    await client().call(GET('/expired'), undefined, { silent: true }).catch(() => undefined);
    expect(expiredModals).toBe(1);
    expect(toasts).toEqual([]);
  });

  it("the guard's session check shows nothing: its 401 is an answer", async () => {
    await client().call(GET('/expired'), undefined, { sessionCheck: true }).catch(() => undefined);
    await client().call(GET('/conflict'), undefined, { sessionCheck: true }).catch(() => undefined);
    expect(expiredModals).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('downloads a file as a blob with the token, the language and repeated array keys; an error envelope fails like a call', async () => {
    const query = new URLSearchParams([['status', 'active'], ['tag', 'a'], ['tag', 'b']]);
    const blob = await client().download(CSV, query, { 'accept-language': 'en-US' });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe('\uFEFFcode,name\nC1,张三\n');
    expect(seen[0]).toMatchObject({ url: '/api/v1/csv/export?status=active&tag=a&tag=b', authorization: 'Bearer tok-123', language: 'en-US' });

    const error = await client().download(endpoint<void, string>('GET', '/conflict', 'login'), new URLSearchParams(), {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(toasts).toEqual([['This username is taken', 5000]]);
  });
});
