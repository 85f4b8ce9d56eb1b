import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryProblems, type MenuItem, type Registry } from '@drawdesk/contracts';
import { REPO_ROOT } from '../src/config.js';
import { startServer, type TestServer } from './server.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-registry-'));
const registryFile = path.join(folder, 'remotes.json');
const original = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'remotes.json'), 'utf8')) as Registry;
let tick = Date.now() / 1000;
/** Rewrites the registry with a distinct modification time, as publish/rollback would. */
const writeRegistry = (content: string) => {
  fs.writeFileSync(registryFile, content);
  tick += 10;
  fs.utimesSync(registryFile, tick, tick);
};

let server: TestServer;
beforeAll(async () => {
  writeRegistry(JSON.stringify(original));
  // The broken rewrites below are logged as errors by design: keep the run's output clean.
  server = await startServer({ registryFile, logLevel: 'fatal' });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('GET /remotes.json', () => {
  it('serves the registry to anyone, never cached', async () => {
    const answer = await fetch(`${server.base}/remotes.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = (await answer.json()) as Registry;
    expect(body.remotes.map((r) => r.name)).toEqual(original.remotes.map((r) => r.name));
  });

  it('a rewritten registry (publish, rollback) is served and drives the menu without a restart', async () => {
    const published = { ...original, remotes: original.remotes.map((r) => (r.name === 'users' ? { ...r, version: '1.0.1', manifestUrl: '/remotes/users/1.0.1/mf-manifest.json' } : r)) };
    writeRegistry(JSON.stringify(published));
    const served = (await fetch(`${server.base}/remotes.json`).then((r) => r.json())) as Registry;
    expect(served.remotes.find((r) => r.name === 'users')?.version).toBe('1.0.1');

    const withoutUsers = { ...original, remotes: original.remotes.filter((r) => r.name !== 'users') };
    writeRegistry(JSON.stringify(withoutUsers));
    const menu = await server.call<MenuItem[]>('POST', '/user/menu', { token: server.adminToken });
    expect(menu.body.data.map((m) => m.name)).not.toContain('users');
  });

  it('a broken rewrite keeps the last good registry', async () => {
    writeRegistry(JSON.stringify(original));
    await fetch(`${server.base}/remotes.json`);
    writeRegistry('{ "remotes": [ { "name": "BAD NAME" } ] }');
    const served = (await fetch(`${server.base}/remotes.json`).then((r) => r.json())) as Registry;
    expect(served.remotes).toHaveLength(original.remotes.length);
    writeRegistry('not json');
    expect((await fetch(`${server.base}/remotes.json`)).status).toBe(200);
  });
});

/** Every remote folder with its pages: the keys of its real `./routes` module (what the host looks pages up by). */
async function remotesOnDisk() {
  const root = path.join(REPO_ROOT, 'remotes');
  const names = fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'src', 'routes.ts')));
  return Promise.all(
    names.map(async (name) => {
      const routes = (await import(path.join(root, name, 'src', 'routes.ts'))) as { default: { pages: Record<string, unknown> } };
      return { name, pages: Object.keys(routes.default.pages) };
    }),
  );
}

describe('deploy/remotes.json', () => {
  it('lists only remotes that exist, each with exactly the pages of its ./routes module, no path twice', async () => {
    const remotes = await remotesOnDisk();
    expect(remotes.map((r) => r.name)).toContain('users');
    expect(registryProblems(original, remotes)).toEqual([]);
    // Every remote folder is deployed: a remote nobody lists would be built and never reachable.
    expect(original.remotes.map((r) => r.name).sort()).toEqual(remotes.map((r) => r.name).sort());
  });
});
