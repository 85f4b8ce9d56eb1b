import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ORDER_RULES, type LimitRefusal, type LotteryCode, type Order, type OrderDraft, type RiskRefusalDetails } from '@drawdesk/contracts';
import { ApiError, formatMoney, lookups, usePageWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Modal } from '@drawdesk/ui/modal';
import { Toast } from '@drawdesk/ui/toast';
import { Typography } from '@drawdesk/ui/typography';
import { pageLayout } from '@drawdesk/ui/page';
import { entryResources } from '../entry-locale.js';
import { LOTTERY_LABELS } from '../labels.js';
import { newRequestId, saveOrder, saveReading } from '../orders-api.js';
import { detailPath } from '../paths.js';
import type { QuickFix } from '../quick-fixes.js';
import { failedPath, resultPath } from '../result-path.js';
import { DraftPreview } from './draft-preview.js';
import { EntryTargetBar } from './entry-target.js';
import { useDraft } from './use-draft.js';
import { useEntryTarget } from './use-entry-target.js';
import styles from './entry.module.css';

/** The open draw each market's lines go to, as the server lists them (multi-market drafts). */
type DraftDraws = { draws?: { lottery: LotteryCode; drawId: number; issue: string }[] };

/** The lines of a draft by market, in the order the markets first appear, with the issue of their draw. */
function byMarket(draft: OrderDraft & DraftDraws, ownIssue: string) {
  const markets = [...new Set(draft.lines.map((line) => line.lottery as LotteryCode))];
  return markets.map((lottery) => {
    const lines = draft.lines.filter((line) => line.lottery === lottery);
    const issue = lottery === draft.lottery ? ownIssue : (draft.draws?.find((d) => d.lottery === lottery)?.issue ?? '?');
    return { lottery, issue, lines: lines.length, stake: lines.reduce((sum, line) => sum + line.amount, 0) };
  });
}

/**
 * Text entry, keyboard first: choose the customer (type to search, Enter), Tab to the text, paste the chat
 * message; the server's reading appears beside it as you type, each error underlined with its reason and
 * its quick fixes, each note quietly. Ctrl+Enter asks to confirm, Enter books it (one order per market's
 * draw when the message spans markets, in one confirmation), and the text is cleared for the next message.
 */
export default function TextEntryPage() {
  // Order entry's words come with this page, not with the remote's first download.
  usePageWords(entryResources);
  const { t } = useTranslation();
  const target = useEntryTarget();
  const [text, setText] = useState('');
  const [revision, setRevision] = useState(0);
  const { draft, failure } = useDraft(text, target.draw?.id ?? null, target.customerId, revision);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedLine, setRefusedLine] = useState<number | null>(null);
  const [saved, setSaved] = useState<Order[]>([]);
  const input = useRef<HTMLTextAreaElement>(null);
  const navigate = useNavigate();
  // One request id per message being entered: a retry after a failure cannot book it twice.
  const requestId = useMemo(() => newRequestId(), [text, target.customerId, target.draw?.id]);

  // Notes are booked as read; only errors hold the booking back.
  const ready = draft !== null && draft.lines.length > 0 && !draft.diagnostics.some((d) => d.severity === 'error') && target.customerId !== null && target.draw !== null;
  const markets = draft && target.draw ? byMarket(draft, target.draw.issue) : [];

  /** A quick fix: the text rewritten, or (always for this customer) its reading kept and the same text read again. */
  async function fix(picked: QuickFix, always: boolean) {
    if (!always || !picked.habit || target.customerId === null) {
      setText(picked.text);
      input.current?.focus();
      return;
    }
    try {
      await saveReading({ customerId: target.customerId, ...picked.habit });
      Toast.success(t('orders.fix.remembered'));
      setRevision((n) => n + 1);
    } catch (error) {
      Toast.error((error as Error).message);
    }
  }

  async function book() {
    if (!ready || saving) return;
    setSaving(true);
    try {
      const first = await saveOrder({
        requestId,
        customerId: target.customerId!,
        drawId: target.draw!.id,
        text,
        // A line of another market than the order's draw names it: that market's open draw takes it. A line carries the
        // odds the preview showed, as the form's do: if they moved since, the server refuses it (409) with the new ones.
        lines: draft.lines.map((line) => ({
          play: line.play, selection: line.selection, stake: line.stake,
          ...(line.odds?.[0] === undefined ? {} : { seenOdds: line.odds[0] }),
          ...(line.lottery === draft.lottery ? {} : { lottery: line.lottery as LotteryCode }),
        })),
      });
      const orders = first.orders ?? [first];
      setSaved(orders);
      setText('');
      setRefusal(null);
      target.reloadBalance();
      lookups.customers.invalidate();
      navigate(resultPath(orders.map((o) => o.id), 'text'));
    } catch (error) {
      const refused = error instanceof ApiError && error.code === 'LIMIT_EXCEEDED' ? (error.data as LimitRefusal) : null;
      const stale = error instanceof ApiError && error.code === 'CONFLICT' && (error.data as RiskRefusalDetails | null)?.rule === 'stale-odds' ? (error.data as RiskRefusalDetails) : null;
      // A line's refusal is fixed in the text; a refusal of the whole order goes to the result page with what to do.
      if (refused && refused.line === null) navigate(failedPath('text'), { state: { failure: { message: (error as Error).message, rule: refused.rule } } });
      // Odds that moved: the text is read again, so the preview offers the line at the new odds and booking again takes them.
      if (stale) setRevision((n) => n + 1);
      setRefusal((error as Error).message);
      setRefusedLine(refused?.line ?? stale?.line ?? null);
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
    <section className={pageLayout.page} id="text-entry">
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
          {saved.length > 0 && (
            <p id="text-saved">
              {t('orders.text.last')}
              {saved.map((order) => (
                <span key={order.id} className={styles.savedOrder}>
                  <Link to={detailPath(order.id)}>{order.orderNo}</Link> {formatMoney(order.stake)}
                </span>
              ))}
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
          {draft ? (
            <DraftPreview text={text} draft={draft} refusedLine={refusedLine} onFix={(picked, always) => void fix(picked, always)} customerChosen={target.customerId !== null} />
          ) : (
            <p className={styles.hint}>{t(target.draw ? 'orders.text.empty' : 'orders.entry.noOpenDraw')}</p>
          )}
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
          <div id="text-confirm-summary">
            {markets.map((m) => (
              <p key={m.lottery} data-lottery={m.lottery}>
                {t('orders.text.confirmMarket', { market: t(LOTTERY_LABELS[m.lottery]), issue: m.issue, lines: m.lines, stake: formatMoney(m.stake) })}
              </p>
            ))}
            <p>{markets.length > 1 ? t('orders.text.confirmMany', { count: markets.length, stake: formatMoney(draft.totals.stake) }) : t('orders.text.confirmPress')}</p>
          </div>
        )}
      </Modal>
    </section>
  );
}
