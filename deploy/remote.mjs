// Deploys one remote without touching the host (docs/operations.md#deploying-one-remote-the-host-is-not-rebuilt):
//   node deploy/remote.mjs publish <name> [--from <build folder>]   build, check, copy to a versioned folder, switch
//   node deploy/remote.mjs rollback <name> [version]                switch back (default: to what was live before)
//   node deploy/remote.mjs status [name]                            live version, versions on disk, history
// REGISTRY_FILE, STATIC_ROOT, CONSOLE_DIR and REMOTES_DIR are the server's variables, with the same defaults.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressFolder } from '../packages/mf-config/src/compress.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromRoot = (value, fallback) => (value ? path.resolve(value) : path.join(ROOT, fallback));
const REGISTRY_FILE = fromRoot(process.env.REGISTRY_FILE, 'deploy/remotes.json');
const STATIC_ROOT = fromRoot(process.env.STATIC_ROOT, 'static');
const CONSOLE_DIR = fromRoot(process.env.CONSOLE_DIR, 'host/dist');
const REMOTES_DIR = fromRoot(process.env.REMOTES_DIR, 'remotes');
const NAME = /^[a-z][a-z0-9-]*$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;
const SHELL = '@drawdesk/shell';

class Refused extends Error {}
const refuse = (message) => {
  throw new Refused(message);
};

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** Write beside, then rename: a reader (the server re-reads the registry when it changes) sees the old file or the new one, never half. */
function writeAtomic(file, value) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** One deploy at a time per registry: two publishes racing would each switch from a stale registry. */
function withLock(work) {
  const lock = `${REGISTRY_FILE}.lock`;
  let fd;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch {
    refuse(`another deploy holds ${lock} (remove it if no deploy is running)`);
  }
  try {
    return work();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

const versionsDir = (name) => path.join(STATIC_ROOT, 'remotes', name);
const historyFile = (name) => path.join(versionsDir(name), 'history.json');
const history = (name) => (fs.existsSync(historyFile(name)) ? readJson(historyFile(name)) : []);
const manifestUrlOf = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

function entryOf(registry, name) {
  if (!NAME.test(name ?? '')) refuse(`"${name ?? ''}" is not a remote name (lower case letters, digits and dashes)`);
  return registry.remotes.find((r) => r.name === name) ?? refuse(`the registry ${REGISTRY_FILE} has no remote "${name}" (add its entry first)`);
}

/** The file a manifest URL of this server names: a published version in the static root, or the remote's own build. */
function localManifest(name, manifestUrl) {
  const rest = manifestUrl.startsWith(`/remotes/${name}/`) ? manifestUrl.slice(`/remotes/${name}/`.length) : null;
  if (rest === null) return null;
  return [path.join(versionsDir(name), rest), path.join(REMOTES_DIR, name, 'dist', rest)].find((file) => fs.existsSync(file)) ?? null;
}

/** The major of the shell the deployed console provides (its own manifest says), else of the workspace's shell. */
function consoleShellVersion() {
  const manifest = path.join(CONSOLE_DIR, 'mf-manifest.json');
  const shared = fs.existsSync(manifest) ? readJson(manifest).shared?.find((s) => s.name === SHELL) : undefined;
  return shared?.version ?? readJson(path.join(ROOT, 'packages', 'shell', 'package.json')).version;
}
const major = (range) => /(\d+)/.exec(range ?? '')?.[1];

/** What the host needs of a remote before it runs any of its code: its name, `./routes`, and the console's shell major. */
function checkManifest(name, file) {
  if (!fs.existsSync(file)) refuse(`${file} is missing: not a federation build`);
  const manifest = readJson(file);
  if (manifest.name !== name) refuse(`the build is of remote "${manifest.name}", not "${name}"`);
  if (!manifest.exposes?.some((e) => e.name === 'routes' || e.path === './routes')) refuse(`remote "${name}" does not expose ./routes`);
  const needs = manifest.shared?.find((s) => s.name === SHELL)?.requiredVersion;
  const has = consoleShellVersion();
  if (!needs) refuse(`remote "${name}" does not share ${SHELL}`);
  if (major(needs) !== major(has)) refuse(`remote "${name}" needs ${SHELL} ${needs}, the console has ${has}: rebuild it against shell ${major(has)}`);
}

/** A version name from the remote's package version and its build's content, so publishing the same build twice is one version. */
function versionOf(name, folder) {
  const hash = crypto.createHash('sha256');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(folder, file)}\0`).update(fs.readFileSync(file));
    }
  };
  walk(folder);
  const packageFile = path.join(REMOTES_DIR, name, 'package.json');
  const base = fs.existsSync(packageFile) ? readJson(packageFile).version : '0.0.0';
  return `${base}-${hash.digest('hex').slice(0, 8)}`;
}

function build(name, staging) {
  const folder = path.join(REMOTES_DIR, name);
  if (!fs.existsSync(path.join(folder, 'package.json'))) refuse(`there is no remote folder ${folder}`);
  console.log(`building ${folder}`);
  const result = spawnSync('pnpm', ['--dir', folder, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DRAWDESK_OUT_DIR: staging },
  });
  if (result.status !== 0) refuse(`building ${folder} failed`);
}

/** Points the entry at a version and records the switch; the registry is rewritten in one rename. */
function switchTo(registry, entry, target, action) {
  const previous = { version: entry.version, manifestUrl: entry.manifestUrl };
  entry.version = target.version;
  entry.manifestUrl = target.manifestUrl;
  fs.mkdirSync(versionsDir(entry.name), { recursive: true });
  writeAtomic(historyFile(entry.name), [...history(entry.name), { at: new Date().toISOString(), action, ...target, previous }]);
  writeAtomic(REGISTRY_FILE, registry);
  console.log(`${entry.name} ${target.version} is live (was ${previous.version}); ${target.manifestUrl}`);
}

function publish(name, options) {
  const registry = readJson(REGISTRY_FILE);
  const entry = entryOf(registry, name);
  const staging = path.join(versionsDir(name), `.staging-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    if (options.from) {
      fs.cpSync(path.resolve(options.from), staging, { recursive: true });
      // A folder from elsewhere may lack the brotli and gzip copies the server sends, or hold stale ones.
      precompressFolder(staging);
    } else build(name, staging);
    checkManifest(name, path.join(staging, 'mf-manifest.json'));
    const version = versionOf(name, staging);
    const folder = path.join(versionsDir(name), version);
    // Versions are never overwritten: a tab that loaded one keeps fetching its chunks.
    if (fs.existsSync(folder)) console.log(`${name} ${version} is already on disk (the same build)`);
    else fs.renameSync(staging, folder);
    if (entry.version === version) return console.log(`${name} ${version} is already live`);
    switchTo(registry, entry, { version, manifestUrl: manifestUrlOf(name, version) }, 'publish');
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function rollback(name, version) {
  const registry = readJson(REGISTRY_FILE);
  const entry = entryOf(registry, name);
  const records = history(name);
  let target;
  if (version === undefined) {
    const last = records.at(-1) ?? refuse(`remote "${name}" has no history to roll back to`);
    target = last.previous;
  } else {
    if (!VERSION.test(version)) refuse(`"${version}" is not a version`);
    const known = [...records.map((r) => r.previous), ...records].find((r) => r.version === version);
    target = fs.existsSync(path.join(versionsDir(name), version)) ? { version, manifestUrl: manifestUrlOf(name, version) } : known;
    if (!target) refuse(`remote "${name}" has no version ${version} (see: status ${name})`);
  }
  if (target.version === entry.version && target.manifestUrl === entry.manifestUrl) return console.log(`${name} ${target.version} is already live`);
  const manifest = localManifest(name, target.manifestUrl);
  if (manifest) checkManifest(name, manifest);
  else console.log(`(${target.manifestUrl} is not served from here: not checked)`);
  switchTo(registry, entry, target, 'rollback');
}

function status(name) {
  const registry = readJson(REGISTRY_FILE);
  const entries = name === undefined ? registry.remotes : [entryOf(registry, name)];
  for (const entry of entries) {
    console.log(`${entry.name}: live ${entry.version} (${entry.manifestUrl})`);
    const dir = versionsDir(entry.name);
    const versions = fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
          .map((d) => ({ name: d.name, at: fs.statSync(path.join(dir, d.name)).mtime }))
          .sort((a, b) => a.at - b.at)
      : [];
    for (const v of versions) console.log(`  ${v.name === entry.version ? '*' : ' '} ${v.name}  published ${v.at.toISOString()}`);
    for (const record of history(entry.name).slice(-5)) console.log(`    ${record.at} ${record.action} ${record.previous.version} -> ${record.version}`);
  }
}

const [command, name, ...rest] = process.argv.slice(2);
try {
  if (command === 'publish') {
    const fromAt = rest.indexOf('--from');
    withLock(() => publish(name, { from: fromAt >= 0 ? (rest[fromAt + 1] ?? refuse('--from needs a folder')) : undefined }));
  } else if (command === 'rollback') withLock(() => rollback(name, rest[0]));
  else if (command === 'status') status(name);
  else refuse('usage: node deploy/remote.mjs publish <name> [--from <build folder>] | rollback <name> [version] | status [name]');
} catch (error) {
  if (!(error instanceof Refused)) throw error;
  console.error(`refused: ${error.message}`);
  process.exit(1);
}
