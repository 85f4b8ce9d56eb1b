import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Agent, AgentListQuery, AgentStatus } from '@drawdesk/contracts';
import { formatMoney, formatRate, optionsOf } from '@drawdesk/shell';
import type { FilterField, ListColumn } from '@drawdesk/ui/list-page';
import { Tag } from '@drawdesk/ui/tag';
import { STATUS_COLORS, STATUS_LABELS } from '../labels.js';
import { agentDetailPath } from '../paths.js';

export type AgentQuery = Pick<AgentListQuery, 'keyword' | 'status' | 'sort' | 'order'>;

/** The agent table's columns (code, name and share sort on the server); `parentCode` names a parent by its id. */
export function useAgentColumns(parentCode: (id: number) => string): ListColumn<Agent>[] {
  const { t } = useTranslation();
  return [
    { key: 'code', title: t('system.column.code'), sortable: true, render: (code: string, agent) => <Link to={agentDetailPath(agent.id)}>{code}</Link> },
    { key: 'name', title: t('system.column.name'), sortable: true },
    { key: 'parentId', title: t('system.column.parent'), render: (id: number | null) => (id === null ? '-' : parentCode(id)) },
    { key: 'shareBp', title: t('system.column.share'), sortable: true, render: (bp: number) => formatRate(bp) },
    { key: 'creditLimit', title: t('system.column.creditLimit'), align: 'right', render: (fen: number) => formatMoney(fen) },
    { key: 'mayLayOff', title: t('system.column.mayLayOff'), render: (may: boolean) => t(may ? 'system.yes' : 'system.no') },
    { key: 'status', title: t('system.column.status'), render: (status: AgentStatus) => <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag> },
  ];
}

/** The agent list's filters: keyword (code or name) and status. */
export function useAgentFilters(): FilterField<keyof AgentQuery>[] {
  const { t } = useTranslation();
  return [
    { kind: 'keyword', name: 'keyword', placeholder: t('system.agents.keyword') },
    { kind: 'select', name: 'status', placeholder: t('system.column.status'), options: optionsOf(STATUS_LABELS, t), width: 140 },
  ];
}
