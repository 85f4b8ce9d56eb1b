import { useCallback, useEffect, useState } from 'react';
import { dashboardContentData, dashboardPopular, dashboardWorkplace, type PopularType } from '@drawdesk/contracts';
import { api } from '../../runtime/services.js';

export const loadWorkplace = () => api.call(dashboardWorkplace, undefined);
export const loadContentData = () => api.call(dashboardContentData, { days: 8 });
export const loadPopular = (type: PopularType) => api.call(dashboardPopular, { type });

export type Loaded<T> = { data: T | null; failed: boolean; reload: () => void };

/**
 * One call's answer for a widget: null until it arrives, `failed` when it did not (the client has
 * shown the error), `reload` to ask again. A late answer of an earlier call is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  return { data, failed, reload: useCallback(() => setRound((n) => n + 1), []) };
}
