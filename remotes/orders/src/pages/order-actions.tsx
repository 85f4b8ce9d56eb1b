import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { ConfirmButton } from '@drawdesk/ui/list-parts';
import { Space } from '@drawdesk/ui/space';
import { acceptOrder, cancelOrder, dismissRenewal, rejectOrder, renewOrder } from '../orders-api.js';

// The reason's modal loads with the first rejection, not with every list of orders.
const RejectModal = lazy(() => import('./reject-modal.js').then((m) => ({ default: m.RejectModal })));

type Props = { order: Order; onChanged: () => void; size?: 'small' | 'default' };

/**
 * An order's actions where its status allows them (the server checks again, and its refusal comes as a
 * toast): accept or reject (with a reason) a pending one, cancel an accepted one, renew or dismiss a series
 * pending renewal. Who may do them is the server's scope: a User acts on its subtree's orders.
 */
export function OrderActions({ order, onChanged, size = 'small' }: Props) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const run = (call: () => Promise<unknown>) => () => void call().then(onChanged, onChanged);
  const button = (label: string, onClick: () => void, type: 'primary' | 'danger' = 'primary') => (
    <Button theme="borderless" size={size} type={type} onClick={onClick}>
      {t(label)}
    </Button>
  );
  return (
    <Space spacing={4}>
      {order.status === 'pending' && button('orders.action.accept', run(() => acceptOrder(order.id)))}
      {order.status === 'pending' && button('orders.action.reject', () => setRejecting(true), 'danger')}
      {order.status === 'accepted' && (
        <ConfirmButton title={t('orders.cancel.title', { orderNo: order.orderNo })} content={t('orders.cancel.content')} type="danger" size={size} onConfirm={run(() => cancelOrder(order.id))}>
          {t('orders.action.cancel')}
        </ConfirmButton>
      )}
      {order.renewal === 'pending' && button('orders.action.renew', run(() => renewOrder(order.id, Math.max(1, order.repeat))))}
      {order.renewal === 'pending' && button('orders.action.dismiss', run(() => dismissRenewal(order.id)), 'danger')}
      {rejecting && (
        <Suspense fallback={null}>
          <RejectModal order={order} onClose={() => setRejecting(false)} onReject={(reason) => run(() => rejectOrder(order.id, reason))()} />
        </Suspense>
      )}
    </Space>
  );
}
