import { useTranslation } from 'react-i18next';
import type { AnalysisStrategy, StrategyListQuery } from '@drawdesk/contracts';
import { formatDateTime, OverlayMount, useOverlay, usePageWords, usePermission } from '@drawdesk/shell';
import { ConfirmButton } from '@drawdesk/ui/list-parts';
import { Button } from '@drawdesk/ui/button';
import { ListPage, useList, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { Space } from '@drawdesk/ui/space';
import { listStrategies, removeStrategy } from '../analysis-api.js';
import { KIND_LABELS } from '../labels.js';
import { strategyResources } from '../strategy-locale.js';
import { strategyText } from '../strategy-text.js';
import { StrategyModal } from './strategy-modal.js';

type StrategyQuery = Pick<StrategyListQuery, 'keyword' | 'sort' | 'order'>;

/**
 * Saved strategies: the company's (an Admin edits them, everyone may run them) and the agents'. Create,
 * edit (at the version read) and remove in a modal; a User edits its agent's own only (the server decides).
 */
export function StrategiesTab() {
  // The strategies' words come with this tab, not with the runs list.
  usePageWords(strategyResources);
  const { t } = useTranslation();
  const isAdmin = usePermission(['Admin']);
  const list = useList<StrategyQuery, AnalysisStrategy>(listStrategies);
  const modal = useOverlay<AnalysisStrategy | null>();
  /** The modal did its work: close it and show the list as it is now. */
  const done = () => {
    modal.close();
    list.reload();
  };
  const editable = (strategy: AnalysisStrategy) => isAdmin || strategy.agentId !== null;

  const columns: ListColumn<AnalysisStrategy>[] = [
    { key: 'name', title: t('analysis.strategy.name'), sortable: true },
    { key: 'kind', title: t('analysis.strategy.kind'), render: (_: unknown, s) => t(KIND_LABELS[s.strategy.kind]) },
    { key: 'strategy', title: t('analysis.strategy.terms'), render: (_: unknown, s) => strategyText(s.strategy, t) },
    { key: 'agentName', title: t('analysis.strategy.owner'), render: (name: string | null, s) => (s.agentId === null ? t('analysis.scope.company') : (name ?? `#${s.agentId}`)) },
    { key: 'createdBy', title: t('analysis.column.createdBy') },
    { key: 'updatedAt', title: t('analysis.column.updatedAt'), render: (at: string) => formatDateTime(at) },
  ];
  const filters: FilterField<keyof StrategyQuery>[] = [{ kind: 'keyword', name: 'keyword', placeholder: t('analysis.strategy.name') }];

  return (
    <ListPage
      id="strategies"
      nested
      list={list}
      columns={columns}
      filters={filters}
      rowActions={(strategy) =>
        editable(strategy) && (
          <Space spacing={4}>
            <Button theme="borderless" size="small" onClick={() => modal.open(strategy)}>
              {t('analysis.action.edit')}
            </Button>
            <ConfirmButton type="danger"
              title={t('analysis.strategy.removeTitle', { name: strategy.name })}
              content={t('analysis.strategy.removeContent')}
              onConfirm={() => void removeStrategy(strategy.id).then(list.reload, list.reload)}
            >
              {t('analysis.action.remove')}
            </ConfirmButton>
          </Space>
        )
      }
      create={{ label: t('analysis.strategy.create'), onClick: () => modal.open(null) }}
      empty={t('analysis.strategy.empty')}
    >
      <OverlayMount overlay={modal}>{(strategy, shown) => <StrategyModal {...shown} strategy={strategy} onSaved={done} />}</OverlayMount>
    </ListPage>
  );
}
