import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type Layoff, layoffExport, type LayoffListQuery } from '@drawdesk/contracts';
import { drawName, formatDateTime, formatMoney, formatRate, optionsOf, OverlayMount, useOverlay, usePageWords, useWords } from '@drawdesk/shell';
import { ConfirmButton } from '@drawdesk/ui/list-parts';
import { Button } from '@drawdesk/ui/button';
import { ListPage, useList, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { Space } from '@drawdesk/ui/space';
import { Tag } from '@drawdesk/ui/tag';
import { listLayoffs, placeLayoff, removeLayoff } from '../analysis-api.js';
import { LAYOFF_STATUS_COLORS, LAYOFF_STATUS_LABELS, oddsText } from '../labels.js';
import { layoffResources } from '../layoff-locale.js';
import { detailPath, listTabPath } from '../paths.js';
import { LayoffModal } from './layoff-modal.js';
import { useDrawFilterOptions } from './use-draws.js';

type LayoffQuery = Pick<LayoffListQuery, 'drawId' | 'status' | 'sort' | 'order'>;

/**
 * Lay-offs (走飞) in the caller's scope: planned ones (entered by hand, or applied from a run's
 * suggestions) are marked placed once sent upstream, or removed; placed ones count in every later
 * analysis. Opened from a run (`analysisId`), it lists that run's lay-offs only.
 */
export function LayoffsTab({ analysisId }: { analysisId: number | null }) {
  // The lay-offs' words come with this tab, not with the runs list.
  usePageWords(layoffResources);
  const { t } = useTranslation();
  const words = useWords();
  const navigate = useNavigate();
  const list = useList<LayoffQuery, Layoff>((query) => listLayoffs({ ...query, ...(analysisId ? { analysisId } : {}) }));
  const drawOptions = useDrawFilterOptions();
  const modal = useOverlay<true>();
  /** The modal did its work: close it and show the list as it is now. */
  const done = () => {
    modal.close();
    list.reload();
  };
  const act = (call: () => Promise<unknown>) => () => void call().then(list.reload, list.reload);

  const columns: ListColumn<Layoff>[] = [
    { key: 'issue', title: t('analysis.column.draw'), render: (_: string, layoff) => drawName(t, layoff) },
    { key: 'play', title: t('analysis.layoff.play'), maxWidth: 80, render: (play: string) => words.play(play) },
    { key: 'selection', title: t('analysis.layoff.selection'), render: (selection: string, layoff) => words.selection(layoff.play, selection) },
    { key: 'stake', title: t('analysis.layoff.stake'), sortable: true, align: 'right', render: (fen: number) => formatMoney(fen) },
    { key: 'odds', title: t('analysis.layoff.odds'), align: 'right', render: (odds: number, layoff) => oddsText(odds, layoff.odds2) },
    { key: 'rebateBp', title: t('analysis.layoff.rebate'), align: 'right', render: (bp: number) => formatRate(bp) },
    {
      key: 'upstream',
      title: t('analysis.layoff.upstream'),
      maxWidth: 80,
      render: (upstream: string, layoff) => {
        if (!layoff.toUpline) return upstream || '-';
        return layoff.uplineAgentId === null ? t('analysis.layoff.company') : `${t('analysis.layoff.upline')} ${layoff.uplineAgentName ?? ''}`;
      },
    },
    {
      key: 'status',
      title: t('analysis.column.status'),
      render: (status: Layoff['status']) => (
        <Tag color={LAYOFF_STATUS_COLORS[status]} data-status={status}>
          {t(LAYOFF_STATUS_LABELS[status])}
        </Tag>
      ),
    },
    { key: 'agentName', title: t('analysis.column.scope'), maxWidth: 80, render: (name: string | null, layoff) => (layoff.agentId === null ? t('analysis.scope.company') : (name ?? `#${layoff.agentId}`)) },
    {
      key: 'analysisId',
      title: t('analysis.layoff.analysis'),
      maxWidth: 70,
      render: (id: number | null, layoff) => {
        if (layoff.orderId !== null) return t('analysis.layoff.automatic');
        return id ? <Link to={detailPath(id)}>{t('analysis.layoff.run', { id })}</Link> : t('analysis.layoff.byHand');
      },
    },
    { key: 'createdBy', title: t('analysis.column.createdBy') },
    { key: 'createdAt', title: t('analysis.column.createdAt'), render: (at: string) => formatDateTime(at) },
  ];
  const filters: FilterField<keyof LayoffQuery>[] = [
    { kind: 'select', name: 'drawId', placeholder: t('analysis.column.draw'), options: drawOptions, search: true, width: 220 },
    { kind: 'select', name: 'status', placeholder: t('analysis.column.status'), options: optionsOf(LAYOFF_STATUS_LABELS, t), width: 140 },
  ];

  return (
    <ListPage
      id="layoffs"
      nested
      list={list}
      columns={columns}
      filters={filters}
      rowActions={(layoff) =>
        layoff.status === 'planned' && (
          <Space spacing={4}>
            <ConfirmButton title={t('analysis.layoff.placeTitle')} content={t('analysis.layoff.placeContent')} onConfirm={act(() => placeLayoff(layoff))} action="place">
              {t('analysis.layoff.place')}
            </ConfirmButton>
            {/* An automatic lay-off is taken back by its order's cancel, not removed by hand. */}
            {layoff.orderId === null && (
              <ConfirmButton type="danger" title={t('analysis.layoff.removeTitle')} content={t('analysis.layoff.removeContent')} onConfirm={act(() => removeLayoff(layoff.id))} action="remove">
                {t('analysis.action.remove')}
              </ConfirmButton>
            )}
          </Space>
        )
      }
      create={{ label: t('analysis.layoff.create'), onClick: () => modal.open(true) }}
      exportEndpoint={layoffExport}
      empty={t('analysis.layoff.empty')}
      summary={
        analysisId !== null && (
          <span id="layoffs-of-run">
            {t('analysis.layoff.ofRun', { id: analysisId })}{' '}
            <Button theme="borderless" size="small" onClick={() => navigate(listTabPath('layoffs'))}>
              {t('analysis.layoff.showAll')}
            </Button>
          </span>
        )
      }
    >
      <OverlayMount overlay={modal}>{(_, shown) => <LayoffModal {...shown} onSaved={done} />}</OverlayMount>
    </ListPage>
  );
}
