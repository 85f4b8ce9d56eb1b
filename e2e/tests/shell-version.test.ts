import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { enterAs, signIn } from '../session.js';
import { buildRemote, readRegistry, writeRegistry } from '../deploy.js';
import { SHELL_VERSION_PATTERN } from '../system.js';

const browser = useBrowser();
const FIXTURE_VERSION = 'shell-99-fixture';
let restore: () => void = () => undefined;

beforeAll(() => {
  // A real build of the users remote against shell 99 (DRAWDESK_SHELL_VERSION, read by packages/mf-config),
  // deployed by hand past the publish check, as a mistaken copy would be.
  const folder = path.join(inject('staticRoot'), 'remotes', 'users', FIXTURE_VERSION);
  buildRemote('users', folder, { DRAWDESK_SHELL_VERSION: '99.0.0' });
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
  expect(manifest.shared.find((s) => s.name === '@drawdesk/shell')?.requiredVersion).toBe('^99.0.0');

  const registry = readRegistry();
  const saved = structuredClone(registry);
  const users = registry.remotes.find((r) => r.name === 'users')!;
  users.version = FIXTURE_VERSION;
  users.manifestUrl = `/remotes/users/${FIXTURE_VERSION}/mf-manifest.json`;
  writeRegistry(registry);
  restore = () => writeRegistry(saved);
}, 120_000);
afterAll(() => restore());

describe('a remote built against another shell major', () => {
  it('is refused before its code runs, saying which remote needs which shell; other remotes keep working', async () => {
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await enterAs(page, 'admin', inject('adminPassword'));

    await page.locator('.semi-navigation-item-text', { hasText: '用户列表' }).click();
    const alert = page.locator('section[role=alert]');
    await alert.getByText('需要 @drawdesk/shell').waitFor();
    expect(await alert.innerText()).toMatch(new RegExp(`远程模块 users 需要 @drawdesk/shell \\^99\\.0\\.0，本控制台提供 ${SHELL_VERSION_PATTERN}`));
    // The manifest was read; nothing of the remote's code was fetched.
    expect(requested).toContain(`/remotes/users/${FIXTURE_VERSION}/mf-manifest.json`);
    expect(requested.filter((p) => p.startsWith(`/remotes/users/${FIXTURE_VERSION}/`) && p.endsWith('.js'))).toEqual([]);

    await page.locator('.semi-navigation-item-text', { hasText: '客户列表' }).click();
    await page.locator('.semi-table-tbody .semi-table-row').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('says so in English too', async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin', inject('adminPassword'));
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    await page.goto('/users/list');
    await page.locator('section[role=alert]').getByText('needs @drawdesk/shell ^99.0.0').waitFor();
    expect(await page.locator('section[role=alert]').innerText()).toMatch(new RegExp(`The remote users needs @drawdesk/shell \\^99\\.0\\.0; this console has ${SHELL_VERSION_PATTERN}`));
  });
});
