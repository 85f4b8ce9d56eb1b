import { performance } from 'node:perf_hooks';

/** Runs `work` once to warm up, then `runs` times; prints the median and, with a target, the ratio. */
export function median(label: string, runs: number, work: () => unknown, targetMs?: number): number {
  work(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mid = times[Math.floor(times.length / 2)] ?? 0;
  const verdict = targetMs === undefined ? '' : `  target ${targetMs} ms  ratio ${(mid / targetMs).toFixed(2)} ${mid <= targetMs ? 'OK' : 'SLOW'}`;
  console.log(`${label.padEnd(70)} median ${mid.toFixed(2).padStart(8)} ms (${runs} runs)${verdict}`);
  return mid;
}
