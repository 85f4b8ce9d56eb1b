import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { ROOT } from './system.js';

/** The e2e system's deploy folders (its own registry and static root), as the deploy tool and the server see them. */
export const deployEnv = () => ({ ...process.env, REGISTRY_FILE: inject('registryFile'), STATIC_ROOT: inject('staticRoot') });

/** Runs a deploy script (`deploy/remote.mjs`, `deploy/new-remote.mjs`) against the e2e system; its output, and whether it succeeded. */
export function deployScript(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [`deploy/${script}`, ...args], { cwd: ROOT, env: { ...deployEnv(), ...env }, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
export const remoteTool = (...args: string[]) => deployScript('remote.mjs', args);

/** Builds a remote into a folder with extra environment (fixture builds: another shell version). */
export function buildRemote(name: string, outDir: string, env: Record<string, string> = {}) {
  const result = spawnSync('pnpm', ['--dir', path.join('remotes', name), 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DRAWDESK_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building ${name} failed:\n${result.stdout}${result.stderr}`);
}

type Registry = { remotes: { name: string; version: string; manifestUrl: string }[] };
export const readRegistry = () => JSON.parse(fs.readFileSync(inject('registryFile'), 'utf8')) as Registry;
/** Rewrites the e2e registry in one rename, as the deploy tool does. */
export function writeRegistry(registry: Registry) {
  const file = inject('registryFile');
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(registry, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}
export const liveEntry = (name: string) => readRegistry().remotes.find((r) => r.name === name)!;

/** A digest of every file under a folder (names and bytes). */
export function folderDigest(folder: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(folder, file)}\0`).update(fs.readFileSync(file));
    }
  };
  walk(folder);
  return hash.digest('hex');
}
