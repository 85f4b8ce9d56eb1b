import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';

/** docs/promises.md#time: no request may block the event loop for longer than this. */
export const STALL_MS = 100;
const TICK_MS = 20;
const KEPT = 1000;

export type StallGuard = {
  /** Stalls over 100 ms since the server was ready. */
  readonly stalls: number;
  readonly longestMs: number;
  /** How many of the last 1,000 stalls were longer than `ms`. */
  longerThan(ms: number): number;
};

/**
 * Counts event-loop stalls: a timer that fires every 20 ms and finds it fired more than 100 ms
 * late means something held the loop (or the machine did not run the process). Each one is
 * logged with its length. Measuring starts when the server is ready, so start-up work is not counted.
 */
export default fp(
  async function stallGuard(app) {
    const lengths: number[] = [];
    const guard = {
      stalls: 0,
      longestMs: 0,
      longerThan: (ms: number) => lengths.filter((length) => length > ms).length,
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      let last = performance.now();
      timer = setInterval(() => {
        const now = performance.now();
        const lateMs = now - last - TICK_MS;
        last = now;
        if (lateMs <= STALL_MS) return;
        guard.stalls += 1;
        guard.longestMs = Math.max(guard.longestMs, lateMs);
        lengths.push(lateMs);
        if (lengths.length > KEPT) lengths.shift();
        app.log.warn({ stallMs: Math.round(lateMs) }, 'event loop stalled');
      }, TICK_MS);
      // A watcher, not work: it never keeps the process alive.
      timer.unref();
    });
    app.decorate('stallGuard', guard as StallGuard);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'stall-guard' },
);
