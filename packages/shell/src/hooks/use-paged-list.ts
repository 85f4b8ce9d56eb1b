import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageOf } from '@drawdesk/contracts';

export type PagedList<F, T> = {
  /** The applied filter and page. */
  query: F & { page: number };
  data: PageOf<T>;
  loading: boolean;
  /** Whether any load has answered yet (before that, a page shows a skeleton, not an empty table). */
  answered: boolean;
  /** The message of the last failed load, null after a good one. */
  failure: string | null;
  /** Applies a new filter from page 1. */
  search: (filter: F) => void;
  setPage: (page: number) => void;
  reload: () => void;
};

/**
 * A list page's server paging: loads the page for the applied filter, ignores answers to queries already
 * replaced, and when the last row of the last page went (removed here or elsewhere) shows the new last page.
 */
export function usePagedList<F, T>(fetchPage: (query: F & { page: number; pageSize: number }) => Promise<PageOf<T>>, initial: F, pageSize = 20): PagedList<F, T> {
  const [query, setQuery] = useState<F & { page: number }>({ ...initial, page: 1 });
  const [data, setData] = useState<PageOf<T>>({ list: [], total: 0, page: 1, pageSize });
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [answered, setAnswered] = useState(false);
  const latest = useRef(0);
  // The fetcher may be a new function at every render; the query alone decides when to load.
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  const load = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    const page = await fetcher.current({ ...query, pageSize }).catch((error: Error) => error);
    if (request !== latest.current) return;
    setLoading(false);
    setAnswered(true);
    if (page instanceof Error) return setFailure(page.message);
    setFailure(null);
    setData(page);
    if (page.list.length === 0 && page.total > 0) setQuery((q) => ({ ...q, page: Math.ceil(page.total / pageSize) }));
  }, [query, pageSize]);

  useEffect(() => {
    void load();
  }, [load]);

  return {
    query,
    data,
    loading,
    answered,
    failure,
    search: useCallback((filter: F) => setQuery({ ...filter, page: 1 }), []),
    setPage: useCallback((page: number) => setQuery((q) => ({ ...q, page })), []),
    reload: useCallback(() => void load(), [load]),
  };
}
