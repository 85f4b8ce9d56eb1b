// A Vitest reporter (next to the default one) that ends a run with every test file's time, slowest
// first: where a test run's minutes go, printed in CI by `pnpm test` (deploy/test.mjs).
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

export default class TestDurations {
  onInit(vitest) {
    this.root = vitest.config.root;
    this.started = performance.now();
  }

  onTestRunEnd(testModules) {
    if (testModules.length === 0) return;
    const files = testModules.map((module) => {
      const { duration, collectDuration, setupDuration, prepareDuration } = module.diagnostic();
      // Importing the file and setting it up is part of what it costs, not only its tests.
      const setup = collectDuration + setupDuration + prepareDuration;
      return { name: path.relative(this.root, module.moduleId), tests: [...module.children.allTests()].length, duration, setup, state: module.state() };
    });
    files.sort((a, b) => b.duration + b.setup - (a.duration + a.setup));
    const wall = performance.now() - this.started;
    const sum = files.reduce((total, file) => total + file.duration + file.setup, 0);
    const lines = files.map(
      (file) => `${seconds(file.duration + file.setup)} ${seconds(file.setup)}  ${String(file.tests).padStart(5)}  ${file.name}${file.state === 'passed' ? '' : ` (${file.state})`}`,
    );
    console.log(
      [
        '',
        `Test files by time (${path.basename(this.root)}): ${files.length} files, ${seconds(sum).trim()} in files, ${seconds(wall).trim()} wall`,
        '    total    setup  tests  file',
        ...lines,
        '',
      ].join('\n'),
    );
  }
}
