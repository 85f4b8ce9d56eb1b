import { useEffect } from 'react';
import type { Draw } from '@drawdesk/contracts';
import { eventBus } from '@drawdesk/shell';
import { LONGEST_WAIT_MS, nextDue } from './live-due.js';

/** The server's live `Notify` of a draw event names the draw (`draw:<id>`, server src/plugins/app/draws.ts). */
const DRAW_EVENT = /^draw:\d+$/;

/**
 * Keeps a page of draws current without a reload: a live draw event (the host puts `Notify` events on the
 * `order` channel of the event bus) reloads it; and, should the stream be down, so does the time a shown
 * draw is due to open or close by itself (plus the jobs' grace).
 */
export function useLiveDraws(shown: readonly Draw[], reload: () => void) {
  useEffect(
    () =>
      eventBus.on('order', ({ traceId }) => {
        if (DRAW_EVENT.test(traceId)) reload();
      }),
    [reload],
  );

  useEffect(() => {
    const due = nextDue(shown, Date.now());
    if (due === null) return;
    const timer = setTimeout(reload, Math.min(due - Date.now(), LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [shown, reload]);
}
