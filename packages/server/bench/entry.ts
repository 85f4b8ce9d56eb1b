/**
 * The real server entry (src/main.ts) in a child process on a given database, for the benches that need
 * a process of its own: its resident memory, or several instances on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const ENTRY_ADMIN_PASSWORD = 'bench-admin-password';

export type Entry = { child: ChildProcess; base: string; stop: () => Promise<void> };

/** Starts the entry (no demo book, no rate limit) and answers once it listens on its loopback port. */
export async function startEntry(databaseUrl: string): Promise<Entry> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'warn', DEMO_DATA: '0', ADMIN_PASSWORD: ENTRY_ADMIN_PASSWORD, RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DrawDesk is running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    child,
    base,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
