import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type Analysis, analysisExport, type AnalysisListQuery } from '@drawdesk/contracts';
import { drawName, formatDateTime, formatMoney, optionsOf, OverlayMount, useOverlay } from '@drawdesk/shell';
import { ConfirmButton } from '@drawdesk/ui/list-parts';
import { Button } from '@drawdesk/ui/button';
import { ListPage, useList, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { Space } from '@drawdesk/ui/space';
import { listAnalyses, removeAnalysis } from '../analysis-api.js';
import { durationText, scopeText, STATUS_LABELS } from '../labels.js';
import { detailPath } from '../paths.js';
import { strategyText } from '../strategy-text.js';
import { StatusTag } from './status-tag.js';
import { useAnalyseEvents, useWhileVisible } from './use-analyse-events.js';
import { useDrawFilterOptions } from './use-draws.js';

// The run form (modal, radio, strategy fields) loads when first opened.
const RunModal = lazy(() => import('./run-modal.js').then((m) => ({ default: m.RunModal })));

type RunQuery = Pick<AnalysisListQuery, 'drawId' | 'status' | 'sort' | 'order'>;
const money = (fen: number | null) => (fen === null ? '-' : formatMoney(fen));

/**
 * The runs in the caller's scope, on the list kit, following their status live: a 分析完成 on the live
 * stream refetches the page, and while a run is queued or running the page looks again every few seconds.
 */
export function RunsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useList<RunQuery, Analysis>(listAnalyses);
  const drawOptions = useDrawFilterOptions();
  const runModal = useOverlay<true>();
  /** The modal did its work: close it and show the list as it is now. */
  const done = () => {
    runModal.close();
    list.reload();
  };
  useAnalyseEvents(list.reload);
  useWhileVisible(list.data.list.some((run) => run.status === 'queued' || run.status === 'running'), 3000, list.reload);

  const columns: ListColumn<Analysis>[] = [
    { key: 'id', title: t('analysis.column.id'), sortable: true, render: (id: number) => <Link to={detailPath(id)}>{id}</Link> },
    { key: 'issue', title: t('analysis.column.draw'), render: (_: string, run) => drawName(t, run) },
    { key: 'strategyName', title: t('analysis.column.strategy'), maxWidth: 100, render: (name: string | null, run) => name ?? (run.strategy ? strategyText(run.strategy, t) : t('analysis.strategy.none')) },
    { key: 'scope', title: t('analysis.column.scope'), maxWidth: 80, render: (_: unknown, run) => scopeText(t, run.scope, run.scopeName) },
    { key: 'status', title: t('analysis.column.status'), render: (_: string, run) => <StatusTag analysis={run} /> },
    { key: 'maxLossBefore', title: t('analysis.column.maxLossBefore'), align: 'right', render: money },
    { key: 'maxLossAfter', title: t('analysis.column.maxLossAfter'), align: 'right', render: money },
    { key: 'lines', title: t('analysis.column.lines'), align: 'right', render: (lines: number | null) => lines ?? '-' },
    { key: 'durationMs', title: t('analysis.column.duration'), align: 'right', render: durationText },
    { key: 'createdBy', title: t('analysis.column.createdBy') },
    { key: 'createdAt', title: t('analysis.column.createdAt'), sortable: true, render: (at: string) => formatDateTime(at) },
  ];
  const filters: FilterField<keyof RunQuery>[] = [
    { kind: 'select', name: 'drawId', placeholder: t('analysis.column.draw'), options: drawOptions, search: true, width: 220 },
    { kind: 'select', name: 'status', placeholder: t('analysis.column.status'), options: optionsOf(STATUS_LABELS, t), width: 140 },
  ];

  return (
    <ListPage
      id="analyses"
      nested
      list={list}
      columns={columns}
      filters={filters}
      rowActions={(run) => (
        <Space spacing={4}>
          <Button theme="borderless" size="small" onClick={() => navigate(detailPath(run.id))}>
            {t('analysis.action.view')}
          </Button>
          <ConfirmButton type="danger" title={t('analysis.remove.title', { id: run.id })} content={t('analysis.remove.content')} onConfirm={() => void removeAnalysis(run.id).then(list.reload, list.reload)}>
            {t('analysis.action.remove')}
          </ConfirmButton>
        </Space>
      )}
      create={{ label: t('analysis.run.create'), onClick: () => runModal.open(true) }}
      exportEndpoint={analysisExport}
      empty={t('analysis.empty')}
    >
      <OverlayMount overlay={runModal}>{(_, shown) => <RunModal {...shown} onStarted={done} />}</OverlayMount>
    </ListPage>
  );
}
