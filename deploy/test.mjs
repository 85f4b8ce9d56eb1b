// `pnpm test`: the type checks, lint, the documentation's links, the console build the end-to-end tests need, and the unit tests
// of the packages without a database, as many at once as the machine has cores (each is mostly one
// busy process); then the server's tests; then the end-to-end tests, in one part per two cores, each
// against a system of its own (see e2eParts). Every test
// run ends with its files by time (deploy/test-durations.mjs), and the whole run with its steps by
// time, so a slow step shows in CI. Stops after the first step that fails.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reporter = path.join(root, 'deploy', 'test-durations.mjs');
const slots = Math.max(1, Number(process.env.TEST_CONCURRENCY) || os.availableParallelism());
/** Their tests need a database, a server or a browser: they run last, on their own. */
const HEAVY = ['@drawdesk/server', '@drawdesk/e2e'];

/** The workspace's packages in pnpm's order (dependencies first), with their scripts and tsconfig. */
function workspacePackages() {
  const listed = spawnSync('pnpm', ['-r', 'ls', '--json', '--depth=-1'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`pnpm ls failed: ${listed.stderr}`);
  return JSON.parse(listed.stdout)
    .filter((p) => p.path !== root)
    .map((p) => {
      const read = (file) => (fs.existsSync(path.join(p.path, file)) ? fs.readFileSync(path.join(p.path, file), 'utf8') : null);
      const tsconfig = read('tsconfig.json');
      // Comments stripped: tsconfig files are JSON with comments.
      const config = tsconfig === null ? null : JSON.parse(tsconfig.replace(/^\s*\/\/.*$/gm, ''));
      return {
        name: p.name,
        dir: p.path,
        scripts: JSON.parse(read('package.json')).scripts ?? {},
        tsconfig: config,
      };
    });
}

/**
 * The packages whose own check is exactly `tsc -p tsconfig.json`, grouped by their options (the config they
 * extend and their own compiler options: everything but `include`). Each group is checked as one program: the
 * same options and files as each package's own `typecheck`, but the sources they share (the server's program
 * holds contracts and lottery, the web packages share shell, ui and React's types) are checked once.
 */
function typecheckGroups(packages) {
  const folder = path.join(root, '.tmp');
  fs.mkdirSync(folder, { recursive: true });
  const groups = new Map();
  for (const p of packages.filter((p) => p.scripts.typecheck === 'tsc -p tsconfig.json' && p.tsconfig?.include)) {
    const { include, extends: base, ...options } = p.tsconfig;
    const extended = base ? path.relative(folder, path.resolve(p.dir, base)) : undefined;
    const key = JSON.stringify({ extended, options });
    if (!groups.has(key)) groups.set(key, { packages: [], config: { ...(extended ? { extends: extended } : {}), ...options, include: [] } });
    const group = groups.get(key);
    group.packages.push(p);
    group.config.include.push(...include.map((entry) => path.relative(folder, path.join(p.dir, entry))));
    // The types a config names (`types: ["node"]`) are found from its own folder: here, in the members' own.
    const types = path.join(p.dir, 'node_modules', '@types');
    if (fs.existsSync(types)) (group.config.compilerOptions ??= {}).typeRoots = [...(group.config.compilerOptions.typeRoots ?? []), path.relative(folder, types)];
  }
  return [...groups.values()].map(({ packages: members, config }, i) => {
    const file = path.join(folder, `tsconfig.group-${i + 1}.json`);
    fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    return { members, file };
  });
}

const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command; `quiet` holds its output until it ends, so steps running together print whole. */
function run(name, command, args, { cwd = root, quiet = false, env = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ms = performance.now() - started;
      timings.push({ name, ms, ok: code === 0 });
      if (quiet) process.stdout.write(`\n── ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(ms)}\n${output}`);
      resolve(code === 0);
    });
  });
}

/** Runs the tasks in order, at most `slots` at once; true when every one succeeded. */
async function pool(tasks) {
  let ok = true;
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) ok = (await task()) && ok;
  };
  await Promise.all(Array.from({ length: Math.min(slots, tasks.length) }, worker));
  return ok;
}

/**
 * The e2e files in `count` parts of about equal time, by the times of the last measured run
 * (e2e/durations.json; a file not listed counts as the median). Each part runs against a system of its
 * own (server, database, browser).
 */
function e2eParts(dir, count) {
  const files = fs.readdirSync(path.join(dir, 'tests')).filter((f) => f.endsWith('.test.ts')).map((f) => `tests/${f}`);
  const measured = JSON.parse(fs.readFileSync(path.join(dir, 'durations.json'), 'utf8'));
  const known = Object.values(measured).sort((a, b) => a - b);
  const seconds = (file) => measured[file] ?? known[Math.floor(known.length / 2)] ?? 1;
  const parts = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ files: [], seconds: 0 }));
  // Longest first, each to the part with the least so far.
  for (const file of files.sort((a, b) => seconds(b) - seconds(a))) {
    const lightest = parts.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += seconds(file);
  }
  return parts.map((p) => p.files);
}

/** The console's builds here (and the remotes the deploy tests build) are served over loopback only: brotli's quick level (packages/mf-config/src/compress.js). */
const QUICK_BUILDS = { BROTLI_QUALITY: '5' };
/** One part of the e2e files; parts running together print whole, when each ends. */
const e2eRun = (p, files, part, parts) =>
  run(`test ${p.name} (part ${part} of ${parts}: ${files.length} files)`, 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', `--reporter=${reporter}`, ...files], { cwd: p.dir, quiet: parts > 1, env: QUICK_BUILDS });
const vitest = (p, quiet) => run(`test ${p.name}`, 'pnpm', ['run', 'test', '--reporter=default', `--reporter=${reporter}`], { cwd: p.dir, quiet });
const typecheck = (p) => run(`typecheck ${p.name}`, 'pnpm', ['run', 'typecheck'], { cwd: p.dir, quiet: true });

const begun = performance.now();
const packages = workspacePackages();
// A group's one program stands for its packages' own checks; a package with a check of its own runs it.
const groups = typecheckGroups(packages).sort((a, b) => b.members.length - a.members.length);
const grouped = groups.flatMap((g) => g.members);
const alone = packages.filter((p) => p.scripts.typecheck && !grouped.includes(p));
const groupName = (g) => g.members.map((p) => p.name.replace('@drawdesk/', '')).join(', ');
const checks = [
  // The slowest first, so the pool ends together.
  () => run('build the console (deploy/build-missing.mjs)', process.execPath, ['deploy/build-missing.mjs'], { quiet: true, env: QUICK_BUILDS }),
  ...groups.map((g) => () => run(`typecheck ${groupName(g)}`, 'pnpm', ['exec', 'tsc', '-p', g.file], { quiet: true })),
  ...alone.map((p) => () => typecheck(p)),
  () => run('lint', 'pnpm', ['exec', 'eslint', '.'], { quiet: true }),
  () => run('documentation links (docs/check-links.mjs)', process.execPath, ['docs/check-links.mjs'], { quiet: true }),
  ...packages.filter((p) => p.scripts.test && !HEAVY.includes(p.name)).map((p) => () => vitest(p, true)),
];
let ok = await pool(checks);
const server = packages.find((p) => p.name === '@drawdesk/server');
if (ok && server) ok = await vitest(server, false);
const e2e = packages.find((p) => p.name === '@drawdesk/e2e');
// A part (its server, PostgreSQL and Chromium) keeps about two cores busy: two parts on a 2-core machine took
// 788 s against 826 s for one, each file nearly twice as long (docs/developing.md), so parts come per two cores.
if (ok && e2e) ok = await pool(e2eParts(e2e.dir, Math.max(1, Math.floor(slots / 2))).map((files, i, parts) => () => e2eRun(e2e, files, i + 1, parts.length)));

console.log('\nSteps by time:');
for (const t of [...timings].sort((a, b) => b.ms - a.ms)) console.log(`${seconds(t.ms).padStart(9)}  ${t.name}${t.ok ? '' : '  FAILED'}`);
console.log(`${seconds(performance.now() - begun).padStart(9)}  pnpm test, wall (${slots} at once before the server's tests)`);
process.exit(ok ? 0 : 1);
