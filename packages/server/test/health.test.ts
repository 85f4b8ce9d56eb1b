import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /health', () => {
  it('reports the database up and the version', async () => {
    const answer = await server.call('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, status: 200, message: 'ok', code: 'OK', data: { status: 'ok', db: 'up', version: '1.0.0' } });
  });

  it('echoes a plain request id and replaces a hostile one', async () => {
    const kept = await server.call('GET', '/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await server.call('GET', '/health', { headers: { 'x-request-id': `${'x'.repeat(100)}<script>` } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers', async () => {
    const answer = await server.call('GET', '/health');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers an unknown route with the envelope', async () => {
    const answer = await server.call('GET', '/no/such/route');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, status: 404, code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const json = await fetch(`${server.base}/api/docs/json`).then((r) => r.json() as Promise<{ openapi: string; paths: Record<string, unknown> }>);
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toContain('/api/v1/user/login');
    const ui = await fetch(`${server.base}/api/docs`);
    expect(ui.status).toBe(200);
  });

  it('gives the API docs a Content-Security-Policy their page lives within (no inline script, no framing)', async () => {
    const page = await fetch(`${server.base}/api/docs`);
    const html = await page.text();
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self'`);
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Every script of the page is a file of this server, so the policy lets the docs run.
    expect(html).toMatch(/<script[^>]*src=/);
    expect(html).not.toMatch(/<script(?![^>]*src=)[^>]*>/);
    for (const path of ['/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      const answer = await fetch(`${server.base}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-security-policy'), path).toBe(policy);
    }
  });
});
