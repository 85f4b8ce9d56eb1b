import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';

/** QUALITY.md: no request may block the event loop for longer than this. */
export const STALL_MS = 100;
const TICK_MS = 20;

export type StallGuard = { readonly stalls: number; readonly longestMs: number };

/**
 * Counts event-loop stalls: a timer that fires every 20 ms and finds it fired more than 100 ms
 * late means something held the loop. Each one is logged with its length; the count is read by
 * the fuzz tests (`app.stallGuard.stalls`).
 */
export default fp(
  async function stallGuard(app) {
    const state = { stalls: 0, longestMs: 0 };
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const lateMs = now - last - TICK_MS;
      last = now;
      if (lateMs <= STALL_MS) return;
      state.stalls += 1;
      state.longestMs = Math.max(state.longestMs, lateMs);
      app.log.warn({ stallMs: Math.round(lateMs) }, 'event loop stalled');
    }, TICK_MS);
    // A watcher, not work: it never keeps the process alive.
    timer.unref();
    app.decorate('stallGuard', state as StallGuard);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'stall-guard' },
);
