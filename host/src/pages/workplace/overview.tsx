import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Workplace } from '@drawdesk/contracts';
import { formatMoney } from '@drawdesk/shell';
import { changeAgainst, changeText } from './figures.js';
import styles from './workplace.module.css';

/** One figure: its label, its value (a link where it opens the list behind it) and a note under it; no id while it waits. */
function Figure({ id, label, value, to, note }: { id?: string; label: string; value: ReactNode; to?: string; note?: string }) {
  return (
    <div className={styles.figure} data-figure={id}>
      <span className={styles.figureLabel}>{label}</span>
      {to ? (
        <Link className={styles.figureValue} to={to}>
          {value}
        </Link>
      ) : (
        <span className={styles.figureValue}>{value}</span>
      )}
      {note && <span className={styles.figureNote}>{note}</span>}
    </div>
  );
}

/** The value while the figures load: a grey bar inside the value's own line, so the box keeps its height. */
const waitingValue = <span className={styles.figureWaiting} />;

/** The figures in their order, each with its label: the loaded boxes and the waiting ones are the same five. */
const LABELS = {
  balance: 'workplace.balance',
  pending: 'workplace.pendingOrders',
  renewal: 'workplace.renewalOrders',
  turnover: 'workplace.todayTurnover',
  orders: 'workplace.todayOrders',
} as const;

/**
 * The figures' boxes with their labels while the figures load, in the same grid: a grid row is as tall as
 * its tallest box, so with the value's line and a note line held (as the loaded balance has), nothing below
 * moves when the figures arrive (layout shift).
 */
function Waiting() {
  const { t } = useTranslation();
  return (
    <section className={styles.overview} aria-label={t('workplace.overview')} aria-busy="true">
      {Object.values(LABELS).map((label) => (
        <Figure key={label} label={t(label)} value={waitingValue} note={'\u00a0'} />
      ))}
    </section>
  );
}

/** The balance, the orders waiting for someone, and today's turnover and new orders against yesterday. */
export function Overview({ figures }: { figures: Workplace | null }) {
  const { t } = useTranslation();
  if (!figures) return <Waiting />;
  const { today, yesterday } = figures;
  const against = (now: number, before: number) => t('workplace.vsYesterday', { change: changeText(changeAgainst(now, before), t('workplace.vsYesterday.new')) });
  return (
    <section className={styles.overview} aria-label={t('workplace.overview')}>
      <Figure id="balance" label={t(LABELS.balance)} value={formatMoney(figures.balance)} note={t('workplace.currency')} />
      <Figure id="pending" label={t(LABELS.pending)} value={String(figures.pendingOrders)} to="/orders/list?status=pending" />
      <Figure id="renewal" label={t(LABELS.renewal)} value={String(figures.renewalOrders)} />
      <Figure id="turnover" label={t(LABELS.turnover)} value={formatMoney(today.turnover)} note={against(today.turnover, yesterday.turnover)} />
      <Figure id="orders" label={t(LABELS.orders)} value={String(today.orders)} note={against(today.orders, yesterday.orders)} />
    </section>
  );
}
