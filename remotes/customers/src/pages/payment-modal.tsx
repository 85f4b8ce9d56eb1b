import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_RULES, type Customer } from '@drawdesk/contracts';
import { parseYuan } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Radio } from '@drawdesk/ui/radio';
import { Toast } from '@drawdesk/ui/toast';
import { recordPayment } from '../customers-api.js';

type Props = { customer: Customer; visible: boolean; onClose: () => void; onSaved: () => void };

/**
 * A payment: money the customer paid in, or money paid out to it, with a note. One request id per opening,
 * so a double click or a retry records it once.
 */
export function PaymentModal({ customer, visible, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const requestId = useMemo(() => `pay-${crypto.randomUUID()}`, []);
  const fen = parseYuan(amount);

  async function save() {
    if (fen === null || fen <= 0) return setProblem(t('customers.payment.badAmount'));
    setSaving(true);
    try {
      await recordPayment({ requestId, customerId: customer.id, amount: direction === 'in' ? fen : -fen, note: note.trim() });
      Toast.success(t('customers.payment.saved'));
      onSaved();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('customers.payment.title', { name: customer.name })}
      visible={visible}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving, id: 'payment-save' }}
    >
      <Radio.Group type="button" value={direction} onChange={(e) => setDirection(e.target.value as 'in' | 'out')}>
        <Radio value="in">{t('customers.payment.in')}</Radio>
        <Radio value="out">{t('customers.payment.out')}</Radio>
      </Radio.Group>
      <Input id="payment-amount" value={amount} onChange={setAmount} prefix={t('customers.payment.amount')} suffix="¥" maxLength={14} style={{ marginTop: 12 }} />
      <Input id="payment-note" value={note} onChange={setNote} placeholder={t('customers.payment.note')} maxLength={ORDER_RULES.reasonMax} style={{ marginTop: 12 }} />
      {problem && (
        <p role="alert" style={{ color: 'var(--semi-color-danger)' }}>
          {problem}
        </p>
      )}
    </Modal>
  );
}
