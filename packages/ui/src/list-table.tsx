import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './list-page.module.css';

/**
 * A cell's content at most `width` px wide: longer is cut with …, and the pointer on it shows it whole (the
 * browser's own tooltip, set only when it was cut: a list renders many cells and a component tooltip in each
 * cost its first paint).
 */
export function CutText({ width, children }: { width: number; children: ReactNode }) {
  return (
    <span
      className={styles.cut}
      style={{ maxWidth: width }}
      onMouseEnter={({ currentTarget: cell }) => {
        if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
        else cell.removeAttribute('title');
      }}
    >
      {children}
    </span>
  );
}

/**
 * The horizontal scroll bar of a table wider than its pane, kept at the bottom of the window while the table goes on
 * below it: the table's own bar is under its last row, out of sight on a long page. It moves the table and follows
 * it; none when the table fits. `table` holds the list's table; `watch` changes when its rows do.
 */
export function SideScroll({ table, watch }: { table: RefObject<HTMLElement | null>; watch: unknown }) {
  const bar = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState({ pane: 0, content: 0 });
  useEffect(() => {
    const body = table.current?.querySelector<HTMLElement>('.semi-table-body');
    if (!body) return;
    const measure = () => setWidth({ pane: body.clientWidth, content: body.scrollWidth });
    const follow = () => {
      if (bar.current) bar.current.scrollLeft = body.scrollLeft;
    };
    return watchBody(body, measure, follow);
  }, [table, watch]);
  if (width.content <= width.pane) return null;
  return (
    <div
      ref={bar}
      className={styles.sideScroll}
      style={{ width: width.pane }}
      aria-hidden
      data-side-scroll
      onScroll={(event) => {
        const body = table.current?.querySelector<HTMLElement>('.semi-table-body');
        if (body) body.scrollLeft = event.currentTarget.scrollLeft;
      }}
    >
      <div style={{ width: width.content }} />
    </div>
  );
}

/**
 * Calls `resized` when a table's scrolling body or its content change size and `scrolled` when it scrolls
 * (the grid's edge marks, SideScroll's bar); returns what stops it.
 */
export function watchBody(body: HTMLElement, resized: () => void, scrolled: () => void) {
  const observer = new ResizeObserver(resized);
  observer.observe(body);
  if (body.firstElementChild) observer.observe(body.firstElementChild);
  body.addEventListener('scroll', scrolled, { passive: true });
  return () => {
    observer.disconnect();
    body.removeEventListener('scroll', scrolled);
  };
}
