import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = {
  /** The last answer; undefined until the first one. */
  value: T | undefined;
  loading: boolean;
  /** The error of the last failed load, null after a good one. */
  failure: Error | null;
  reload: () => void;
};

/**
 * Data that is not a paged list (a record, a tree, select options): loaded at mount, again when `keys` change,
 * and by `reload`, ignoring answers to loads already replaced (a late answer never overwrites a newer one). A
 * failure keeps the last answer.
 */
export function useLoaded<T>(load: () => Promise<T>, keys: readonly unknown[] = []): Loaded<T> {
  const [state, setState] = useState<{ value: T | undefined; loading: boolean; failure: Error | null }>({ value: undefined, loading: true, failure: null });
  const latest = useRef(0);
  // The loader may be a new function at every render: mounting, `keys` and `reload` alone decide when to load.
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(() => {
    const request = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    loader.current().then(
      (value) => request === latest.current && setState({ value, loading: false, failure: null }),
      (failure: Error) => request === latest.current && setState((s) => ({ ...s, loading: false, failure })),
    );
  }, []);

  // The caller's keys are the dependencies: what the loader reads that names another thing to load.
  useEffect(reload, [reload, ...keys]);
  return { ...state, reload };
}
