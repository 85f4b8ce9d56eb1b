import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // Test files mostly wait (PostgreSQL, HTTP, jobs, child servers), so more of them run at once than
    // there are cores (Vitest's default is one less than the cores: one file at a time on two).
    maxWorkers: 3,
    // Each file starts its own app on its own database, so a worker need not import everything again per file.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
