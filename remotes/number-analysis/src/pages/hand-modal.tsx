import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_RULES, type RiskBoard } from '@drawdesk/contracts';
import { formErrors, formatMoney, useWords } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Toast } from '@drawdesk/ui/toast';
import { closeSelections, openSelections } from '../risk-api.js';
import styles from './analysis.module.css';

/** `atCap`: reopening a selection closed at its cap, the book's stake on it now (the cap counts again from there). */
export type HandChange = { action: 'close' | 'open'; drawId: number; play: string; selection: string; atCap: number | null };

/**
 * Closing or opening a selection by hand: the reason is asked (required, audited, told to every open desk);
 * the server's answer is the board as it stands after.
 */
export function HandModal({ change, onClose, onDone }: { change: HandChange | null; onClose: () => void; onDone: (board: RiskBoard) => void }) {
  const { t } = useTranslation();
  const words = useWords();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  if (!change) return null;
  const what = words.line(change.play, change.selection);

  async function send() {
    const text = reason.trim();
    if (!text) return setError(t('rule.required'));
    setSaving(true);
    try {
      const body = { drawId: change!.drawId, play: change!.play, selections: [change!.selection], reason: text };
      const board = await (change!.action === 'close' ? closeSelections(body) : openSelections(body));
      Toast.success(t(change!.action === 'close' ? 'analysis.risk.closed' : 'analysis.risk.opened'));
      setReason('');
      setError('');
      onDone(board);
    } catch (failure) {
      const { fields, messages } = formErrors(failure, ['reason']);
      setError(fields.reason ?? messages.join(' '));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t(change.action === 'close' ? 'analysis.risk.closeTitle' : 'analysis.risk.openTitle', { what })}
      visible
      onCancel={onClose}
      onOk={() => void send()}
      okText={t(change.action === 'close' ? 'analysis.risk.close' : 'analysis.risk.open')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving, id: 'risk-hand-ok', type: change.action === 'close' ? 'danger' : 'primary' }}
      width={480}
    >
      <div className={styles.fields}>
        <label htmlFor="risk-hand-reason">{t('analysis.risk.reason')}</label>
        <div>
          <Input id="risk-hand-reason" value={reason} onChange={setReason} maxLength={RISK_RULES.reasonMax} validateStatus={error ? 'error' : 'default'} autoFocus />
          {change.atCap !== null && <div className={styles.hint} id="risk-hand-cap">{t('analysis.risk.reopenCapHint', { stake: formatMoney(change.atCap) })}</div>}
          <div className={styles.hint}>{t('analysis.risk.reasonHint')}</div>
          {error && <div className={styles.error} id="risk-hand-error">{error}</div>}
        </div>
      </div>
    </Modal>
  );
}
