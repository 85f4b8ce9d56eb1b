import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';

const preflight = (base: string, origin: string) =>
  fetch(`${base}/api/v1/user/info`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });

describe('CORS', () => {
  describe('closed by default', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server.close());

    it('grants no other origin', async () => {
      const answer = await server.call('GET', '/user/info', { token: server.adminToken, headers: { origin: 'https://elsewhere.example' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const options = await preflight(server.base, 'https://elsewhere.example');
      expect(options.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('with CORS_ORIGINS', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ corsOrigins: ['https://remotes.example.com'] });
    });
    afterAll(() => server.close());

    it('answers the preflight of a listed origin, with the bearer header allowed', async () => {
      const options = await preflight(server.base, 'https://remotes.example.com');
      expect(options.status).toBeLessThan(300);
      expect(options.headers.get('access-control-allow-origin')).toBe('https://remotes.example.com');
      expect(options.headers.get('access-control-allow-headers')).toContain('authorization');
    });

    it('grants the listed origin on real calls and nobody else', async () => {
      const listed = await server.call('GET', '/user/info', { token: server.adminToken, headers: { origin: 'https://remotes.example.com' } });
      expect(listed.headers.get('access-control-allow-origin')).toBe('https://remotes.example.com');
      const other = await server.call('GET', '/user/info', { token: server.adminToken, headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
