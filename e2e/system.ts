import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const ADMIN_PASSWORD = 'e2e-admin-password';

export type System = { baseUrl: string; stop: () => Promise<void> };

/**
 * The whole system as an operator gets it: the console and remotes built (if they are not), the real
 * server on a fresh embedded PostgreSQL and a free port; `stop` shuts it down and removes the data.
 */
export async function startSystem(): Promise<System> {
  const build = spawnSync(process.execPath, ['deploy/build-missing.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the console failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const { DATABASE_URL: _external, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, PORT: '0', ADMIN_PASSWORD, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /DrawDesk is running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    server.stdout!.on('data', check);
    server.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
