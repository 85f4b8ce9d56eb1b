import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type Draw, type Order, orderExport, type OrderListQuery, type OrderPage } from '@drawdesk/contracts';
import { drawName, formatDateTime, formatMoney, lookups, optionsOf, useLookup } from '@drawdesk/shell';
import { ListPage, periodFields, useList, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { SOURCE_LABELS, STATUS_LABELS } from '../labels.js';
import { listOrders, recentDraws } from '../orders-api.js';
import { detailPath, NEW_PATH } from '../paths.js';
import { OrderActions } from './order-actions.js';
import { StatusTag } from './status-tag.js';

type OrderQuery = Pick<OrderListQuery, 'drawId' | 'customerId' | 'status' | 'source' | 'orderNo' | 'from' | 'to' | 'sort' | 'order'>;

/** The draws an operator filters by: the open ones and the recent past (newest first). */
function useDrawOptions() {
  const { t } = useTranslation();
  const [draws, setDraws] = useState<Draw[]>([]);
  useEffect(() => {
    recentDraws({ sort: 'drawAt', order: 'desc', to: new Date(Date.now() + 7 * 86_400_000).toISOString() }).then((page) => setDraws(page.list), () => setDraws([]));
  }, []);
  return draws.map((draw) => ({ value: draw.id, label: drawName(t, draw) }));
}

/** Orders in the caller's scope on the list kit: the totals of the filter, export, and each order's actions by its status. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A link may open the list filtered by status (the workplace's pending orders: `?status=pending`).
  const status = useSearchParams()[0].get('status');
  const list = useList<OrderQuery, Order>(listOrders, status && status in STATUS_LABELS ? { status: status as Order['status'] } : {});
  const customers = useLookup(lookups.customers) ?? [];
  const drawOptions = useDrawOptions();
  const totals = (list.data as Partial<OrderPage>).totals;

  const columns: ListColumn<Order>[] = [
    { key: 'orderNo', title: t('orders.column.orderNo'), render: (orderNo: string, order) => <Link to={detailPath(order.id)}>{orderNo}</Link> },
    { key: 'customerCode', title: t('orders.column.customer'), render: (code: string, order) => `${code} ${order.customerName}` },
    { key: 'issue', title: t('orders.column.draw'), render: (issue: string, order) => drawName(t, { lottery: order.lottery, issue }) },
    { key: 'stake', title: t('orders.column.stake'), sortable: true, align: 'right', render: (fen: number) => formatMoney(fen) },
    { key: 'lineCount', title: t('orders.column.lines'), align: 'right' },
    { key: 'status', title: t('orders.column.status'), render: (_: Order['status'], order) => <StatusTag order={order} /> },
    { key: 'source', title: t('orders.column.source'), render: (source: Order['source']) => t(SOURCE_LABELS[source]) },
    { key: 'enteredBy', title: t('orders.column.enteredBy') },
    { key: 'createdAt', title: t('orders.column.createdAt'), sortable: true, render: (at: string) => formatDateTime(at) },
  ];
  const filters: FilterField<keyof OrderQuery>[] = [
    { kind: 'select', name: 'drawId', placeholder: t('orders.column.draw'), options: drawOptions, search: true, width: 200 },
    { kind: 'select', name: 'customerId', placeholder: t('orders.column.customer'), options: customers.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` })), search: true, width: 200 },
    { kind: 'select', name: 'status', placeholder: t('orders.column.status'), options: optionsOf(STATUS_LABELS, t), width: 120 },
    { kind: 'select', name: 'source', placeholder: t('orders.column.source'), options: optionsOf(SOURCE_LABELS, t), width: 120 },
    { kind: 'text', name: 'orderNo', placeholder: t('orders.column.orderNo'), maxLength: 40 },
    ...periodFields(t('orders.filter.from'), t('orders.filter.to')),
  ];

  return (
    <ListPage
      id="orders"
      list={list}
      columns={columns}
      filters={filters}
      rowActions={(order) => <OrderActions order={order} onChanged={list.reload} />}
      create={{ label: t('orders.create'), onClick: () => navigate(NEW_PATH) }}
      exportEndpoint={orderExport}
      reloadOn={[lookups.customers]}
      empty={t('orders.empty')}
      summary={totals && <span>{t('orders.totals', { count: list.data.total, stake: formatMoney(totals.stake) })}</span>}
    />
  );
}
