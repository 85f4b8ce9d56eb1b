import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftLine, LotteryCode, OrderDraft, ParseDiagnostic } from '@drawdesk/contracts';
import { decimalText, formatMoney, pickLocale, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Checkbox } from '@drawdesk/ui/checkbox';
import { Table } from '@drawdesk/ui/table';
import { positionOf, segmentsOf } from '../diagnosed-text.js';
import { LOTTERY_LABELS } from '../labels.js';
import { quickFixes, type QuickFix } from '../quick-fixes.js';
import { specificsOf } from '../specifics.js';
import styles from './entry.module.css';

/** What the preview does with a quick fix: the operator picked it, once or "always for this customer". */
export type FixPicked = (fix: QuickFix, always: boolean) => void;

const isError = (d: ParseDiagnostic) => d.severity === 'error';

/**
 * What the server read of a message: the text with every error underlined (a note quietly, dotted), each
 * error listed with its quick fixes (one click rewrites the text; a reading can be kept for the customer),
 * the notes listed apart (booked as read), the lines with their market, the totals, a stated total compared;
 * the line a save was refused on (a limit), marked.
 */
export function DraftPreview({ text, draft, refusedLine = null, onFix, customerChosen = false }: {
  text: string;
  draft: OrderDraft;
  refusedLine?: number | null;
  onFix?: FixPicked;
  customerChosen?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  const words = useWords();
  const [always, setAlways] = useState(false);
  const pieces = segmentsOf(text, draft.diagnostics);
  const errors = draft.diagnostics.filter(isError);
  const notes = draft.diagnostics.filter((d) => !isError(d));
  const fixesOf = (d: ParseDiagnostic) => (onFix ? quickFixes(text, d) : []);
  const habits = customerChosen && errors.some((d) => fixesOf(d).some((fix) => fix.habit));
  // The message, then its specifics when there are any, in the viewer's language.
  const said = (d: ParseDiagnostic) => [d.message[locale], specificsOf(d.detail, t, locale)].filter(Boolean).join(t('orders.text.specificsJoin'));
  const where = (d: ParseDiagnostic) => {
    const at = positionOf(text, d.start);
    return t('orders.text.diagnostic', { line: at.line, column: at.column, token: d.token, message: said(d) });
  };
  return (
    <div className={styles.preview} id="draft-preview">
      <pre className={styles.read} id="draft-read">
        {pieces.map((piece) =>
          piece.diagnostics.length === 0 ? (
            <span key={piece.start}>{piece.text}</span>
          ) : (
            <mark
              key={piece.start}
              className={piece.diagnostics.some(isError) ? styles.flagged : styles.noted}
              data-diagnostic={piece.diagnostics.map((d) => d.code).join(' ')}
              title={piece.diagnostics.map(said).join('\n')}
            >
              {piece.text}
            </mark>
          ),
        )}
      </pre>
      {errors.length > 0 && (
        <div className={styles.errors}>
          {habits && (
            <Checkbox id="fix-always" checked={always} onChange={(event) => setAlways(event.target.checked ?? false)}>
              {t('orders.fix.always')}
            </Checkbox>
          )}
          <ol className={styles.diagnostics} id="draft-diagnostics">
            {errors.map((d, i) => (
              <li key={i} data-code={d.code}>
                {where(d)}
                {fixesOf(d).length > 0 && (
                  <span className={styles.fixes}>
                    {fixesOf(d).map((fix) => (
                      <Button key={fix.key} size="small" theme="light" data-fix={fix.key} onClick={() => onFix?.(fix, always && fix.habit !== undefined)}>
                        {t(fix.key)}
                      </Button>
                    ))}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      {notes.length > 0 && (
        <ul className={styles.notes} id="draft-notes" aria-label={t('orders.text.notes')}>
          {notes.map((d, i) => (
            <li key={i} data-code={d.code}>
              {where(d)}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.totals} id="draft-totals">
        <span>{t('orders.text.lines', { count: draft.totals.lines })}</span>
        <span>{t('orders.text.total', { stake: formatMoney(draft.totals.stake) })}</span>
        {draft.totals.stated.map((s, i) => (
          <span key={i} data-stated={s.amount === s.read ? 'ok' : 'differs'}>
            {t(s.amount === s.read ? 'orders.text.statedOk' : 'orders.text.statedDiffers', { stated: formatMoney(s.amount), read: formatMoney(s.read) })}
          </span>
        ))}
      </div>
      <Table<DraftLine & { key: number }>
        id="draft-lines"
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={draft.lines.map((line, key) => ({ ...line, key }))}
        // The line the server refused (a limit) is marked where the operator reads the lines.
        onRow={(line) => (line?.key === refusedLine ? { className: styles.refusedRow, 'data-refused': 'true' } : {})}
        columns={[
          {
            title: t('orders.line.market'),
            dataIndex: 'lottery',
            render: (lottery: string) => <span className={styles.market} data-lottery={lottery}>{lottery in LOTTERY_LABELS ? t(LOTTERY_LABELS[lottery as LotteryCode]) : lottery}</span>,
          },
          { title: t('orders.line.play'), dataIndex: 'play', render: (play: string) => words.play(play) },
          { title: t('orders.line.selection'), dataIndex: 'selection', render: (selection: string, line: DraftLine) => words.selection(line.play, selection) },
          { title: t('orders.line.stake'), dataIndex: 'stake', align: 'right', render: (fen: number) => formatMoney(fen) },
          { title: t('orders.line.combinations'), dataIndex: 'combinations', align: 'right' },
          { title: t('orders.line.amount'), dataIndex: 'amount', align: 'right', render: (fen: number) => formatMoney(fen) },
          // The customer's odds now on the line (read with a customer chosen), as the form shows them.
          {
            title: t('orders.line.odds'),
            dataIndex: 'odds',
            align: 'right',
            render: (odds: number[] | undefined) => <span data-odds={odds?.[0] ?? ''}>{odds ? odds.map((o) => decimalText(o, 4)).join(' / ') : '–'}</span>,
          },
        ]}
      />
    </div>
  );
}
