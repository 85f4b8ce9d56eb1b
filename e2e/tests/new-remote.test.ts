import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { registryProblems, type Registry } from '@drawdesk/contracts';
import { newPage, useBrowser } from '../browser.js';
import { enterAs } from '../session.js';
import { ROOT } from '../system.js';
import { deployScript, liveEntry, readRegistry, writeRegistry } from '../deploy.js';

const browser = useBrowser();
// Inside the repository (.tmp/ is ignored), so the new remote's tsconfig reaches the workspace's base config.
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const work = fs.mkdtempSync(path.join(ROOT, '.tmp', 'new-remote-'));
const remotesDir = path.join(work, 'remotes');
const NAME = 'ledger';
const folder = path.join(remotesDir, NAME);
const saved = readRegistry();
afterAll(() => {
  writeRegistry(saved);
  fs.rmSync(work, { recursive: true, force: true });
});

const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: folder, encoding: 'utf8' });

describe('pnpm remote:new', () => {
  it('makes a remote that type-checks, passes its test, agrees with its registry entry, publishes and opens in the console', async () => {
    const made = deployScript('new-remote.mjs', [NAME, '--zh', '账本', '--en', 'Ledger'], { REMOTES_DIR: remotesDir });
    expect(made.ok, made.output).toBe(true);
    expect(deployScript('new-remote.mjs', [NAME], { REMOTES_DIR: remotesDir }).output).toMatch(/exists/);
    expect(deployScript('new-remote.mjs', ['users'], { REMOTES_DIR: remotesDir }).output).toMatch(/already has a remote "users"/);

    // Its dependencies are a remote's usual ones: borrow the system remote's instead of installing.
    fs.symlinkSync(path.join(ROOT, 'remotes', 'system', 'node_modules'), path.join(folder, 'node_modules'));
    const typecheck = run(path.join(folder, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json']);
    expect(typecheck.status, typecheck.stdout).toBe(0);
    const test = run(path.join(folder, 'node_modules', '.bin', 'vitest'), ['run']);
    expect(test.status, test.stdout + test.stderr).toBe(0);

    const port = /port: (\d+)/.exec(fs.readFileSync(path.join(folder, 'rspack.config.mjs'), 'utf8'))![1];
    const ports = fs.readdirSync(path.join(ROOT, 'remotes')).map((r) => /port: (\d+)/.exec(fs.readFileSync(path.join(ROOT, 'remotes', r, 'rspack.config.mjs'), 'utf8'))?.[1]);
    expect(ports).not.toContain(port);

    const routes = (await import(path.join(folder, 'src', 'routes.ts'))) as { default: { pages: Record<string, unknown> } };
    const registry = readRegistry() as Registry;
    expect(registryProblems(registry, [{ name: NAME, pages: Object.keys(routes.default.pages) }]).filter((p) => p.includes(NAME))).toEqual([]);
    expect(liveEntry(NAME)).toBeDefined();

    const published = deployScript('remote.mjs', ['publish', NAME], { REMOTES_DIR: remotesDir });
    expect(published.ok, published.output).toBe(true);

    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    await page.locator('.semi-navigation-item-text', { hasText: '账本列表' }).click();
    await page.waitForURL('**/ledger/list');
    await page.locator('.semi-table-thead').getByText('名称').waitFor();
    await page.locator('.semi-table-tbody .semi-table-row').first().waitFor();
    await page.getByRole('button', { name: '刷新' }).waitFor();
  }, 180_000); // a type check, a test run and a build of the new remote
});
