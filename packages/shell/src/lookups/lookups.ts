import { useEffect, useState } from 'react';
import { agentListAll, customerListAll, lotteryGames, lotteryMarkets, planListAll, type Endpoint } from '@drawdesk/contracts';
import { api } from '../api/current.js';
import { cachedLookup, invalidateLookup, watchLookup } from '../cache/lookup-cache.js';

/**
 * A load-once option list (what selects offer and what names an id), kept for the session: every page
 * shares one load; a save or removal `invalidate`s it, which reloads every page that `watch`es it.
 */
export type Lookup<T> = {
  /** The API path of the endpoint it is read from (also its cache key). */
  readonly path: string;
  /** The kept answer, or a new load when there is none. A failure comes as the server's toast and is not kept. */
  load(): Promise<T>;
  /** The data changed (saved, removed, refreshed): the next `load` reads afresh and watchers hear of it. */
  invalidate(): void;
  /** Calls `listener` on every invalidation; returns the unsubscribe, for an effect's cleanup. */
  watch(listener: () => void): () => void;
  /** Waits for a save or removal of this data, then invalidates; a failed change invalidates nothing. */
  after<R>(change: Promise<R>): Promise<R>;
};

export function defineLookup<T>(endpoint: Endpoint<void, T>): Lookup<T> {
  const { path } = endpoint;
  return {
    path,
    load: () => cachedLookup(path, () => api().call(endpoint, undefined)),
    invalidate: () => invalidateLookup(path),
    watch: (listener) => watchLookup(path, listener),
    after: async (change) => {
      const done = await change;
      invalidateLookup(path);
      return done;
    },
  };
}

/** The console's load-once lists, by name: one place says what each is and where it comes from. */
export const lookups = {
  /** Every agent for an Admin, its own subtree for a User. */
  agents: defineLookup(agentListAll),
  /** Every customer the caller may see. */
  customers: defineLookup(customerListAll),
  plans: defineLookup(planListAll),
  /** The games with their play types and the zodiac years. */
  games: defineLookup(lotteryGames),
  /** The lotteries (markets) with their names, game and calendar. */
  lotteries: defineLookup(lotteryMarkets),
} as const;

/**
 * A lookup's answer in a component: undefined until read (or after a failure, which the client has
 * toasted), read again whenever it is invalidated.
 */
export function useLookup<T>(lookup: Lookup<T>): T | undefined {
  const [value, setValue] = useState<T>();
  const [revision, setRevision] = useState(0);
  useEffect(() => lookup.watch(() => setRevision((n) => n + 1)), [lookup]);
  useEffect(() => {
    let current = true;
    lookup.load().then(
      (loaded) => current && setValue(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lookup, revision]);
  return value;
}
