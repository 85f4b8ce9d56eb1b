import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Channel, Customer, CustomerListQuery, CustomerStatus } from '@drawdesk/contracts';
import { formatDateTime, formatMoney, sortOrderOf } from '@drawdesk/shell';
import { detailPath } from '../paths.js';
import { agentLabel, planLabel, type References } from '../references.js';
import { ChannelTag, CustomerTags, StatusTag } from './customer-tags.js';
import links from './links.module.css';

export type Sorting = Pick<CustomerListQuery, 'sort' | 'order'>;
type SortColumn = NonNullable<Sorting['sort']>;
/** The columns the server sorts customers by (`CustomerListQuery`'s `sort`). */
export const CUSTOMER_SORTABLE: readonly SortColumn[] = ['code', 'name', 'creditLimit'];

/** The customers table's columns: code links to the detail page; code, name and credit limit sort on the server. */
export function useCustomerColumns(references: References, sorting: Sorting, actions: (customer: Customer) => ReactNode) {
  const { t } = useTranslation();
  const sortable = (column: SortColumn) => ({ dataIndex: column, sorter: true, sortOrder: sortOrderOf(sorting, column) });
  return [
    {
      title: t('customers.column.code'),
      ...sortable('code'),
      render: (code: string, customer: Customer) => (
        <Link className={links.link} to={detailPath(customer.id)}>
          {code}
        </Link>
      ),
    },
    { title: t('customers.column.name'), ...sortable('name') },
    { title: t('customers.column.phone'), dataIndex: 'phone', render: (phone: string | null) => phone ?? '-' },
    { title: t('customers.column.channel'), dataIndex: 'channel', render: (channel: Channel) => <ChannelTag channel={channel} /> },
    { title: t('customers.column.agent'), dataIndex: 'agentId', render: (id: number) => agentLabel(references.agents, id) },
    { title: t('customers.column.plan'), dataIndex: 'planId', render: (id: number) => planLabel(references.plans, id) },
    { title: t('customers.column.creditLimit'), ...sortable('creditLimit'), align: 'right' as const, render: (fen: number) => formatMoney(fen) },
    { title: t('customers.column.status'), dataIndex: 'status', render: (status: CustomerStatus) => <StatusTag status={status} /> },
    { title: t('customers.column.tags'), dataIndex: 'tags', render: (tags: string[]) => <CustomerTags tags={tags} /> },
    { title: t('customers.column.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatDateTime(at) },
    { title: t('customers.column.actions'), dataIndex: 'actions', render: (_: unknown, customer: Customer) => actions(customer) },
  ];
}
