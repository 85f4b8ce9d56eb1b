import type { Draw } from '@drawdesk/contracts';

/** A job opens or closes a draw within a few seconds of its time (issue 11: closing within 5 s); the fallback waits a little longer. */
export const JOB_GRACE_MS = 10_000;
/** Timers further out are re-armed at every load instead (and stay within what setTimeout can wait). */
export const LONGEST_WAIT_MS = 3_600_000;

/**
 * When the shown draws next change by themselves: the soonest opening of a scheduled one or closing of an
 * open one still ahead, plus the jobs' grace. The live event normally comes first; this refetch is the
 * fallback for a stream that is down. Null when nothing shown is due.
 */
export function nextDue(draws: readonly Pick<Draw, 'status' | 'opensAt' | 'closesAt'>[], now: number): number | null {
  const times = draws.flatMap((draw) => {
    const at = draw.status === 'scheduled' ? draw.opensAt : draw.status === 'open' ? draw.closesAt : null;
    const time = at === null ? Number.NaN : Date.parse(at) + JOB_GRACE_MS;
    return time > now ? [time] : [];
  });
  return times.length === 0 ? null : Math.min(...times);
}
