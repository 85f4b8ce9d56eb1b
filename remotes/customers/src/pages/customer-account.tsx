import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Customer, CustomerBalance, LedgerEntry, LedgerListQuery, Order, OrderListQuery } from '@drawdesk/contracts';
import { formatDateTime, formatMoney, useOverlay } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Descriptions } from '@drawdesk/ui/descriptions';
import { ListPage, useList, type ListColumn } from '@drawdesk/ui/list-page';
import { Tabs } from '@drawdesk/ui/tabs';
import { Typography } from '@drawdesk/ui/typography';
import { balanceOf, listLedger, listOrdersOf } from '../customers-api.js';
import { orderDetailPath } from '../paths.js';
import { PaymentModal } from './payment-modal.js';
import styles from './customer-detail.module.css';
import links from './links.module.css';

type LedgerQuery = Pick<LedgerListQuery, 'kind'>;
type OrderQuery = Pick<OrderListQuery, 'status'>;

/** The customer's account: balance, open stake and available credit, a payment, its ledger and its orders. */
export function CustomerAccount({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState<CustomerBalance | null>(null);
  const payment = useOverlay<Customer>();
  const ledger = useList<LedgerQuery, LedgerEntry>((query) => listLedger({ ...query, customerId: customer.id }));
  const orders = useList<OrderQuery, Order>((query) => listOrdersOf({ ...query, customerId: customer.id }));
  const reload = useCallback(() => {
    balanceOf(customer.id).then(setBalance, () => setBalance(null));
  }, [customer.id]);
  useEffect(reload, [reload]);

  const ledgerColumns: ListColumn<LedgerEntry>[] = [
    { key: 'createdAt', title: t('customers.ledger.at'), render: (at: string) => formatDateTime(at) },
    { key: 'kind', title: t('customers.ledger.kind'), render: (kind: LedgerEntry['kind']) => t(`customers.ledger.kinds.${kind}`) },
    { key: 'amount', title: t('customers.ledger.amount'), align: 'right', render: (fen: number) => formatMoney(fen) },
    { key: 'note', title: t('customers.ledger.note') },
    { key: 'createdBy', title: t('customers.ledger.by') },
  ];
  const orderColumns: ListColumn<Order>[] = [
    { key: 'orderNo', title: t('customers.orders.orderNo'), render: (orderNo: string, order) => <Link className={links.link} to={orderDetailPath(order.id)}>{orderNo}</Link> },
    { key: 'issue', title: t('customers.orders.draw'), render: (issue: string, order) => `${order.lottery} ${issue}` },
    { key: 'stake', title: t('customers.orders.stake'), align: 'right', render: (fen: number) => formatMoney(fen) },
    { key: 'status', title: t('customers.orders.status'), render: (status: Order['status']) => t(`customers.orders.statuses.${status}`) },
    { key: 'createdAt', title: t('customers.orders.at'), render: (at: string) => formatDateTime(at) },
  ];

  return (
    <div className={styles.section} id="customer-account">
      <div className={styles.header}>
        <Typography.Title heading={6}>{t('customers.account.title')}</Typography.Title>
        <span className={styles.spacer} />
        <Button id="customer-payment" onClick={() => payment.open(customer)}>
          {t('customers.account.pay')}
        </Button>
      </div>
      {balance && (
        <Descriptions
          row
          data={[
            { key: t('customers.column.creditLimit'), value: formatMoney(balance.creditLimit) },
            { key: t('customers.account.balance'), value: <span id="account-balance">{formatMoney(balance.balance)}</span> },
            { key: t('customers.account.openStake'), value: formatMoney(balance.openStake) },
            { key: t('customers.account.available'), value: <span id="account-available">{formatMoney(balance.available)}</span> },
          ]}
        />
      )}
      <Tabs type="line">
        <Tabs.TabPane itemKey="ledger" tab={t('customers.account.ledger')}>
          <ListPage id="customer-ledger" nested list={ledger} columns={ledgerColumns} empty={t('customers.ledger.empty')} />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="orders" tab={t('customers.account.orders')}>
          <ListPage id="customer-orders" nested list={orders} columns={orderColumns} empty={t('customers.orders.empty')} />
        </Tabs.TabPane>
      </Tabs>
      {payment.value && (
        <PaymentModal
          key={payment.key}
          visible={payment.visible}
          customer={payment.value}
          onClose={payment.close}
          onSaved={() => {
            payment.close();
            reload();
            ledger.reload();
          }}
        />
      )}
    </div>
  );
}
