import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameCode, GameInfo, PlanListQuery, PlanStatus, PlanSummary } from '@drawdesk/contracts';
import { formatDateTime, sortOrderOf } from '@drawdesk/shell';
import { Tag } from '@drawdesk/ui/tag';
import { STATUS_COLORS, STATUS_LABELS, nameIn } from '../labels.js';

export type PlanSort = Pick<PlanListQuery, 'sort' | 'order'>;
type SortKey = NonNullable<PlanListQuery['sort']>;

/** The columns the server sorts plans by (`PlanListQuery`'s `sort`). */
export const PLAN_SORTABLE: readonly SortKey[] = ['name', 'tier', 'updatedAt'];

/** The link to a plan's detail page. */
export const detailPath = (id: number) => `/plans/detail?id=${id}`;

/** The plans table's columns: name, tier and time sort on the server; `actions` (Admins only) renders a row's buttons. */
export function usePlanColumns(games: readonly GameInfo[], sort: PlanSort, actions: ((plan: PlanSummary) => ReactNode) | null) {
  const { t, i18n } = useTranslation();
  const sorted = (key: SortKey) => ({ sorter: true, sortOrder: sortOrderOf(sort, key) });
  const gameName = (code: GameCode) => {
    const game = games.find((g) => g.code === code);
    return game ? nameIn(game.names, i18n.language) : code;
  };
  return [
    {
      title: t('plans.column.name'),
      dataIndex: 'name',
      ...sorted('name'),
      render: (name: string, plan: PlanSummary) => <Link to={detailPath(plan.id)}>{name}</Link>,
    },
    { title: t('plans.column.game'), dataIndex: 'game', render: gameName },
    { title: t('plans.column.tier'), dataIndex: 'tier', ...sorted('tier') },
    {
      title: t('plans.column.status'),
      dataIndex: 'status',
      render: (status: PlanStatus) => <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag>,
    },
    { title: t('plans.column.customers'), dataIndex: 'customers' },
    { title: t('plans.column.updatedAt'), dataIndex: 'updatedAt', ...sorted('updatedAt'), render: (at: string) => formatDateTime(at) },
    ...(actions ? [{ title: t('plans.column.actions'), dataIndex: 'actions', render: (_: unknown, plan: PlanSummary) => actions(plan) }] : []),
  ];
}
