/**
 * Number analysis against docs/quality.md#the-server (`pnpm bench`): a draw with 1,000,000 order lines, seeded with COPY
 * into a bench database, analysed from enqueue to stored result (the run's own `duration_ms`, measured by
 * PostgreSQL from the insert of the queued run to the stored result), median of 5 against 300 ms; the live
 * exposure read over HTTP, median of 21 against 20 ms. An agent subtree's run (summed from the lines
 * themselves) is printed beside them, without a target. It asserts nothing but fails loudly on an error.
 */
import { seedMillionLines } from './million-lines.js';
import { median, startBenchServer } from './server.js';

const RUNS = 5;
const LIVE_READS = 21;

const system = await startBenchServer('drawdesk_bench_analysis', { drawCalendar: false });
const db = (text: string, values: unknown[] = []) => system.app.pool.query(text, values);

const { call } = system;

/** Queues a run and waits for its stored result; answers its duration from enqueue to stored result. */
async function timedRun(body: Record<string, unknown>): Promise<number> {
  const { id } = await call<{ id: number }>('POST', '/analysis/run', body);
  for (;;) {
    const run = await call<{ status: string; durationMs: number | null; error: string | null }>('GET', `/analysis?id=${id}`);
    if (run.status === 'failed') throw new Error(`analysis ${id} failed: ${run.error}`);
    if (run.status === 'done') return run.durationMs!;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const { draw, top } = await seedMillionLines(db, system.dataDir);
const strategy = { kind: 'loss-cap', maxLoss: 10_000_000, upstreamOdds: 420_000, upstreamRebateBp: 0 };
await timedRun({ drawId: draw, strategy }); // warm-up: plans and caches
const company: number[] = [];
for (let i = 0; i < RUNS; i++) company.push(await timedRun({ drawId: draw, strategy }));
const subtree: number[] = [];
for (let i = 0; i < 3; i++) subtree.push(await timedRun({ drawId: draw, strategy, scope: { agentId: top, share: 'kept' } }));
const live: number[] = [];
for (let i = 0; i < LIVE_READS; i++) {
  const started = performance.now();
  await call('GET', `/analysis/live?drawId=${draw}`);
  live.push(performance.now() - started);
}

const line = (name: string, value: number, unit: string, target?: number) =>
  console.log(`${name.padEnd(70)} median ${value.toFixed(1).padStart(8)} ${unit}${target === undefined ? '  (no target)' : ` (target <= ${target}, ratio ${(value / target).toFixed(2)})`}`);
line(`analysis of 1,000,000 lines, company, enqueue to stored result [${RUNS} runs]`, median(company), 'ms', 300);
line('analysis of the same draw, one agent subtree summed from its lines [3 runs]', median(subtree), 'ms');
line(`live exposure read, GET /analysis/live over HTTP [${LIVE_READS} reads]`, median(live), 'ms', 20);


await system.stop();
