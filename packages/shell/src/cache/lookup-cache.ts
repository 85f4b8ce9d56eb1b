/**
 * Answers of list-all style lookups (what selects offer), kept for the session: the first call loads,
 * later calls share its promise until the data changes (`invalidateLookup`) or the session does
 * (`clearLookups`, called whenever the token changes: another user sees other rows). A failed load is
 * not kept, so the next call tries again.
 */
const lookups = new Map<string, Promise<unknown>>();
const watchers = new Map<string, Set<() => void>>();

/** The cached answer for `key` (by convention the API path), loading it with `load` when there is none. */
export function cachedLookup<T>(key: string, load: () => Promise<T>): Promise<T> {
  const cached = lookups.get(key) as Promise<T> | undefined;
  if (cached) return cached;
  const loading = load();
  lookups.set(key, loading);
  loading.catch(() => {
    // Only this load's entry: an invalidation or a newer load may have replaced it meanwhile.
    if (lookups.get(key) === loading) lookups.delete(key);
  });
  return loading;
}

/** The data behind `key` changed (saved, removed): the next call loads afresh, and its watchers hear of it. */
export function invalidateLookup(key: string): void {
  lookups.delete(key);
  for (const watcher of [...(watchers.get(key) ?? [])]) watcher();
}

/**
 * Calls `watcher` whenever `key` is invalidated: a page kept alive in a hidden tab (a list) shows a
 * change made on another page (a detail). Returns the unsubscribe, for an effect's cleanup.
 */
export function watchLookup(key: string, watcher: () => void): () => void {
  const set = watchers.get(key) ?? new Set();
  set.add(watcher);
  watchers.set(key, set);
  return () => void set.delete(watcher);
}

/** Forgets every answer (the session changed). */
export function clearLookups(): void {
  lookups.clear();
}
