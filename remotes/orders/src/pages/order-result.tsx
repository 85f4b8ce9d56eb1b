import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Order } from '@drawdesk/contracts';
import { formatMoney } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ResultBlock } from '@drawdesk/ui/result';
import { Spin } from '@drawdesk/ui/spin';
import { pageLayout } from '@drawdesk/ui/page';
import { LOTTERY_LABELS } from '../labels.js';
import { readOrder } from '../orders-api.js';
import { detailPath, LIST_PATH, NEW_PATH, TEXT_PATH } from '../paths.js';
import { adviceOf, resultIds, type ResultFailure } from '../result-path.js';

/**
 * After booking (by text or form): the orders booked (one per market's draw when a text spans markets; or
 * waiting for a second person's confirmation) with number, customer, draw and stake, or why nothing was
 * booked; and what to do next. The entry page it came
 * from stays open in its tab, so "next" goes back to it as it was (cleared after a booking, kept after a refusal).
 */
export default function OrderResultPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const failure = (location.state as { failure?: ResultFailure } | null)?.failure ?? null;
  const idsQuery = query.get('id');
  const from = query.get('from') === 'form' ? NEW_PATH : TEXT_PATH;
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const ids = resultIds(idsQuery);
    if (!ids) return setMissing(true);
    let current = true;
    Promise.all(ids.map(readOrder)).then(
      (read) => current && setOrders(read),
      () => current && setMissing(true),
    );
    return () => {
      current = false;
    };
  }, [idsQuery]);

  const next = (label: string) => (
    <Button id="result-next" theme="solid" autoFocus onClick={() => navigate(from)}>
      {label}
    </Button>
  );
  if (failure || (missing && !orders)) {
    return (
      <section className={pageLayout.page}>
        <ResultBlock status="failure" title={t('orders.result.failedTitle')} description={failure ? `${failure.message} ${t(adviceOf(failure.rule))}` : t('orders.result.notFound')}>
          {next(t(from === TEXT_PATH ? 'orders.result.backToText' : 'orders.result.backToForm'))}
          <Link to={LIST_PATH}>{t('orders.result.list')}</Link>
        </ResultBlock>
      </section>
    );
  }
  if (!orders) return <Spin />;
  const order = orders[0]!;
  const waits = order.status === 'pending';
  return (
    <section className={pageLayout.page}>
      <ResultBlock
        status={waits ? 'waiting' : 'success'}
        title={t(waits ? 'orders.result.pendingTitle' : 'orders.result.bookedTitle', { orderNo: order.orderNo })}
        description={t(waits ? 'orders.result.pendingText' : 'orders.result.bookedText')}
        details={orders.flatMap((booked) => [
          { label: t('orders.column.orderNo'), value: <Link to={detailPath(booked.id)}>{booked.orderNo}</Link> },
          { label: t('orders.column.customer'), value: `${booked.customerCode} ${booked.customerName}` },
          { label: t('orders.column.draw'), value: `${t(LOTTERY_LABELS[booked.lottery])} ${booked.issue}` },
          { label: t('orders.column.lines'), value: booked.lineCount },
          { label: t('orders.column.stake'), value: formatMoney(booked.stake) },
        ])}
      >
        {next(t(from === TEXT_PATH ? 'orders.result.nextText' : 'orders.result.nextForm'))}
        <Button onClick={() => navigate(detailPath(order.id))}>{t('orders.result.view')}</Button>
        <Button onClick={() => navigate(LIST_PATH)}>{t('orders.result.list')}</Button>
      </ResultBlock>
    </section>
  );
}
