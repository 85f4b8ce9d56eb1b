import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Agent, AgentStatus } from '@drawdesk/contracts';
import { formatMoney, formatRate, sortOrderOf, type Sorting } from '@drawdesk/shell';
import { Tag } from '@drawdesk/ui/tag';
import { STATUS_COLORS, STATUS_LABELS } from '../labels.js';
import { agentDetailPath } from '../paths.js';

/** Columns the server sorts the agent list by. */
export const AGENT_SORTABLE = ['code', 'name', 'shareBp'] as const;
export type AgentSorting = Sorting<(typeof AGENT_SORTABLE)[number]>;

/** The agent table's columns: `parentCode` names a parent by its id, `actions` renders a row's buttons. */
export function useAgentColumns(sorting: AgentSorting, parentCode: (id: number) => string, actions: (agent: Agent) => ReactNode) {
  const { t } = useTranslation();
  const sortable = (column: (typeof AGENT_SORTABLE)[number]) => ({ sorter: true, sortOrder: sortOrderOf(sorting, column) });
  return [
    {
      title: t('system.column.code'),
      dataIndex: 'code',
      ...sortable('code'),
      render: (code: string, agent: Agent) => <Link to={agentDetailPath(agent.id)}>{code}</Link>,
    },
    { title: t('system.column.name'), dataIndex: 'name', ...sortable('name') },
    { title: t('system.column.parent'), dataIndex: 'parentId', render: (id: number | null) => (id === null ? '-' : parentCode(id)) },
    { title: t('system.column.share'), dataIndex: 'shareBp', ...sortable('shareBp'), render: (bp: number) => formatRate(bp) },
    { title: t('system.column.creditLimit'), dataIndex: 'creditLimit', align: 'right' as const, render: (fen: number) => formatMoney(fen) },
    { title: t('system.column.mayLayOff'), dataIndex: 'mayLayOff', render: (may: boolean) => t(may ? 'system.yes' : 'system.no') },
    {
      title: t('system.column.status'),
      dataIndex: 'status',
      render: (status: AgentStatus) => <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag>,
    },
    { title: t('system.column.actions'), dataIndex: 'actions', render: (_: unknown, agent: Agent) => actions(agent) },
  ];
}
