/** This remote's route paths: its page keys in routes.ts, and the same paths in its registry entry (deploy/remotes.json). */
export const LIST_PATH = '/number-analyse/list';
export const DETAIL_PATH = '/number-analyse/detail';
export const LIVE_PATH = '/number-analyse/live';
export const detailPath = (id: number) => `${DETAIL_PATH}?id=${id}`;
/** The list page opened on one of its tabs. */
export const listTabPath = (tab: 'runs' | 'strategies' | 'layoffs', query: Record<string, string | number> = {}) =>
  `${LIST_PATH}?${new URLSearchParams({ tab, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`;
