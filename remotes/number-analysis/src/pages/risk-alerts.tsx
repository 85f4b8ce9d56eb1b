import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoverageAlert, Draw, OppositeAlert, RiskAlerts } from '@drawdesk/contracts';
import { eventBus, formatDateTime, formatMoney, useWords } from '@drawdesk/shell';
import { Empty } from '@drawdesk/ui/empty';
import { Tag } from '@drawdesk/ui/tag';
import { readAlerts } from '../risk-api.js';
import { touchesDesk } from '../risk-labels.js';
import styles from './risk.module.css';
import page from './analysis.module.css';

/** Selections named in a flag's "not covered" at most. */
const MISSING_SHOWN = 12;

/** A draw's rebate-farming flags (对刷) with their evidence, in the viewer's scope; a new flag on the event stream reloads them. */
export function RiskAlertsPanel({ draw, onCount }: { draw: Draw; onCount: (count: number) => void }) {
  const { t } = useTranslation();
  const [alerts, setAlerts] = useState<RiskAlerts | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const read = await readAlerts(draw.id);
      setAlerts(read);
      onCount(read.flags.length);
      setFailure(null);
    } catch (error) {
      setFailure((error as Error).message);
    }
  }, [draw.id, onCount]);

  useEffect(() => {
    setAlerts(null);
    void load();
    return eventBus.on('order', ({ traceId }) => touchesDesk(traceId, { drawId: draw.id, lottery: draw.lottery, play: '' }) === 'alerts' && void load());
  }, [draw.id, draw.lottery, load]);

  return (
    <section className={page.section} id="risk-alerts">
      {failure && <div className={page.error}>{failure}</div>}
      {alerts && <span className={styles.muted}>{alerts.checkedAt === null ? t('analysis.risk.alerts.notChecked') : t('analysis.risk.alerts.checked', { at: formatDateTime(alerts.checkedAt) })}</span>}
      {alerts && alerts.flags.length === 0 && <Empty title={t('analysis.risk.alerts.none')} />}
      <div className={styles.alerts}>
        {alerts?.flags.map((flag, i) => (flag.kind === 'coverage' ? <CoverageCard key={i} flag={flag} /> : <OppositeCard key={i} flag={flag} />))}
      </div>
      {alerts?.truncated && <div className={page.note}>{t('analysis.risk.alerts.more')}</div>}
    </section>
  );
}

const who = (customer: { code: string; name: string }) => `${customer.code} ${customer.name}`.trim();

function CoverageCard({ flag }: { flag: CoverageAlert }) {
  const { t } = useTranslation();
  const words = useWords();
  const missing = flag.missing.slice(0, MISSING_SHOWN).map((s) => words.selection(flag.play, s));
  return (
    <article className={styles.alert} data-kind="coverage">
      <div className={styles.alertHead}>
        <Tag color="orange">{t('analysis.risk.alerts.coverage')}</Tag>
        {t('analysis.risk.alerts.coverageText', { play: words.play(flag.play), n: flag.customers.length, covered: flag.covered, selections: flag.selections, stake: formatMoney(flag.stake) })}
      </div>
      <div className={styles.alertBody}>
        {flag.customers.map((customer) => (
          <span key={customer.customerId}>{`${who(customer)}：${t('analysis.risk.alerts.customerCover', { selections: customer.selections, stake: formatMoney(customer.stake) })}`}</span>
        ))}
      </div>
      <div className={styles.alertBody}>
        <span>{t('analysis.risk.alerts.payout', { min: formatMoney(flag.payout.min), max: formatMoney(flag.payout.max) })}</span>
        {missing.length > 0 && <span>{t('analysis.risk.alerts.missing', { list: `${missing.join('、')}${flag.missing.length > MISSING_SHOWN ? '…' : ''}` })}</span>}
      </div>
    </article>
  );
}

function OppositeCard({ flag }: { flag: OppositeAlert }) {
  const { t } = useTranslation();
  const words = useWords();
  return (
    <article className={styles.alert} data-kind="opposite">
      <div className={styles.alertHead}>
        <Tag color="red">{t('analysis.risk.alerts.opposite')}</Tag>
        {t('analysis.risk.alerts.oppositeText', { play: words.play(flag.play), matched: formatMoney(flag.matched) })}
      </div>
      <div className={styles.alertBody}>
        {flag.customers.map((customer) => (
          <span key={customer.customerId}>{`${who(customer)}：${formatMoney(customer.stake)}`}</span>
        ))}
      </div>
      <div className={styles.alertBody}>
        {flag.matches.map((match, i) => (
          <span key={i}>{match.sides.map((side, j) => `${words.selection(flag.play, side)} ${formatMoney(match.stakes[j] ?? 0)}`).join(' ⇄ ')}</span>
        ))}
      </div>
    </article>
  );
}
