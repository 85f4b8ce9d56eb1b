import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AgentStatus, AgentTreeRow } from '@drawdesk/contracts';
import { formatRate } from '@drawdesk/shell';
import { Empty } from '@drawdesk/ui/empty';
import { Table } from '@drawdesk/ui/table';
import { Tag } from '@drawdesk/ui/tag';
import { STATUS_COLORS, STATUS_LABELS } from '../labels.js';
import { agentDetailPath } from '../paths.js';

/** The agents directly under one agent, from the tree: few enough to show at once. */
export function SubAgents({ rows, loading }: { rows: AgentTreeRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns = [
    { title: t('system.column.code'), dataIndex: 'code', render: (code: string, row: AgentTreeRow) => <Link to={agentDetailPath(row.id)}>{code}</Link> },
    { title: t('system.column.name'), dataIndex: 'name' },
    { title: t('system.column.share'), dataIndex: 'shareBp', render: (bp: number) => formatRate(bp) },
    { title: t('system.column.chainShare'), dataIndex: 'chainShareBp', render: (bp: number) => formatRate(bp) },
    {
      title: t('system.column.status'),
      dataIndex: 'status',
      render: (status: AgentStatus) => <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag>,
    },
  ];
  return (
    <Table
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={false}
      empty={<Empty description={t('system.detail.noSubAgents')} />}
    />
  );
}
