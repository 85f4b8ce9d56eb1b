import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { poll } from './poll.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-entry-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The real entry, as `pnpm start` runs it, on its own data folder and a free port. */
function startEntry(env: Record<string, string> = {}): Running {
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls the output for up to 90 s: a first start makes a cluster and writes the demo book. */
const waitFor = (running: Running, pattern: RegExp): Promise<RegExpMatchArray> =>
  poll(() => running.output().match(pattern), `the server to print ${pattern}`, {
    ms: 90_000,
    every: 100,
    stopIf: () => running.child.exitCode !== null,
    detail: running.output,
  });

const postgresOf = (dir: string) =>
  spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes(`-D ${dir}`));

const login = (url: string, password: string) =>
  fetch(`${url}/api/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) }).then(
    async (r) => ({ status: r.status, body: (await r.json()) as { data: { token: string } } }),
  );

describe('the server entry with the embedded PostgreSQL', () => {
  // Three starts of the real entry: generous on a loaded machine.
  it('initialises, prints URL and credentials, refuses a second server, stops clean, and keeps the data', { timeout: 240_000 }, async () => {
    const first = startEntry();
    const [, url] = await waitFor(first, /DrawDesk is running at (http:\/\/\S+)/);
    const [, password] = await waitFor(first, /username "admin", password "([^"]+)"/);
    expect(first.output()).toContain(`${url}/api/docs`);
    expect(first.output()).toMatch(/shown only this once/);
    expect(first.output()).toMatch(/Demo book written \(DEMO_DATA=0 to skip\): 6 agents, 4 plans, 50 customers, \d+ past draws \([1-9]\d* settled with [1-9]\d* orders\), \d+ next draws, [1-9]\d* orders on the open draws/);
    expect((await login(url!, password!)).status).toBe(200);
    expect(postgresOf(path.join(dataDir, 'postgres'))).toHaveLength(1);

    const second = startEntry();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another DrawDesk server \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(postgresOf(path.join(dataDir, 'postgres'))).toEqual([]);

    const again = startEntry();
    const [, url2] = await waitFor(again, /DrawDesk is running at (http:\/\/\S+)/);
    expect(again.output()).toMatch(/existing accounts/);
    expect(again.output()).not.toMatch(/Demo book written/);
    expect((await login(url2!, password!)).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    expect(postgresOf(path.join(dataDir, 'postgres'))).toEqual([]);
  });

  it('stops with a clear message for a bad configuration', { timeout: 60_000 }, async () => {
    const bad = startEntry({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT="eighty" must be a whole number from 0 to 65535');
    expect(bad.output()).toContain('LOG_LEVEL="loud" must be one of');
  });
});
