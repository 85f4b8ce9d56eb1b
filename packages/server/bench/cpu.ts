/**
 * CPU time spent while a piece of the benchmark runs, split between this process (the server and its load
 * worker) and the PostgreSQL processes (Linux `/proc`; elsewhere PostgreSQL's part reads as unknown). On a
 * 2-core machine a target of N operations a second is a budget of 2000 / N ms of CPU per operation: the
 * figures say which side spends it.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The CPU seconds of every running process named `postgres` (a backend that ended since is not counted). */
function postgresSeconds(): Map<number, number> | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const seconds = new Map<number, number>();
  for (const pid of entries) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      seconds.set(Number(pid), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // The process ended while we read.
    }
  }
  return seconds;
}

export type CpuSpent = { serverMs: number; postgresMs: number | undefined };

/** Starts measuring; the returned function gives the CPU milliseconds spent since. */
export function cpuMeter(): () => CpuSpent {
  const process0 = process.cpuUsage();
  const postgres0 = postgresSeconds();
  return () => {
    const used = process.cpuUsage(process0);
    const postgres1 = postgresSeconds();
    const postgresMs =
      postgres0 && postgres1 ? [...postgres1].reduce((sum, [pid, seconds]) => sum + (seconds - (postgres0.get(pid) ?? 0)) * 1000, 0) : undefined;
    return { serverMs: (used.user + used.system) / 1000, postgresMs };
  };
}
