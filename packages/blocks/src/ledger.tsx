import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LedgerEntry, ledgerList, type LedgerListQuery, ledgerPayment, ORDER_RULES } from '@drawdesk/contracts';
import { api, formatDateTime, formatMoney, parseYuan, useWords } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Radio } from '@drawdesk/ui/radio';
import { Toast } from '@drawdesk/ui/toast';
import { ListPage, useList, type ListColumn } from '@drawdesk/ui/list-page';

/** Whose ledger: a customer's or an agent's (docs/domain/settlement.md#the-ledger: exactly one of the two). */
export type LedgerParty = { customerId: number } | { agentId: number };
type Query = Pick<LedgerListQuery, 'kind'>;

const listLedger = (query: LedgerListQuery) => api().call(ledgerList, query, { silent: true });
const recordPayment = (party: LedgerParty, requestId: string, amount: number, note: string) =>
  api().call(ledgerPayment, { ...party, requestId, amount, note }, { silent: true });

/** A party's ledger, newest first, as its list; the page keeps it to reload after a payment. */
export const useLedger = (party: LedgerParty) => {
  const key = JSON.stringify(party);
  return useList<Query, LedgerEntry>((query) => listLedger({ ...query, ...(JSON.parse(key) as LedgerParty) }));
};

/** The entries of a ledger (never edited: a wrong one is reversed by another). */
export function LedgerList({ id, ledger }: { id: string; ledger: ReturnType<typeof useLedger> }) {
  const { t } = useTranslation();
  const words = useWords();
  const columns: ListColumn<LedgerEntry>[] = [
    { key: 'createdAt', title: t('ledger.at'), render: (at: string) => formatDateTime(at) },
    { key: 'kind', title: t('ledger.kind'), render: (kind: LedgerEntry['kind']) => t(`ledger.kinds.${kind}`) },
    { key: 'amount', title: t('ledger.amount'), align: 'right', render: (fen: number) => formatMoney(fen) },
    { key: 'note', title: t('ledger.note'), render: (note: LedgerEntry['note']) => words.text(note) },
    { key: 'createdBy', title: t('ledger.by'), render: (name: string, entry) => (entry.bySystem ? t('ledger.bySystem') : name) },
  ];
  return <ListPage id={id} nested list={ledger} columns={columns} empty={t('ledger.empty')} />;
}

type PaymentProps = { party: LedgerParty; name: string; visible: boolean; onClose: () => void; onSaved: () => void };

/**
 * A payment: money the party paid in, or money paid out to it, with a note. One request id per opening,
 * so a double click or a retry records it once.
 */
export function PaymentModal({ party, name, visible, onClose, onSaved }: PaymentProps) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const requestId = useMemo(() => `pay-${crypto.randomUUID()}`, []);
  const fen = parseYuan(amount);

  async function save() {
    if (fen === null || fen <= 0) return setProblem(t('payment.badAmount'));
    setSaving(true);
    try {
      await recordPayment(party, requestId, direction === 'in' ? fen : -fen, note.trim());
      Toast.success(t('payment.saved'));
      onSaved();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('payment.title', { name })}
      visible={visible}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving, id: 'payment-save' }}
    >
      <Radio.Group type="button" value={direction} onChange={(e) => setDirection(e.target.value as 'in' | 'out')}>
        <Radio value="in">{t('payment.in')}</Radio>
        <Radio value="out">{t('payment.out')}</Radio>
      </Radio.Group>
      <Input id="payment-amount" value={amount} onChange={setAmount} prefix={t('payment.amount')} suffix="¥" maxLength={14} style={{ marginTop: 12 }} />
      <Input id="payment-note" value={note} onChange={setNote} placeholder={t('payment.note')} maxLength={ORDER_RULES.reasonMax} style={{ marginTop: 12 }} />
      {problem && (
        <p role="alert" style={{ color: 'var(--semi-color-danger)' }}>
          {problem}
        </p>
      )}
    </Modal>
  );
}
