import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Channel, Customer, CustomerStatus } from '@drawdesk/contracts';
import { formatMoney, usePagedList } from '@drawdesk/shell';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Table } from '@drawdesk/ui/table';
import { Tag } from '@drawdesk/ui/tag';
import { listCustomers } from '../agents-api.js';
import { CHANNEL_LABELS, STATUS_COLORS, STATUS_LABELS } from '../labels.js';
import { customerDetailPath } from '../paths.js';

const PAGE_SIZE = 10;

/** The customers an agent holds directly, paged by the server. */
export function AgentCustomers({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const customers = usePagedList<{ agentId: number }, Customer>(listCustomers, { agentId }, PAGE_SIZE);
  const { query, data, loading, failure, reload } = customers;
  const columns = [
    { title: t('system.column.code'), dataIndex: 'code', render: (code: string, c: Customer) => <Link to={customerDetailPath(c.id)}>{code}</Link> },
    { title: t('system.column.name'), dataIndex: 'name' },
    { title: t('system.column.phone'), dataIndex: 'phone', render: (phone: string | null) => phone ?? '-' },
    { title: t('system.column.channel'), dataIndex: 'channel', render: (channel: Channel) => t(CHANNEL_LABELS[channel]) },
    { title: t('system.column.creditLimit'), dataIndex: 'creditLimit', align: 'right' as const, render: (fen: number) => formatMoney(fen) },
    {
      title: t('system.column.status'),
      dataIndex: 'status',
      render: (status: CustomerStatus) => <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag>,
    },
  ];
  return (
    <Table
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={failure ? [] : data.list}
      columns={columns}
      empty={<ListEmpty failure={failure} onRetry={reload} empty={t('system.detail.noCustomers')} />}
      pagination={{ currentPage: query.page, pageSize: PAGE_SIZE, total: data.total, onPageChange: customers.setPage }}
    />
  );
}
