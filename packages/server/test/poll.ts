/** How `poll` waits: for how long, how often it asks, and what ends the wait early. */
export type PollOptions = {
  /** Give up after this many milliseconds (default 15 s). */
  ms?: number;
  /** Ask again after this many milliseconds (default 50). */
  every?: number;
  /** The wait is over, with no answer coming (a server process that exited): fail at once. */
  stopIf?: () => boolean;
  /** What the failure should add (the server's output). */
  detail?: () => string;
};

/**
 * Polls real state until `probe` answers something truthy, and returns that answer; fails naming `what`
 * when the time is up. The one way the server's tests wait (never "sleep, then check").
 */
export async function poll<T>(probe: () => T | undefined | false | null | Promise<T | undefined | false | null>, what: string, options: PollOptions = {}): Promise<T> {
  const { ms = 15_000, every = 50, stopIf, detail } = options;
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, every))) {
    const value = await probe();
    if (value) return value;
    if (stopIf?.()) break;
  }
  throw new Error(`timed out waiting for ${what}${detail ? `:\n${detail()}` : ''}`);
}
