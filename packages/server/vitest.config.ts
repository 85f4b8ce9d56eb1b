import { defineConfig } from 'vitest/config';

/**
 * Files that start servers as child processes, restart them, stop the database under a server, or
 * measure the event loop's longest stall: they run after the others, two at a time, so the many other
 * files' work neither slows their child servers past their bounds nor shows up as a stall of theirs. One at
 * a time left a third of the 2-core machine idle; two keep the load far below the one where the child
 * servers' bounds were missed (load 15, with other work on the machine). The stall check's bound
 * (test/stall.ts, 1 s) is ten times what a busy machine gives, so one other file beside it does not reach it.
 */
const ALONE = [
  'test/database-down.test.ts',
  'test/fuzz.test.ts',
  'test/job-restart.test.ts',
  'test/jobs.test.ts',
  'test/limits.test.ts',
  'test/notify-restart.test.ts',
  'test/notify.test.ts',
  'test/server-entry.test.ts',
];

const shared = {
  globalSetup: ['./test/global-setup.ts'],
  pool: 'forks' as const,
  // Each file starts its own app on its own database, so a worker need not import everything again per file.
  isolate: false,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'together',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ALONE,
          // Test files mostly wait (PostgreSQL, HTTP, jobs), so more of them run at once than there are
          // cores (Vitest's default is one less than the cores: one file at a time on two).
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...shared, name: 'alone', include: ALONE, maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
