// Builds the console host and every remote that has no build yet (pnpm start and the e2e tests call it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = [
  { dir: 'host', built: 'index.html' },
  ...fs
    .readdirSync(path.join(root, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'remotes', entry.name, 'package.json')))
    .map((entry) => ({ dir: path.join('remotes', entry.name), built: 'mf-manifest.json' })),
];
for (const app of apps) {
  if (fs.existsSync(path.join(root, app.dir, 'dist', app.built))) continue;
  console.log(`building ${app.dir}`);
  const result = spawnSync('pnpm', ['--dir', app.dir, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
