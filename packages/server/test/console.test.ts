import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-console-'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(root, 'main.0123abcd.js'), 'console.log(1)');
/** A built file with the brotli and gzip copies the build writes beside it (packages/mf-config/src/rspack.js). */
function writeBuilt(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}
const SCRIPT = `console.log(${JSON.stringify('drawdesk '.repeat(200))});`;
writeBuilt(path.join(root, 'big.4567cdef.js'), SCRIPT);
fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
fs.writeFileSync(path.join(os.tmpdir(), 'drawdesk-secret.txt'), 'TOP-SECRET-CONTENT');
const remotes = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-remotes-'));
fs.mkdirSync(path.join(remotes, 'users', 'dist'), { recursive: true });
fs.writeFileSync(path.join(remotes, 'users', 'dist', 'mf-manifest.json'), '{"id":"users"}');
fs.writeFileSync(path.join(remotes, 'users', 'dist', 'users.89abcdef.js'), 'var users;');
writeBuilt(path.join(remotes, 'users', 'dist', 'page.1234abcd.js'), SCRIPT);
fs.writeFileSync(path.join(remotes, 'users', 'package.json'), '{"private":true}');
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-static-'));
fs.mkdirSync(path.join(staticRoot, 'remotes', 'users', '1.0.1'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'remotes', 'users', '1.0.1', 'mf-manifest.json'), '{"id":"users","version":"1.0.1"}');
fs.writeFileSync(path.join(staticRoot, 'remotes', 'history.json'), '[]');

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ consoleDir: root, remotesDir: remotes, staticRoot });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(remotes, { recursive: true, force: true });
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${server.base}${url}`);

describe('serving the console build', () => {
  it('serves index.html at / and for every page path (deep links, reloads), never cached', async () => {
    for (const url of ['/', '/login', '/orders/detail?id=3', '/dashboard/workplace']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain('id="root"');
    }
  });

  it('serves hashed assets as immutable, other files as no-cache', async () => {
    const script = await get('/main.0123abcd.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await get('/mf-manifest.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it("sends a built script or style with only the headers it needs; pages and other files keep the page's", async () => {
    const PAGE_ONLY = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-request-id', 'etag', 'last-modified'];
    for (const url of ['/main.0123abcd.js', '/big.4567cdef.js', '/remotes/users/page.1234abcd.js']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(answer.headers.get('cache-control'), url).toContain('immutable');
      for (const name of PAGE_ONLY) expect(answer.headers.get(name), `${url} ${name}`).toBeNull();
      expect([...answer.headers.keys()].filter((name) => name.startsWith('x-ratelimit')), url).toEqual([]);
    }
    for (const url of ['/login', '/mf-manifest.json', '/remotes/users/mf-manifest.json']) {
      const answer = await get(url);
      expect(answer.headers.get('content-security-policy'), url).toContain(`default-src 'self'`);
      expect(answer.headers.get('x-frame-options'), url).toBe('DENY');
      expect(answer.headers.get('x-request-id'), url).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('etag'), url).not.toBeNull();
    }
    // A missing hashed file is an error answer, with the page's headers.
    const missing = await get('/missing.1234abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a missing asset, an unknown API path and a path outside the build with 404', async () => {
    expect((await get('/missing.1234abcd.js')).status).toBe(404);
    const api = await get('/api/v1/no-such-thing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const url of ['/../drawdesk-secret.txt', '/%2e%2e/drawdesk-secret.txt', '/..%2fdrawdesk-secret.txt']) {
      const answer = await get(url);
      expect(await answer.text(), url).not.toContain('TOP-SECRET-CONTENT');
    }
  });

  it("serves each remote's build under /remotes/<name>/, and nothing outside it", async () => {
    const manifest = await get('/remotes/users/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ id: 'users' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes/users/users.89abcdef.js')).headers.get('cache-control')).toContain('immutable');
    for (const url of ['/remotes/users/package.json', '/remotes/users/../users/package.json', '/remotes/users/%2e%2e/package.json', '/remotes/nope/mf-manifest.json', '/remotes/Users/mf-manifest.json']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
    }
  });

  it('serves published versions from the static root at /remotes/<name>/<version>/, beside the build', async () => {
    expect(await (await get('/remotes/users/1.0.1/mf-manifest.json')).json()).toEqual({ id: 'users', version: '1.0.1' });
    expect(await (await get('/remotes/users/mf-manifest.json')).json()).toEqual({ id: 'users' });
    fs.writeFileSync(path.join(staticRoot, 'remotes', 'users', 'history.json'), '[]');
    fs.mkdirSync(path.join(staticRoot, 'remotes', 'users', '.staging-1'));
    fs.writeFileSync(path.join(staticRoot, 'remotes', 'users', '.staging-1', 'mf-manifest.json'), '{}');
    for (const url of [
      '/remotes/users/1.0.2/mf-manifest.json',
      '/remotes/users/history.json',
      '/remotes/users/.staging-1/mf-manifest.json',
      '/remotes/users/../history.json',
      '/remotes/users/%2e%2e/history.json',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  // Raw answers (inject): fetch would undo the Content-Encoding before the test could see it.
  const raw = (url: string, acceptEncoding?: string) => server.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it("sends the build's brotli copy when the browser takes br, else gzip, else the file itself, and says the answer varies by Accept-Encoding", async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: zlib.brotliDecompressSync },
      { acceptEncoding: 'gzip, deflate', encoding: 'gzip', decode: zlib.gunzipSync },
      { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip', decode: zlib.gunzipSync },
      { acceptEncoding: 'identity', encoding: undefined, decode: (body: Buffer) => body },
      { acceptEncoding: undefined, encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const url of ['/big.4567cdef.js', '/remotes/users/page.1234abcd.js']) {
      for (const { acceptEncoding, encoding, decode } of cases) {
        const answer = await raw(url, acceptEncoding);
        const label = `${url} with Accept-Encoding ${acceptEncoding}`;
        expect(answer.statusCode, label).toBe(200);
        expect(answer.headers['content-encoding'], label).toBe(encoding);
        expect(answer.headers.vary, label).toMatch(/accept-encoding/i);
        expect(answer.headers['content-type'], label).toMatch(/javascript/);
        expect(answer.headers['cache-control'], label).toContain('immutable');
        expect(decode(answer.rawPayload).toString(), label).toBe(SCRIPT);
        if (encoding) expect(Number(answer.headers['content-length']), label).toBeLessThan(SCRIPT.length / 4);
      }
    }
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const answer = await raw('/main.0123abcd.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('console.log(1)');
  });

  it('the API still answers', async () => {
    expect((await server.call('GET', '/health')).status).toBe(200);
  });

  it('the page route is declared public', () => {
    expect(server.app.routeTable.find((r) => r.url === '/*' && r.method === 'GET')?.access).toBe('public');
  });
});
