import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_RULES, type Order } from '@drawdesk/contracts';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';

type Props = { order: Order; onClose: () => void; onReject: (reason: string) => void };

/** Rejecting a pending order asks for the reason (order-actions.tsx loads it with the first rejection). */
export function RejectModal({ order, onClose, onReject }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      title={t('orders.reject.title', { orderNo: order.orderNo })}
      visible
      onCancel={onClose}
      onOk={() => {
        onClose();
        onReject(reason.trim());
      }}
      okButtonProps={{ disabled: reason.trim() === '', type: 'danger' }}
      okText={t('orders.action.reject')}
      cancelText={t('form.cancel')}
    >
      <Input value={reason} onChange={setReason} maxLength={ORDER_RULES.reasonMax} placeholder={t('orders.reject.reason')} aria-label={t('orders.reject.reason')} />
    </Modal>
  );
}
