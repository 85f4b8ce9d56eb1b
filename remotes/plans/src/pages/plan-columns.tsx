import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameCode, GameInfo, PlanListQuery, PlanStatus, PlanSummary } from '@drawdesk/contracts';
import { formatDateTime, optionsOf } from '@drawdesk/shell';
import type { FilterField, ListColumn } from '@drawdesk/ui/list-page';
import { Tag } from '@drawdesk/ui/tag';
import { STATUS_COLORS, STATUS_LABELS, gameOptions, nameIn, tierOptions } from '../labels.js';

export type PlanQuery = Pick<PlanListQuery, 'keyword' | 'game' | 'tier' | 'status' | 'sort' | 'order'>;

/** The link to a plan's detail page. */
export const detailPath = (id: number) => `/plans/detail?id=${id}`;

/** The plans table's columns: name, tier and time sort on the server. */
export function usePlanColumns(games: readonly GameInfo[]): ListColumn<PlanSummary>[] {
  const { t, i18n } = useTranslation();
  const gameName = (code: GameCode) => {
    const game = games.find((g) => g.code === code);
    return game ? nameIn(game.names, i18n.language) : code;
  };
  return [
    { key: 'name', title: t('plans.column.name'), sortable: true, render: (name: string, plan) => <Link to={detailPath(plan.id)}>{name}</Link> },
    { key: 'game', title: t('plans.column.game'), render: gameName },
    { key: 'tier', title: t('plans.column.tier'), sortable: true },
    { key: 'status', title: t('plans.column.status'), render: (status: PlanStatus) => <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag> },
    { key: 'customers', title: t('plans.column.customers') },
    { key: 'updatedAt', title: t('plans.column.updatedAt'), sortable: true, render: (at: string) => formatDateTime(at) },
  ];
}

/** The list's filters: keyword, game, tier, status. */
export function usePlanFilters(games: readonly GameInfo[]): FilterField<keyof PlanQuery>[] {
  const { t, i18n } = useTranslation();
  return [
    { kind: 'keyword', name: 'keyword', placeholder: t('plans.keyword'), width: 220 },
    { kind: 'select', name: 'game', placeholder: t('plans.column.game'), options: gameOptions(games, i18n.language), width: 140 },
    { kind: 'select', name: 'tier', placeholder: t('plans.column.tier'), options: tierOptions, width: 110 },
    { kind: 'select', name: 'status', placeholder: t('plans.column.status'), options: optionsOf(STATUS_LABELS, t), width: 120 },
  ];
}
