import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./global-setup.ts'],
    include: ['tests/**/*.test.ts'],
    // One server and one browser at a time on a 2-core machine.
    fileParallelism: false,
    // Files share the one system; the worker imports Playwright and the helpers once for all of them.
    isolate: false,
    // A bound, not a measure: two parts share the 2 cores, and a busy machine can take seconds per page.
    testTimeout: 60_000,
    // A busy 2-core machine can take seconds to show a page: every poll may wait that long, not Vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
