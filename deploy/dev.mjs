// `pnpm dev`: the server (restarted on change) and the dev servers of the host (:3000) and of every
// remote in remotes/, with a registry that points each local remote at its dev server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const registry = JSON.parse(fs.readFileSync(path.join(root, 'deploy', 'remotes.json'), 'utf8'));
const local = fs.readdirSync(path.join(root, 'remotes')).filter((name) => fs.existsSync(path.join(root, 'remotes', name, 'rspack.config.mjs')));

const children = [];
function run(label, command, args, options = {}) {
  // Each child leads its own process group, so stopping kills everything it started (watchers, PostgreSQL).
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${label}] `)));
  }
  child.on('exit', (code) => console.log(`[${label}] exited (${code})`));
  children.push(child);
}

for (const name of local) {
  const config = (await import(pathToFileURL(path.join(root, 'remotes', name, 'rspack.config.mjs')).href)).default;
  const entry = registry.remotes.find((remote) => remote.name === config.output.uniqueName);
  if (entry) entry.manifestUrl = `http://localhost:${config.devServer.port}/mf-manifest.json`;
  run(name, 'pnpm', ['--dir', path.join('remotes', name), 'dev']);
}
const devRegistry = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-dev-')), 'remotes.json');
fs.writeFileSync(devRegistry, JSON.stringify(registry, null, 2));

run('server', process.execPath, ['--import', 'tsx', '--watch', 'packages/server/src/main.ts'], {
  env: { ...process.env, REGISTRY_FILE: devRegistry },
});
run('host', 'pnpm', ['--dir', 'host', 'dev']);
console.log('DrawDesk dev: open http://localhost:3000 (API and registry on :8080; local remotes on their dev servers)');

function stop() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
