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
 * Data that is not a paged list (the agent tree, an agent, select options): loaded at mount and by
 * `reload`, ignoring answers to loads already replaced. A failure keeps the last answer.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ value: T | undefined; loading: boolean; failure: Error | null }>({ value: undefined, loading: true, failure: null });
  const latest = useRef(0);
  // The loader may be a new function at every render: mounting and `reload` alone decide when to load.
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

  useEffect(reload, [reload]);
  return { ...state, reload };
}
