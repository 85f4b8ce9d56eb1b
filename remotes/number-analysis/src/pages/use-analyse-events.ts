import { useEffect, useRef } from 'react';
import { eventBus } from '@drawdesk/shell';

/**
 * Calls `onEvent` with the analysis id of every 分析完成 the host hears on the live stream (the `analyse`
 * channel), for as long as the component is mounted (a page kept alive in its tab keeps hearing).
 */
export function useAnalyseEvents(onEvent: (id: number) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => eventBus.on('analyse', (event) => handler.current(Number(event.traceId))), []);
}

/**
 * Calls `tick` every `ms` while `active` and the browser tab is visible: a fallback for what the live
 * stream tells (a run moving from queued to running sends no event).
 */
export function useWhileVisible(active: boolean, ms: number, tick: () => void) {
  const handler = useRef(tick);
  handler.current = tick;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') handler.current();
    }, ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}
