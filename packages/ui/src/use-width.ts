import { useEffect, useState, type RefObject } from 'react';

/**
 * The width an element has now, following it (a collapsed menu, a resized window): 0 while it or a
 * parent is hidden (a page in a tab that is not shown). For what is drawn at a size in pixels (a chart).
 */
export function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element.current!);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
