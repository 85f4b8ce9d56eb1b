import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisScope, Draw, LiveExposure as Exposure, SelectionRow } from '@drawdesk/contracts';
import { formatDateTime } from '@drawdesk/shell';
import { useDrawAnimals } from '@drawdesk/blocks/draw-animals';
import { Table } from '@drawdesk/ui/table';
import { liveExposure } from '../analysis-api.js';
import { OutcomeHeat } from './outcome-heat.js';
import { selectionKey, useSelectionColumns } from './selection-columns.js';
import { ScopeFields, useDefaultScope } from './scope-fields.js';
import { SummaryCards } from './summary-cards.js';
import styles from './analysis.module.css';
import { pageLayout } from '@drawdesk/ui/page';

/** How often the live book is read again while it is on screen: the throttle of a cheap read (docs/domain/analysis.md). */
export const LIVE_POLL_MS = 2000;

/** Whether the page is what the operator sees: the browser tab is visible and the console shows this page (not kept in a hidden tab). */
const onScreen = (element: HTMLElement | null) => document.visibilityState === 'visible' && element !== null && element.closest('[hidden]') === null;

/**
 * The book of a draw as it stands, without a run: its summary, the heat map of the outcomes, the selections
 * with the most stake, the number of lines and when it was read. Read again every 2 s while it is on screen,
 * and at once when it comes back (the exposure is recomputed from the book: no event announces each order).
 */
export function LiveExposure({ draw }: { draw: Draw }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<AnalysisScope>(useDefaultScope());
  const [live, setLive] = useState<Exposure | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLElement>(null);
  const animals = useDrawAnimals(draw);

  useEffect(() => {
    setLive(null);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const query = { drawId: draw.id, ...(scope.agentId !== null ? { agentId: scope.agentId } : {}), share: scope.share };
    const read = async () => {
      clearTimeout(timer);
      if (onScreen(box.current)) {
        try {
          const answer = await liveExposure(query);
          if (stopped) return;
          setLive(answer);
          setFailure(null);
        } catch (error) {
          if (stopped) return;
          setFailure((error as Error).message);
        }
      }
      if (!stopped) timer = setTimeout(() => void read(), LIVE_POLL_MS);
    };
    const back = () => document.visibilityState === 'visible' && void read();
    document.addEventListener('visibilitychange', back);
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', back);
    };
  }, [draw.id, scope.agentId, scope.share]);

  const top = useSelectionColumns();

  return (
    <section className={styles.section} id="live-book" ref={box}>
      <div className={pageLayout.header}>
        <ScopeFields id="live" scope={scope} onChange={setScope} />
        <span className={pageLayout.spacer} />
        {live && (
          <span className={styles.muted} id="live-updated">
            {t('analysis.live.updated', { lines: live.lines, at: formatDateTime(live.at) })}
          </span>
        )}
      </div>
      {failure && <div className={styles.error}>{failure}</div>}
      {live && (
        <>
          <SummaryCards id="live-summary" before={live.summary} />
          <section className={styles.section} aria-labelledby="live-heat-title">
            <h3 id="live-heat-title">{t(live.game === 'PICK3' ? 'analysis.heat.pick3' : 'analysis.heat.title')}</h3>
            <OutcomeHeat id="live-heat" game={live.game} rows={live.outcomes} animals={animals} />
          </section>
          <section className={styles.section} aria-labelledby="live-top-title">
            <h3 id="live-top-title">{t('analysis.live.top')}</h3>
            <Table<SelectionRow> id="live-top" rowKey={selectionKey} size="small" dataSource={live.top} columns={top} pagination={false} />
          </section>
        </>
      )}
    </section>
  );
}
