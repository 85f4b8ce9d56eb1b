import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_RULES, type Order } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
import { Space } from '@drawdesk/ui/space';
import { acceptOrder, cancelOrder, dismissRenewal, rejectOrder, renewOrder } from '../orders-api.js';

type Props = { order: Order; onChanged: () => void; size?: 'small' | 'default' };

/**
 * An order's actions where its status allows them (the server checks again, and its refusal comes as a
 * toast): accept or reject (with a reason) a pending one, cancel an accepted one, renew or dismiss a series
 * pending renewal. Who may do them is the server's scope: a User acts on its subtree's orders.
 */
export function OrderActions({ order, onChanged, size = 'small' }: Props) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
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
        <Popconfirm title={t('orders.cancel.title', { orderNo: order.orderNo })} content={t('orders.cancel.content')} onConfirm={run(() => cancelOrder(order.id))}>
          <Button theme="borderless" size={size} type="danger">
            {t('orders.action.cancel')}
          </Button>
        </Popconfirm>
      )}
      {order.renewal === 'pending' && button('orders.action.renew', run(() => renewOrder(order.id, Math.max(1, order.repeat))))}
      {order.renewal === 'pending' && button('orders.action.dismiss', run(() => dismissRenewal(order.id)), 'danger')}
      <Modal
        title={t('orders.reject.title', { orderNo: order.orderNo })}
        visible={rejecting}
        onCancel={() => setRejecting(false)}
        onOk={() => {
          setRejecting(false);
          run(() => rejectOrder(order.id, reason.trim()))();
        }}
        okButtonProps={{ disabled: reason.trim() === '', type: 'danger' }}
        okText={t('orders.action.reject')}
        cancelText={t('form.cancel')}
      >
        <Input value={reason} onChange={setReason} maxLength={ORDER_RULES.reasonMax} placeholder={t('orders.reject.reason')} aria-label={t('orders.reject.reason')} />
      </Modal>
    </Space>
  );
}
