import { useEffect, useState } from 'react';

/** Where the browser has no idle callbacks (Safari), a short timeout stands in for one. */
const whenIdle = (task: () => void, timeoutMs: number): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 100);
  return () => clearTimeout(handle);
};

/**
 * Runs `task` after the next paint, in the browser's first idle moment (or after `timeoutMs` at the latest);
 * returns the way to cancel it.
 */
export function afterPaintWhenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => {};
  // A frame callback runs just before the browser paints: the idle callback asked for there comes after the paint.
  const frame = requestAnimationFrame(() => (cancelIdle = whenIdle(task, timeoutMs)));
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}

/**
 * False until `ready` has been true through a paint and an idle moment, then true for good: for work
 * that must not hold up what the page shows first (the workplace's charts, which bring G2).
 */
export function useIdleAfter(ready: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!ready || due) return;
    return afterPaintWhenIdle(() => setDue(true));
  }, [ready, due]);
  return due;
}
