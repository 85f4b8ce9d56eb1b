import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { analysisOutcomesExport, type AnalysisDetail, type SelectionRow } from '@drawdesk/contracts';
import { drawName, formatDateTime, formatMoney, hasStatus, idOf, useLoaded, usePageWords, useWords, type Loaded } from '@drawdesk/shell';
import { ConfirmButton } from '@drawdesk/ui/list-parts';
import { Banner } from '@drawdesk/ui/banner';
import { Button } from '@drawdesk/ui/button';
import { Descriptions } from '@drawdesk/ui/descriptions';
import { animalsOfLunarYear } from '@drawdesk/blocks/draw-animals';
import { Empty } from '@drawdesk/ui/empty';
import { ExportButton } from '@drawdesk/ui/list-export';
import { Radio } from '@drawdesk/ui/radio';
import { Spin } from '@drawdesk/ui/spin';
import { Table } from '@drawdesk/ui/table';
import { Toast } from '@drawdesk/ui/toast';
import { Typography } from '@drawdesk/ui/typography';
import { readAnalysis, removeAnalysis, runAnalysis } from '../analysis-api.js';
import { detailResources } from '../detail-locale.js';
import { durationText, scopeText } from '../labels.js';
import { layoffResources } from '../layoff-locale.js';
import { detailPath, LIST_PATH } from '../paths.js';
import { strategyText } from '../strategy-text.js';
import { OutcomeHeat } from './outcome-heat.js';
import { OutcomeTable } from './outcome-table.js';
import { selectionKey, useSelectionColumns } from './selection-columns.js';
import { StatusTag } from './status-tag.js';
import { SuggestedLayoffs } from './suggested-layoffs.js';
import { SummaryCards } from './summary-cards.js';
import { useAnalyseEvents, useWhileVisible } from './use-analyse-events.js';
import { useBusy } from './use-busy.js';
import styles from './analysis.module.css';
import { SectionNav } from '@drawdesk/ui/section-nav';
import { pageLayout } from '@drawdesk/ui/page';

// G2 is large: the chart and @antv/g2 come with this page only, after its first paint.
const OutcomeChart = lazy(() => import('./outcome-chart.js'));

type State = { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string } | { status: 'ready'; analysis: AnalysisDetail };

/**
 * One analysis (`?id=`): what it looked at, its state (a queued or running one follows the live stream, a
 * failed one shows its error), and once done: the summary before and after the suggested lay-offs, the
 * heat map of the outcomes, the charts, the per-outcome table and CSV, the multi-number plays' top
 * combinations, the suggested lay-offs with "apply", and "run again" (same draw, strategy and scope).
 */
export default function AnalysisDetailPage() {
  // A run's words, and its lay-offs', come with this page, not with the remote's first download.
  usePageWords(detailResources);
  usePageWords(layoffResources);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  // Another id (run again navigates from one detail to the next) is a new page: nothing of the previous run
  // stays on screen, and an answer about it that arrives late goes nowhere.
  return id === null ? <Unavailable state={{ status: 'missing' }} onRetry={() => undefined} /> : <AnalysisDetailOf key={id} id={id} />;
}

/**
 * What the page shows of its reads: the last answer, unless the last read failed (a 404 is a run removed
 * meanwhile). Reads overlap (the live stream's event, the poll, a retry): `useLoaded` keeps only the newest.
 */
function stateOf(read: Loaded<AnalysisDetail>): State {
  if (read.failure && !read.loading) return hasStatus(read.failure, 404) ? { status: 'missing' } : { status: 'failed', message: read.failure.message };
  return read.value ? { status: 'ready', analysis: read.value } : { status: 'loading' };
}

/** No run to show: none with this id (or not in the caller's scope), or its read failed, with a retry. */
function Unavailable({ state, onRetry }: { state: Extract<State, { status: 'missing' | 'failed' }>; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty className={pageLayout.page} title={t(state.status === 'missing' ? 'analysis.detail.missing' : 'analysis.detail.loadFailed')} description={state.status === 'failed' ? state.message : ''}>
      {state.status === 'failed' ? <Button onClick={onRetry}>{t('analysis.retry')}</Button> : <Link to={LIST_PATH}>{t('analysis.detail.back')}</Link>}
    </Empty>
  );
}

function AnalysisDetailOf({ id }: { id: number }) {
  const { t } = useTranslation();
  const words = useWords();
  const navigate = useNavigate();
  const [view, setView] = useState<'net' | 'netAfter'>('net');
  const rerun = useBusy();
  const selections = useSelectionColumns();

  const read = useLoaded(() => readAnalysis(id));
  const load = read.reload;
  const state = stateOf(read);
  const pending = state.status === 'ready' && (state.analysis.status === 'queued' || state.analysis.status === 'running');
  useAnalyseEvents((finished) => finished === id && load());
  useWhileVisible(pending, 3000, load);

  if (state.status === 'loading') return <Spin size="large" wrapperClassName={pageLayout.page} spinning />;
  if (state.status !== 'ready') return <Unavailable state={state} onRetry={load} />;
  const { analysis } = state;
  const result = analysis.status === 'done' ? analysis.result : null;

  // The same draw, terms and scope (a run names its strategy's terms, not the saved strategy's id).
  const runAgain = () =>
    rerun.run(async () => {
      const started = await runAnalysis({ drawId: analysis.drawId, ...(analysis.strategy ? { strategy: analysis.strategy } : {}), scope: analysis.scope });
      Toast.success(t('analysis.run.started', { id: started.id }));
      navigate(detailPath(started.id));
    });


  return (
    <section className={pageLayout.page} id="analysis-detail" data-id={analysis.id} data-status={analysis.status}>
      <Link to={LIST_PATH}>{t('analysis.detail.back')}</Link>
      <header className={pageLayout.header}>
        <Typography.Title heading={4}>{t('analysis.detail.title', { id: analysis.id, draw: drawName(t, analysis) })}</Typography.Title>
        <StatusTag analysis={analysis} />
        <span className={pageLayout.spacer} />
        {result && <ExportButton list={`analysis-${analysis.id}-outcomes`} endpoint={analysisOutcomesExport} filter={{ id: analysis.id }} />}
        <Button id="analysis-run-again" loading={rerun.busy} disabled={pending} onClick={runAgain}>
          {t('analysis.action.runAgain')}
        </Button>
        <ConfirmButton type="danger" size="default" title={t('analysis.remove.title', { id: analysis.id })} content={t('analysis.remove.content')} onConfirm={() => void removeAnalysis(analysis.id).then(() => navigate(LIST_PATH), () => undefined)}>
          {t('analysis.action.remove')}
        </ConfirmButton>
      </header>
      <Descriptions
        row
        data={[
          { key: t('analysis.column.draw'), value: drawName(t, analysis) },
          { key: t('analysis.column.strategy'), value: analysis.strategy ? `${analysis.strategyName ? `${analysis.strategyName} · ` : ''}${strategyText(analysis.strategy, t)}` : t('analysis.strategy.none') },
          { key: t('analysis.column.scope'), value: scopeText(t, analysis.scope, analysis.scopeName) },
          { key: t('analysis.column.lines'), value: analysis.lines ?? '-' },
          { key: t('analysis.column.createdBy'), value: analysis.createdBy },
          { key: t('analysis.column.createdAt'), value: formatDateTime(analysis.createdAt) },
          { key: t('analysis.column.duration'), value: durationText(analysis.durationMs) },
        ]}
      />
      {analysis.status === 'failed' && (
        <div id="analysis-error">
          <Banner type="danger" title={t('analysis.detail.failed')} description={words.text(analysis.error)} closeIcon={null} />
        </div>
      )}
      {pending && (
        <div id="analysis-pending">
          <Banner type="info" closeIcon={null} description={<Spin size="small" tip={t(`analysis.detail.${analysis.status}`)} spinning />} />
        </div>
      )}
      {result && (
        <>
          {result.strategy && !result.strategy.feasible && (
            <div id="analysis-infeasible">
              <Banner type="warning" closeIcon={null} title={t('analysis.detail.infeasible')} description={t(result.strategy.kind === 'uniform-keep' ? 'analysis.detail.infeasibleUniform' : 'analysis.detail.infeasibleHedge')} />
            </div>
          )}
          {result.strategy?.keepLevel !== undefined && <div className={styles.note}>{t('analysis.detail.keepLevel', { level: formatMoney(result.strategy.keepLevel) })}</div>}
          {/* A long page (~5,000 px): its sections one click away, the links kept in view. */}
          <SectionNav
            id="analysis-sections"
            sections={[
              { id: 'analysis-summary', label: t('analysis.section.summary') },
              { id: 'analysis-heat-title', label: t(result.game === 'PICK3' ? 'analysis.heat.pick3' : 'analysis.heat.title') },
              ...(result.outcomes.length > 0 ? [{ id: 'analysis-chart-title', label: t('analysis.chart.title') }] : []),
              { id: 'analysis-outcomes-title', label: t('analysis.outcome.title') },
              ...(result.selections.length > 0 ? [{ id: 'analysis-selections-title', label: t('analysis.selection.title') }] : []),
            ]}
          />
          <SummaryCards id="analysis-summary" before={result.summary.before} after={result.summary.after} />
          <section className={styles.section} aria-labelledby="analysis-heat-title">
            <div className={pageLayout.header}>
              <h3 id="analysis-heat-title">{t(result.game === 'PICK3' ? 'analysis.heat.pick3' : 'analysis.heat.title')}</h3>
              <Radio.Group
                type="button"
                value={view}
                onChange={(event) => setView(event.target.value as 'net' | 'netAfter')}
                options={[
                  { value: 'net', label: t('analysis.summary.before') },
                  { value: 'netAfter', label: t('analysis.summary.after') },
                ]}
              />
            </div>
            <OutcomeHeat
              id="analysis-heat"
              game={result.game}
              animals={result.lunarYear ? animalsOfLunarYear(result.lunarYear) : null}
              rows={result.outcomes.map((row) => ({ ...row, net: view === 'net' ? row.net : row.netAfter }))}
            />
          </section>
          {result.outcomes.length > 0 && (
            <section className={styles.section} aria-labelledby="analysis-chart-title">
              <h3 id="analysis-chart-title">{t('analysis.chart.title')}</h3>
              <div className={styles.chartBox}>
                <Suspense fallback={<Spin spinning />}>
                  <OutcomeChart rows={result.outcomes} label={t('analysis.chart.title')} />
                </Suspense>
              </div>
            </section>
          )}
          <section className={styles.section} aria-labelledby="analysis-outcomes-title">
            <h3 id="analysis-outcomes-title">{t('analysis.outcome.title')}</h3>
            <OutcomeTable rows={result.outcomes} game={result.game} />
          </section>
          <SuggestedLayoffs analysis={analysis} suggested={result.suggestedLayoffs} onApplied={load} />
          {(result.multi.turnover > 0 || result.multi.topCombinations.length > 0) && (
            <section className={styles.section} aria-labelledby="analysis-multi-title">
              <h3 id="analysis-multi-title">{t('analysis.multi.title')}</h3>
              <div className={styles.note} id="analysis-multi-note">
                {t('analysis.multi.note', { turnover: formatMoney(result.multi.turnover), rebate: formatMoney(result.multi.rebate) })}
              </div>
              <Table<SelectionRow> id="analysis-multi" rowKey={selectionKey} size="small" dataSource={result.multi.topCombinations} columns={selections} pagination={{ pageSize: 10 }} />
            </section>
          )}
          {result.selections.length > 0 && (
            <section className={styles.section} aria-labelledby="analysis-selections-title">
              <h3 id="analysis-selections-title">{t('analysis.selection.title')}</h3>
              <Table<SelectionRow> id="analysis-selections" rowKey={selectionKey} size="small" dataSource={result.selections} columns={selections} pagination={{ pageSize: 10 }} />
            </section>
          )}
        </>
      )}
    </section>
  );
}
