import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Customer } from '@drawdesk/contracts';
import { formatDateTime, formatMoney, idOf, OverlayMount, useOverlay } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Descriptions } from '@drawdesk/ui/descriptions';
import { Empty } from '@drawdesk/ui/empty';
import { Spin } from '@drawdesk/ui/spin';
import { SectionNav } from '@drawdesk/ui/section-nav';
import { Typography } from '@drawdesk/ui/typography';
import { GAME_LABELS } from '../labels.js';
import { LIST_PATH, planDetailPath } from '../paths.js';
import { agentLabel, planOf, useReferences, type References } from '../references.js';
import { CustomerAccount } from './customer-account.js';
import { CustomerActions } from './customer-actions.js';
import { CustomerReadings } from './customer-readings.js';
import { CustomerStatements } from './customer-statements.js';
import styles from './customer-detail.module.css';
import links from './links.module.css';
import { CustomerSwitch } from './customer-switch.js';
import { ChannelTag, CustomerTags, StatusTag } from './customer-tags.js';
import { useCustomer } from './use-customer.js';
import { pageLayout } from '@drawdesk/ui/page';

const CustomerDrawer = lazy(() => import('./customer-drawer.js').then((m) => ({ default: m.CustomerDrawer })));

/** One customer (`?id=`): profile, plan and credit, account, statements, reading habits; edit, remove, and a jump to another customer. */
export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state, reload, show } = useCustomer(idOf(params.get('id')));
  const references = useReferences();
  const drawer = useOverlay<Customer>();
  const navigate = useNavigate();

  if (state.status === 'loading') return <Spin size="large" wrapperClassName={pageLayout.page} spinning />;
  if (state.status === 'missing') {
    return (
      <Empty className={pageLayout.page} title={t('customers.detail.missing')} description={t('customers.detail.missingHint')}>
        <Link className={links.link} to={LIST_PATH}>{t('customers.detail.back')}</Link>
      </Empty>
    );
  }
  if (state.status === 'failed') {
    return (
      <Empty className={pageLayout.page} title={t('customers.detail.loadFailed')} description={state.message}>
        <Button onClick={reload}>{t('customers.retry')}</Button>
      </Empty>
    );
  }

  const { customer } = state;
  return (
    <section className={pageLayout.page}>
      <Link className={links.link} to={LIST_PATH}>{t('customers.detail.back')}</Link>
      <header className={pageLayout.header}>
        <Typography.Title heading={4}>
          {customer.code} {customer.name}
        </Typography.Title>
        <StatusTag status={customer.status} />
        <span className={pageLayout.spacer} />
        {/* Remounted after a save: the list-all it reads was invalidated by it. */}
        <CustomerSwitch key={customer.version} current={customer.id} />
        <CustomerActions customer={customer} size="default" onEdit={drawer.open} onRemoved={() => navigate(LIST_PATH)} />
      </header>
      {/* A long page (~3,000 px): its sections one click away, the links kept in view. */}
      <SectionNav
        id="customer-sections"
        sections={[
          { id: 'customer-profile', label: t('customers.detail.profile') },
          { id: 'customer-plan', label: t('customers.detail.planAndCredit') },
          { id: 'customer-account', label: t('customers.account.title') },
          { id: 'customer-statements', label: t('customers.statements.title') },
        ]}
      />
      <Profile customer={customer} references={references} />
      <PlanAndCredit customer={customer} references={references} />
      <CustomerAccount customer={customer} />
      <CustomerStatements customer={customer} />
      <CustomerReadings customer={customer} />
      <OverlayMount overlay={drawer}>
        {(edited, shown) => (
          <CustomerDrawer
            {...shown}
            customer={edited}
            references={references}
            onSaved={(saved) => {
              drawer.close();
              show(saved);
            }}
          />
        )}
      </OverlayMount>
    </section>
  );
}

type SectionProps = { customer: Customer; references: References };

function Profile({ customer, references }: SectionProps) {
  const { t } = useTranslation();
  const data = [
    { key: t('customers.column.code'), value: customer.code },
    { key: t('customers.column.name'), value: customer.name },
    { key: t('customers.column.phone'), value: customer.phone ?? '-' },
    { key: t('customers.column.channel'), value: <ChannelTag channel={customer.channel} /> },
    { key: t('customers.column.agent'), value: agentLabel(references.agents, customer.agentId) },
    { key: t('customers.column.status'), value: <StatusTag status={customer.status} /> },
    { key: t('customers.column.tags'), value: <CustomerTags tags={customer.tags} /> },
    { key: t('customers.column.region'), value: customer.regionName || '-' },
    { key: t('customers.field.remark'), value: customer.remark || '-' },
    { key: t('customers.field.createdAt'), value: formatDateTime(customer.createdAt) },
    { key: t('customers.column.updatedAt'), value: formatDateTime(customer.updatedAt) },
  ];
  return (
    <div className={styles.section} id="customer-profile">
      <Typography.Title heading={6}>{t('customers.detail.profile')}</Typography.Title>
      <Descriptions data={data} />
    </div>
  );
}

function PlanAndCredit({ customer, references }: SectionProps) {
  const { t } = useTranslation();
  const plan = planOf(references.plans, customer.planId);
  const data = [
    { key: t('customers.column.plan'), value: <Link className={links.link} to={planDetailPath(customer.planId)}>{plan?.name ?? `#${customer.planId}`}</Link> },
    { key: t('customers.field.game'), value: plan ? t(GAME_LABELS[plan.game]) : '-' },
    { key: t('customers.field.tier'), value: plan?.tier ?? '-' },
    { key: t('customers.column.creditLimit'), value: formatMoney(customer.creditLimit) },
  ];
  return (
    <div className={styles.section} id="customer-plan">
      <Typography.Title heading={6}>{t('customers.detail.planAndCredit')}</Typography.Title>
      <Descriptions data={data} />
    </div>
  );
}
