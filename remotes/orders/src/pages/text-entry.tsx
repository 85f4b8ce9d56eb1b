import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ORDER_RULES, type LimitRefusal, type Order } from '@drawdesk/contracts';
import { ApiError, formatMoney, lookups } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Modal } from '@drawdesk/ui/modal';
import { Typography } from '@drawdesk/ui/typography';
import { newRequestId, saveOrder } from '../orders-api.js';
import { detailPath } from '../paths.js';
import { failedPath, resultPath } from '../result-path.js';
import { DraftPreview } from './draft-preview.js';
import { EntryTargetBar } from './entry-target.js';
import { useDraft } from './use-draft.js';
import { useEntryTarget } from './use-entry-target.js';
import styles from './entry.module.css';
import page from './orders.module.css';

/**
 * Text entry, keyboard first: choose the customer (type to search, Enter), Tab to the text, paste the chat
 * message; the server's reading appears beside it as you type, each unsure token underlined with its
 * reason. Ctrl+Enter asks to confirm, Enter books it, and the text is cleared for the next message.
 */
export default function TextEntryPage() {
  const { t } = useTranslation();
  const target = useEntryTarget();
  const [text, setText] = useState('');
  const { draft, failure } = useDraft(text, target.draw?.id ?? null, target.customerId);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedLine, setRefusedLine] = useState<number | null>(null);
  const [saved, setSaved] = useState<Order | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const navigate = useNavigate();
  // One request id per message being entered: a retry after a failure cannot book it twice.
  const requestId = useMemo(() => newRequestId(), [text, target.customerId, target.draw?.id]);

  const otherLotteries = draft?.lines.some((line) => line.lottery !== draft.lottery) ?? false;
  const ready = draft !== null && draft.lines.length > 0 && draft.diagnostics.length === 0 && !otherLotteries && target.customerId !== null && target.draw !== null;

  async function book() {
    if (!ready || saving) return;
    setSaving(true);
    try {
      const order = await saveOrder({
        requestId,
        customerId: target.customerId!,
        drawId: target.draw!.id,
        text,
        lines: draft.lines.map((line) => ({ play: line.play, selection: line.selection, stake: line.stake })),
      });
      setSaved(order);
      setText('');
      setRefusal(null);
      target.reloadBalance();
      lookups.customers.invalidate();
      navigate(resultPath(order.id, 'text'));
    } catch (error) {
      const refused = error instanceof ApiError && error.code === 'LIMIT_EXCEEDED' ? (error.data as LimitRefusal) : null;
      // A line's refusal is fixed in the text; a refusal of the whole order goes to the result page with what to do.
      if (refused && refused.line === null) navigate(failedPath('text'), { state: { failure: { message: (error as Error).message, rule: refused.rule } } });
      setRefusal((error as Error).message);
      setRefusedLine(refused?.line ?? null);
    } finally {
      setSaving(false);
      setConfirming(false);
      input.current?.focus();
    }
  }

  // While the confirmation is open, Enter books and Escape goes back to the text. The listener is attached in the
  // same commit that shows the confirmation, in the capture phase, so a quick Enter never reaches the text as a newline.
  useLayoutEffect(() => {
    if (!confirming) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        void book();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  });

  return (
    <section className={page.page} id="text-entry">
      <Typography.Title heading={4}>{t('orders.text.title')}</Typography.Title>
      <EntryTargetBar target={target} autoFocus />
      <div className={styles.editor}>
        <div>
          <textarea
            ref={input}
            id="text-input"
            className={styles.textarea}
            value={text}
            maxLength={ORDER_RULES.textMax}
            placeholder={t('orders.text.placeholder')}
            aria-label={t('orders.text.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              setRefusal(null);
              setRefusedLine(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                if (ready) setConfirming(true);
              }
            }}
          />
          <div className={styles.actions}>
            <Button id="text-confirm" theme="solid" disabled={!ready} onClick={() => setConfirming(true)}>
              {t('orders.text.confirm')}
            </Button>
            <span className={styles.hint}>{t('orders.text.keys')}</span>
          </div>
          {saved && (
            <p id="text-saved">
              {t('orders.text.last')} <Link to={detailPath(saved.id)}>{saved.orderNo}</Link> {formatMoney(saved.stake)}
            </p>
          )}
        </div>
        <div>
          {refusal && (
            <div className={styles.refusal} id="text-refusal" role="alert">
              {refusal}
            </div>
          )}
          {failure && <div className={styles.refusal}>{failure}</div>}
          {otherLotteries && <div className={styles.refusal}>{t('orders.text.otherLottery')}</div>}
          {draft ? <DraftPreview text={text} draft={draft} refusedLine={refusedLine} /> : <p className={styles.hint}>{t(target.draw ? 'orders.text.empty' : 'orders.entry.noOpenDraw')}</p>}
        </div>
      </div>
      <Modal
        title={t('orders.text.confirmTitle')}
        visible={confirming}
        onCancel={() => {
          setConfirming(false);
          input.current?.focus();
        }}
        onOk={() => void book()}
        okText={t('orders.text.book')}
        cancelText={t('form.cancel')}
        okButtonProps={{ loading: saving, id: 'text-book' }}
      >
        {draft && target.draw && (
          <p id="text-confirm-summary">
            {t('orders.text.confirmContent', { lines: draft.lines.length, stake: formatMoney(draft.totals.stake), issue: target.draw.issue })}
          </p>
        )}
      </Modal>
    </section>
  );
}
