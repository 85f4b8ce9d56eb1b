import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Customer, CustomerBalance, Order, OrderListQuery } from '@drawdesk/contracts';
import { formatDateTime, formatMoney, useOverlay } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Descriptions } from '@drawdesk/ui/descriptions';
import { LedgerList, PaymentModal, useLedger } from '@drawdesk/blocks/ledger';
import { ListPage, useList, type ListColumn } from '@drawdesk/ui/list-page';
import { Tabs } from '@drawdesk/ui/tabs';
import { Typography } from '@drawdesk/ui/typography';
import { balanceOf, listOrdersOf } from '../customers-api.js';
import { orderDetailPath } from '../paths.js';
import styles from './customer-detail.module.css';
import links from './links.module.css';
import { pageLayout } from '@drawdesk/ui/page';

type OrderQuery = Pick<OrderListQuery, 'status'>;

/** The customer's account: balance, open stake and available credit, a payment, its ledger and its orders. */
export function CustomerAccount({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState<CustomerBalance | null>(null);
  const payment = useOverlay<Customer>();
  const ledger = useLedger({ customerId: customer.id });
  const orders = useList<OrderQuery, Order>((query) => listOrdersOf({ ...query, customerId: customer.id }));
  const reload = useCallback(() => {
    balanceOf(customer.id).then(setBalance, () => setBalance(null));
  }, [customer.id]);
  useEffect(reload, [reload]);

  const orderColumns: ListColumn<Order>[] = [
    { key: 'orderNo', title: t('customers.orders.orderNo'), render: (orderNo: string, order) => <Link className={links.link} to={orderDetailPath(order.id)}>{orderNo}</Link> },
    { key: 'issue', title: t('customers.orders.draw'), render: (issue: string, order) => `${order.lottery} ${issue}` },
    { key: 'stake', title: t('customers.orders.stake'), align: 'right', render: (fen: number) => formatMoney(fen) },
    { key: 'status', title: t('customers.orders.status'), render: (status: Order['status']) => t(`customers.orders.statuses.${status}`) },
    { key: 'createdAt', title: t('customers.orders.at'), render: (at: string) => formatDateTime(at) },
  ];

  return (
    <div className={styles.section} id="customer-account">
      <div className={pageLayout.header}>
        <Typography.Title heading={6}>{t('customers.account.title')}</Typography.Title>
        <span className={pageLayout.spacer} />
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
          <LedgerList id="customer-ledger" ledger={ledger} />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="orders" tab={t('customers.account.orders')}>
          <ListPage id="customer-orders" nested list={orders} columns={orderColumns} empty={t('customers.orders.empty')} />
        </Tabs.TabPane>
      </Tabs>
      {payment.value && (
        <PaymentModal
          key={payment.key}
          visible={payment.visible}
          party={{ customerId: payment.value.id }}
          name={payment.value.name}
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
