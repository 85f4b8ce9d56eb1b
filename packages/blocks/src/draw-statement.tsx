import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawResult, DrawStatement, StatementLine } from '@drawdesk/contracts';
import { decimalText, formatDateTime, formatMoney, formatRate, LOTTERY_LABELS, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import styles from './draw-statement.module.css';

/** A draw's result as the operator reads it: `1 2 3 4 5 6 + 7` (Mark Six), `1 2 3` (Pick-3). */
export const resultText = (result: DrawResult | null): string | null =>
  result && [result.numbers.join(' '), result.special === null ? '' : `+ ${result.special}`].filter(Boolean).join(' ');

const money = (fen: number | null) => (fen === null ? '-' : formatMoney(fen));
/** Odds are stored ×10,000; a line with a second odds slot shows both. */
const oddsOf = (line: StatementLine) => [line.odds1, line.odds2].flatMap((odds) => (odds === null ? [] : [decimalText(odds, 4)])).join(' / ');
const RESULTS = new Set(['win', 'lose', 'tie', 'void']);

type Props = {
  statement: DrawStatement;
  /** Under the header: a shared link's expiry, for instance. */
  extra?: ReactNode;
};

/**
 * One customer's statement of one draw (the console's draw statement and the public report alike): who and
 * which draw, the totals with the amount to settle, the balances around it, and every line with its result.
 * A plain table, so printing gives every line (a paged or virtual table prints only what is on screen).
 */
export function DrawStatementView({ statement, extra }: Props) {
  const { t } = useTranslation();
  const words = useWords();
  const { customer, draw, totals, lines } = statement;
  const result = resultText(draw.result);
  const facts: [string, string, ReactNode][] = [
    ['customer', t('statement.customer'), `${customer.code} ${customer.name}`],
    ['lottery', t('statement.lottery'), t(LOTTERY_LABELS[draw.lottery])],
    ['issue', t('statement.issue'), draw.issue],
    ['draw-at', t('statement.drawAt'), formatDateTime(draw.drawAt)],
    ['result', t('statement.result'), result ?? t('statement.noResult')],
    ['settled-at', t('statement.settledAt'), formatDateTime(draw.settledAt)],
  ];
  const sums: [string, string, number][] = [
    ['stake', t('statement.stake'), totals.stake],
    ['payout', t('statement.payout'), totals.payout],
    ['rebate', t('statement.rebate'), totals.rebate],
    ['net', t('statement.net'), totals.net],
    ['opening', t('statement.opening'), statement.opening],
    ['amount', t('statement.amount'), totals.amount],
    ['closing', t('statement.closing'), statement.closing],
  ];
  return (
    <article className={`${styles.statement} ${styles.printable}`} id="draw-statement">
      <dl className={styles.facts}>
        {facts.map(([key, label, value]) => (
          <div key={key} id={`statement-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {extra}
      <dl className={`${styles.facts} ${styles.sums}`}>
        <div id="statement-lines">
          <dt>{t('statement.lines')}</dt>
          <dd>{totals.lines}</dd>
        </div>
        {sums.map(([key, label, fen]) => (
          <div key={key} id={`statement-${key}`} data-fen={fen} className={key === 'amount' ? styles.amount : undefined}>
            <dt>{label}</dt>
            <dd className={fen < 0 ? styles.negative : undefined}>{formatMoney(fen)}</dd>
          </div>
        ))}
      </dl>
      {statement.lineCount > lines.length && <p className={styles.note}>{t('statement.linesShown', { shown: lines.length, count: statement.lineCount })}</p>}
      <div className={styles.scroll}>
        <table className={styles.lines} id="statement-lines-table">
          <thead>
            <tr>
              <th>{t('statement.line.orderNo')}</th>
              <th>{t('statement.line.play')}</th>
              <th>{t('statement.line.selection')}</th>
              <th className={styles.number}>{t('statement.line.amount')}</th>
              <th className={styles.number}>{t('statement.line.odds')}</th>
              <th className={styles.number}>{t('statement.rebate')}</th>
              <th>{t('statement.line.result')}</th>
              <th className={styles.number}>{t('statement.payout')}</th>
              <th className={styles.number}>{t('statement.net')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={9} className={styles.note}>
                  {t('statement.noLines')}
                </td>
              </tr>
            )}
            {lines.map((line, index) => (
              <tr key={index} data-net={line.net ?? ''}>
                <td>{line.orderNo}</td>
                <td>{words.play(line.play)}</td>
                <td className={styles.selection}>{words.selection(line.play, line.selection)}</td>
                <td className={styles.number}>{formatMoney(line.amount)}</td>
                <td className={styles.number}>{oddsOf(line)}</td>
                <td className={styles.number}>
                  {money(line.rebate)} <span className={styles.note}>({formatRate(line.rebateBp)})</span>
                </td>
                <td>{line.result === null ? '-' : RESULTS.has(line.result) ? t(`statement.line.results.${line.result}`) : line.result}</td>
                <td className={styles.number}>{money(line.payout)}</td>
                <td className={`${styles.number} ${(line.net ?? 0) < 0 ? styles.negative : ''}`}>{money(line.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

/**
 * Prints the statement alone: while the print dialog is up, the page (console chrome, drawers, buttons) is
 * hidden on paper and only the statement shows, at the top of the sheet.
 */
export function PrintButton({ id }: { id?: string }) {
  const { t } = useTranslation();
  function print() {
    document.body.classList.add(styles.printing!);
    window.addEventListener('afterprint', () => document.body.classList.remove(styles.printing!), { once: true });
    window.print();
  }
  return (
    <Button id={id} onClick={print}>
      {t('statement.print')}
    </Button>
  );
}
