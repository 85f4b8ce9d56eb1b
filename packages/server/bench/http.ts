/**
 * HTTP benchmarks of the server against docs/quality.md#the-server (`pnpm bench`): a route that needs no
 * database, and an indexed read, each at 50 connections. Prints medians of several runs
 * and the ratio to the target; it asserts nothing (timings are noisy on 2 cores).
 */
import autocannon from 'autocannon';
import { median, startBenchServer } from './server.js';

const RUNS = 3;
const SECONDS = 4;
const CONNECTIONS = 50;

const server = await startBenchServer('drawdesk_bench');
const { base } = server;

type Scenario = { name: string; path: string; headers?: Record<string, string>; targetRps: number; targetP99: number };
const scenarios: Scenario[] = [
  { name: 'no database: GET /remotes.json', path: '/remotes.json', targetRps: 10_000, targetP99: 20 },
  {
    name: 'indexed read: GET /api/v1/user?id=1 (session + user by key)',
    path: '/api/v1/user?id=1',
    headers: { authorization: `Bearer ${server.token}` },
    targetRps: 1_000,
    targetP99: 50,
  },
];

for (const scenario of scenarios) {
  const rps: number[] = [];
  const p99: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await autocannon({ url: `${base}${scenario.path}`, headers: scenario.headers, connections: CONNECTIONS, duration: SECONDS, workers: 1 });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rps.push(result.requests.average);
    p99.push(result.latency.p99);
  }
  const r = median(rps);
  const l = median(p99);
  console.log(
    `${scenario.name.padEnd(62)} median ${Math.round(r).toString().padStart(6)} req/s (target >= ${scenario.targetRps}, ratio ${(r / scenario.targetRps).toFixed(2)})` +
      `  p99 ${l} ms (target <= ${scenario.targetP99}, ratio ${(l / scenario.targetP99).toFixed(2)})  [${RUNS} runs x ${SECONDS} s, ${CONNECTIONS} connections]`,
  );
}

await server.stop();
