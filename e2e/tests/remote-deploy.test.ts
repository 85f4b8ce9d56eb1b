import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { enterAs } from '../session.js';
import { ROOT, SHELL_VERSION_PATTERN } from '../system.js';
import { folderDigest, liveEntry, remoteTool } from '../deploy.js';

const browser = useBrowser();
const HOST_DIST = path.join(ROOT, 'host', 'dist');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-publish-'));
let hostBefore = '';
let original: { version: string; manifestUrl: string };

beforeAll(() => {
  hostBefore = folderDigest(HOST_DIST);
  original = liveEntry('users');
});
afterAll(() => {
  // Leave the system as the other tests expect it: the users remote's own build.
  remoteTool('rollback', 'users', original.version);
  fs.rmSync(work, { recursive: true, force: true });
});

/** The users list's create button: its label comes from the remote's translations. */
const createLabel = (page: Page) => page.locator('.semi-table-wrapper, main').getByRole('button', { name: /^新建用户/ }).first().innerText();

async function openUsers() {
  const page = await newPage(browser());
  await enterAs(page, 'admin', inject('adminPassword'));
  await page.locator('.semi-navigation-item-text', { hasText: '用户列表' }).click();
  await page.locator('.semi-table-tbody').getByText('admin', { exact: true }).waitFor();
  return page;
}

async function reloadUsers(page: Page) {
  await page.reload();
  await page.locator('.semi-table-tbody').getByText('admin', { exact: true }).waitFor();
}

describe('publishing and rolling back one remote', () => {
  it('publish builds a version, a changed build goes live on reload, rollback brings the old one back; the host is untouched', async () => {
    const page = await openUsers();
    expect((await createLabel(page)).trim()).toBe('新建用户');

    // publish: a real build of the remote into a versioned folder of the static root.
    const first = remoteTool('publish', 'users');
    expect(first.output).toMatch(/users (\S+) is live/);
    const built = liveEntry('users');
    expect(built.manifestUrl).toBe(`/remotes/users/${built.version}/mf-manifest.json`);
    expect(fs.existsSync(path.join(inject('staticRoot'), 'remotes', 'users', built.version, 'mf-manifest.json'))).toBe(true);

    // A visibly changed version: the same build with one translation changed.
    const changed = path.join(work, 'changed');
    fs.cpSync(path.join(inject('staticRoot'), 'remotes', 'users', built.version), changed, { recursive: true });
    const chunk = fs.readdirSync(changed).find((f) => f.endsWith('.js') && fs.readFileSync(path.join(changed, f), 'utf8').includes('"users.create":"新建用户"'));
    expect(chunk, 'the chunk with the zh-CN translations').toBeDefined();
    const file = path.join(changed, chunk!);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"users.create":"新建用户"', '"users.create":"新建用户（新版）"'));
    const second = remoteTool('publish', 'users', '--from', changed);
    expect(second.ok, second.output).toBe(true);
    const published = liveEntry('users');
    expect(published.version).not.toBe(built.version);

    await reloadUsers(page);
    await expect.poll(() => createLabel(page)).toBe('新建用户（新版）');

    const back = remoteTool('rollback', 'users');
    expect(back.ok, back.output).toBe(true);
    expect(liveEntry('users').version).toBe(built.version);
    await reloadUsers(page);
    await expect.poll(() => createLabel(page)).toBe('新建用户');

    // Old versions stay on disk (a tab that loaded one keeps working); status lists them with the live one marked.
    const status = remoteTool('status', 'users');
    expect(status.output).toContain(`* ${built.version}`);
    expect(status.output).toContain(`  ${published.version}`);
    expect(fs.existsSync(path.join(inject('staticRoot'), 'remotes', 'users', published.version, 'mf-manifest.json'))).toBe(true);

    // Rollback to a named version, too.
    expect(remoteTool('rollback', 'users', published.version).ok).toBe(true);
    await reloadUsers(page);
    await expect.poll(() => createLabel(page)).toBe('新建用户（新版）');

    expect(folderDigest(HOST_DIST)).toBe(hostBefore);
  }, 120_000); // includes a build of the remote

  it('refuses a build that is not the remote, does not expose ./routes, or needs another shell; the live version stays', async () => {
    const live = liveEntry('users');
    const source = path.join(inject('staticRoot'), 'remotes', 'users', live.version);
    const variant = (name: string, edit: (manifest: Record<string, unknown>) => void) => {
      const folder = path.join(work, name);
      fs.cpSync(source, folder, { recursive: true });
      const manifestFile = path.join(folder, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
      edit(manifest);
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      return folder;
    };
    const cases: [string, string, RegExp][] = [
      ['other-name', variant('other-name', (m) => (m.name = 'customers')), /the build is of remote "customers", not "users"/],
      ['no-routes', variant('no-routes', (m) => (m.exposes = [])), /does not expose \.\/routes/],
      [
        'shell-99',
        variant('shell-99', (m) => {
          for (const s of m.shared as { name: string; requiredVersion: string }[]) if (s.name === '@drawdesk/shell') s.requiredVersion = '^99.0.0';
        }),
        new RegExp(`needs @drawdesk/shell \\^99\\.0\\.0, the console has ${SHELL_VERSION_PATTERN}`),
      ],
    ];
    for (const [name, folder, message] of cases) {
      const refused = remoteTool('publish', 'users', '--from', folder);
      expect(refused.ok, name).toBe(false);
      expect(refused.output, name).toMatch(message);
    }
    expect(remoteTool('publish', 'nobody').output).toMatch(/has no remote "nobody"/);
    expect(liveEntry('users')).toEqual(live);
  });
});
