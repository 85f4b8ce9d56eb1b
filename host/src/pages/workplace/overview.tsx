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

/**
 * The figures' boxes with their labels while the figures load: the same grid and heights as the loaded
 * figures (a note line included), so nothing below moves when they arrive (layout shift).
 */
function Waiting() {
  const { t } = useTranslation();
  const labels = ['balance', 'pendingOrders', 'renewalOrders', 'todayTurnover', 'todayOrders'];
  return (
    <section className={styles.overview} aria-label={t('workplace.overview')} aria-busy="true">
      {labels.map((label) => (
        <Figure key={label} label={t(`workplace.${label}`)} value={waitingValue} note={'\u00a0'} />
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
      <Figure id="balance" label={t('workplace.balance')} value={formatMoney(figures.balance)} note={t('workplace.currency')} />
      <Figure id="pending" label={t('workplace.pendingOrders')} value={String(figures.pendingOrders)} to="/orders/list?status=pending" />
      <Figure id="renewal" label={t('workplace.renewalOrders')} value={String(figures.renewalOrders)} />
      <Figure id="turnover" label={t('workplace.todayTurnover')} value={formatMoney(today.turnover)} note={against(today.turnover, yesterday.turnover)} />
      <Figure id="orders" label={t('workplace.todayOrders')} value={String(today.orders)} note={against(today.orders, yesterday.orders)} />
    </section>
  );
}
