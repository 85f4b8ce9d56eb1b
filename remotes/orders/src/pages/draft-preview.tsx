import { useTranslation } from 'react-i18next';
import type { DraftLine, OrderDraft } from '@drawdesk/contracts';
import { formatMoney, pickLocale, useWords } from '@drawdesk/shell';
import { Table } from '@drawdesk/ui/table';
import { positionOf, segmentsOf } from '../diagnosed-text.js';
import styles from './entry.module.css';

/**
 * What the server read of a message: the text with every unsure token underlined (its reason on hover and
 * listed below with its line and column), the lines it books and the totals, a stated total compared;
 * the line a save was refused on (a limit), marked.
 */
export function DraftPreview({ text, draft, refusedLine = null }: { text: string; draft: OrderDraft; refusedLine?: number | null }) {
  const { t, i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  const words = useWords();
  const pieces = segmentsOf(text, draft.diagnostics);
  const otherLottery = (line: DraftLine) => line.lottery !== draft.lottery;
  return (
    <div className={styles.preview} id="draft-preview">
      <pre className={styles.read} id="draft-read">
        {pieces.map((piece) =>
          piece.diagnostics.length === 0 ? (
            <span key={piece.start}>{piece.text}</span>
          ) : (
            <mark key={piece.start} className={styles.flagged} data-diagnostic={piece.diagnostics.map((d) => d.code).join(' ')} title={piece.diagnostics.map((d) => d.message[locale]).join('\n')}>
              {piece.text}
            </mark>
          ),
        )}
      </pre>
      {draft.diagnostics.length > 0 && (
        <ol className={styles.diagnostics} id="draft-diagnostics">
          {draft.diagnostics.map((d, i) => {
            const at = positionOf(text, d.start);
            return (
              <li key={i} data-code={d.code}>
                {t('orders.text.diagnostic', { line: at.line, column: at.column, token: d.token, message: d.message[locale] })}
              </li>
            );
          })}
        </ol>
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
          { title: t('orders.line.play'), dataIndex: 'play', render: (play: string, line: DraftLine) => `${words.play(play)}${otherLottery(line) ? ` (${t(`orders.market.${line.lottery}`)})` : ''}` },
          { title: t('orders.line.selection'), dataIndex: 'selection', render: (selection: string, line: DraftLine) => words.selection(line.play, selection) },
          { title: t('orders.line.stake'), dataIndex: 'stake', align: 'right', render: (fen: number) => formatMoney(fen) },
          { title: t('orders.line.combinations'), dataIndex: 'combinations', align: 'right' },
          { title: t('orders.line.amount'), dataIndex: 'amount', align: 'right', render: (fen: number) => formatMoney(fen) },
        ]}
      />
    </div>
  );
}
