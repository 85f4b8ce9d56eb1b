import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderDetail, OrderLine } from '@drawdesk/contracts';
import { decimalText, drawName, formatDateTime, formatMoney, formatRate, idOf, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Descriptions } from '@drawdesk/ui/descriptions';
import { Empty } from '@drawdesk/ui/empty';
import { Spin } from '@drawdesk/ui/spin';
import { Table, type ColumnProps } from '@drawdesk/ui/table';
import { Typography } from '@drawdesk/ui/typography';
import { SOURCE_LABELS } from '../labels.js';
import { readOrder } from '../orders-api.js';
import { LIST_PATH } from '../paths.js';
import { OrderActions } from './order-actions.js';
import { StatusTag } from './status-tag.js';
import styles from './orders.module.css';
import { pageLayout } from '@drawdesk/ui/page';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string } | { status: 'ready'; order: OrderDetail };
const money = (fen: number | null) => (fen === null ? '-' : formatMoney(fen));

/** One order (`?id=`): who, which draw, its text, its lines with the terms they were taken at and, once settled, their results. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const words = useWords();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    if (id === null) return setState({ status: 'missing' });
    readOrder(id).then(
      (order) => setState({ status: 'ready', order }),
      (error: { status?: number; message: string }) => setState(error.status === 404 ? { status: 'missing' } : { status: 'failed', message: error.message }),
    );
  }, [id]);
  useEffect(load, [load]);

  if (state.status === 'loading') return <Spin size="large" wrapperClassName={pageLayout.page} spinning />;
  if (state.status !== 'ready') {
    return (
      <Empty className={pageLayout.page} title={t(state.status === 'missing' ? 'orders.detail.missing' : 'orders.detail.loadFailed')} description={state.status === 'failed' ? state.message : ''}>
        {state.status === 'failed' ? <Button onClick={load}>{t('orders.retry')}</Button> : <Link to={LIST_PATH}>{t('orders.detail.back')}</Link>}
      </Empty>
    );
  }
  const { order } = state;
  const lines: ColumnProps<OrderLine>[] = [
    { title: t('orders.line.play'), dataIndex: 'play', render: (play: string) => words.play(play) },
    { title: t('orders.line.selection'), dataIndex: 'selection', render: (selection: string, line) => words.selection(line.play, selection) },
    { title: t('orders.line.stake'), dataIndex: 'stake', align: 'right', render: (fen: number) => formatMoney(fen) },
    { title: t('orders.line.combinations'), dataIndex: 'combinations', align: 'right' },
    { title: t('orders.line.amount'), dataIndex: 'amount', align: 'right', render: (fen: number) => formatMoney(fen) },
    { title: t('orders.line.odds'), dataIndex: 'odds1', align: 'right', render: (_: number, line) => [line.odds1, line.odds2].filter((o): o is number => o !== null).map((o) => decimalText(o, 4)).join(' / ') },
    { title: t('orders.line.rebate'), dataIndex: 'rebateBp', align: 'right', render: (bp: number) => formatRate(bp) },
    { title: t('orders.line.result'), dataIndex: 'result', render: (result: string | null) => (result ? t(`orders.result.${result}`) : '-') },
    { title: t('orders.line.payout'), dataIndex: 'payout', align: 'right', render: (fen: number | null) => money(fen) },
    { title: t('orders.line.net'), dataIndex: 'net', align: 'right', render: (fen: number | null) => money(fen) },
  ];
  return (
    <section className={pageLayout.page} id="order-detail">
      <Link to={LIST_PATH}>{t('orders.detail.back')}</Link>
      <header className={pageLayout.header}>
        <Typography.Title heading={4}>{t('orders.detail.title', { orderNo: order.orderNo })}</Typography.Title>
        <StatusTag order={order} />
        <span className={pageLayout.spacer} />
        <OrderActions order={order} onChanged={load} size="default" />
      </header>
      <Descriptions
        row
        data={[
          { key: t('orders.column.customer'), value: `${order.customerCode} ${order.customerName}` },
          { key: t('orders.column.draw'), value: drawName(t, order) },
          { key: t('orders.column.stake'), value: formatMoney(order.stake) },
          { key: t('orders.column.source'), value: t(SOURCE_LABELS[order.source]) },
          { key: t('orders.column.enteredBy'), value: order.enteredBy },
          { key: t('orders.column.confirmedBy'), value: order.confirmedBy ?? '-' },
          { key: t('orders.column.createdAt'), value: formatDateTime(order.createdAt) },
          ...(order.reason ? [{ key: t('orders.column.reason'), value: words.text(order.reason) }] : []),
        ]}
      />
      {order.text && (
        <div>
          <Typography.Title heading={6}>{t('orders.detail.text')}</Typography.Title>
          <pre className={styles.text} id="order-text">{order.text}</pre>
        </div>
      )}
      <Table<OrderLine> id="order-lines" rowKey="id" size="small" pagination={false} dataSource={order.lines} columns={lines} scroll={{ x: 'max-content' }} />
    </section>
  );
}
