import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TAG_RULES, type Channel, type Customer, type CustomerListQuery, type CustomerStatus } from '@drawdesk/contracts';
import { formatDateTime, formatMoney, optionsOf } from '@drawdesk/shell';
import type { FilterField, ListColumn } from '@drawdesk/ui/list-page';
import { LoadsOnUse } from '@drawdesk/ui/loads-on-use';
import { CHANNEL_LABELS, STATUS_LABELS } from '../labels.js';
import { detailPath } from '../paths.js';
import { agentLabel, agentText, planLabel, type References } from '../references.js';
import { ChannelTag, CustomerTags, StatusTag } from './customer-tags.js';
import links from './links.module.css';

export type CustomerQuery = Pick<CustomerListQuery, 'keyword' | 'channel' | 'status' | 'planId' | 'agentId' | 'tag' | 'region' | 'sort' | 'order'>;

// The cascader, with the region dataset, loads when the region filter is first used (the column shows the names the server sends).
const RegionCascader = lazy(() => import('./region-cascader.js'));

/** The customers table's columns: code links to the detail page; code, name and credit limit sort on the server. */
export function useCustomerColumns({ agents, plans }: References): ListColumn<Customer>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'code',
      title: t('customers.column.code'),
      sortable: true,
      render: (code: string, customer) => (
        <Link className={links.link} to={detailPath(customer.id)}>
          {code}
        </Link>
      ),
    },
    { key: 'name', title: t('customers.column.name'), sortable: true },
    { key: 'phone', title: t('customers.column.phone'), render: (phone: string | null) => phone ?? '-' },
    { key: 'channel', title: t('customers.column.channel'), render: (channel: Channel) => <ChannelTag channel={channel} /> },
    { key: 'agentId', title: t('customers.column.agent'), maxWidth: 110, render: (id: number) => agentLabel(agents, id) },
    { key: 'planId', title: t('customers.column.plan'), maxWidth: 90, render: (id: number) => planLabel(plans, id) },
    { key: 'creditLimit', title: t('customers.column.creditLimit'), sortable: true, align: 'right', render: (fen: number) => formatMoney(fen) },
    { key: 'status', title: t('customers.column.status'), render: (status: CustomerStatus) => <StatusTag status={status} /> },
    { key: 'tags', title: t('customers.column.tags'), maxWidth: 100, render: (tags: string[]) => <CustomerTags tags={tags} /> },
    { key: 'regionCode', title: t('customers.column.region'), maxWidth: 100, render: (_: string | null, customer) => customer.regionName || '-' },
    { key: 'updatedAt', title: t('customers.column.updatedAt'), render: (at: string) => formatDateTime(at) },
  ];
}

/** The list's filters: keyword, channel, status, plan, agent (Admin: a User's list is its own agent's part of the book), tag, region. */
export function useCustomerFilters({ agents, plans }: References): FilterField<keyof CustomerQuery>[] {
  const { t } = useTranslation();
  return [
    { kind: 'keyword', name: 'keyword', placeholder: t('customers.keyword') },
    { kind: 'select', name: 'channel', placeholder: t('customers.column.channel'), options: optionsOf(CHANNEL_LABELS, t), width: 130 },
    { kind: 'select', name: 'status', placeholder: t('customers.column.status'), options: optionsOf(STATUS_LABELS, t), width: 130 },
    { kind: 'select', name: 'planId', placeholder: t('customers.column.plan'), options: plans.map((plan) => ({ value: plan.id, label: plan.name })), search: true, width: 180 },
    {
      kind: 'select',
      name: 'agentId',
      placeholder: t('customers.column.agent'),
      options: agents.map((agent) => ({ value: agent.id, label: agentText(agent) })),
      search: true,
      width: 200,
      roles: ['Admin'],
    },
    { kind: 'text', name: 'tag', placeholder: t('customers.column.tags'), maxLength: TAG_RULES.maxLength, width: 140 },
    {
      kind: 'custom',
      name: 'region',
      render: ({ id, value, onChange }) => (
        <LoadsOnUse placeholder={t('customers.column.region')} width={220} used={value !== undefined}>
          <RegionCascader id={id} value={value} onChange={onChange} width={220} />
        </LoadsOnUse>
      ),
    },
  ];
}
