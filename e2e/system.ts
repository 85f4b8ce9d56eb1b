import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const ADMIN_PASSWORD = 'e2e-admin-password';
/** The shell the console is built with: the version a remote's required major is compared to. */
export const SHELL_VERSION: string = (JSON.parse(fs.readFileSync(path.join(ROOT, 'packages', 'shell', 'package.json'), 'utf8')) as { version: string }).version;
/** SHELL_VERSION as a regular expression source. */
export const SHELL_VERSION_PATTERN = SHELL_VERSION.replaceAll('.', '\\.');

/** The running system; `registryFile` and `staticRoot` are its own copies, which tests may publish into. */
export type System = { baseUrl: string; registryFile: string; staticRoot: string; stop: () => Promise<void> };

/**
 * The e2e registry: the production one plus a remote that is listed but not deployed (fixtures/dead-remote.json),
 * written to a folder of its own, so tests can publish, roll back and break remotes without touching deploy/.
 */
function writeRegistry(folder: string) {
  const registry = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'remotes.json'), 'utf8')) as { remotes: { $comment?: string }[] };
  const { $comment: _why, ...dead } = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e', 'fixtures', 'dead-remote.json'), 'utf8')) as { $comment?: string };
  registry.remotes.push(dead);
  const file = path.join(folder, 'remotes.json');
  fs.writeFileSync(file, `${JSON.stringify(registry, null, 2)}\n`);
  return file;
}

/**
 * The whole system as an operator gets it: the console and remotes built (if they are not), the real
 * server on a fresh embedded PostgreSQL and a free port; `stop` shuts it down and removes the data.
 */
export async function startSystem(): Promise<System> {
  const build = spawnSync(process.execPath, ['deploy/build-missing.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the console failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-e2e-deploy-'));
  const registryFile = writeRegistry(deployDir);
  const staticRoot = path.join(deployDir, 'static');
  const { DATABASE_URL: _external, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, PORT: '0', ADMIN_PASSWORD, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', REGISTRY_FILE: registryFile, STATIC_ROOT: staticRoot },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    // A fresh database with the demo book takes seconds alone, minutes on a 2-core machine that is busy with other work.
    const timer = setTimeout(() => {
      server.kill('SIGTERM');
      reject(new Error(`the server did not start:\n${output}`));
    }, 240_000);
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
    registryFile,
    staticRoot,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(deployDir, { recursive: true, force: true });
    },
  };
}
