import { useCallback, useState } from 'react';

/**
 * A drawer or modal opened on a value. Use `key` on it: it mounts afresh at every opening, so its form
 * starts from the value, and stays mounted while it closes, so it can animate out.
 */
export function useOverlay<T>() {
  const [state, setState] = useState<{ key: number; visible: boolean; value: T | null }>({ key: 0, visible: false, value: null });
  const open = useCallback((value: T) => setState((s) => ({ key: s.key + 1, visible: true, value })), []);
  const close = useCallback(() => setState((s) => ({ ...s, visible: false })), []);
  return { ...state, open, close };
}

/** What `useOverlay` gives a page: the state of one drawer or modal, and how to open and close it. */
export type Overlay<T> = ReturnType<typeof useOverlay<T>>;
