import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookSummary } from '@drawdesk/contracts';
import { formatMoney } from '@drawdesk/shell';
import styles from './analysis.module.css';

/** A Mark Six outcome as the slips write it (`07`); a pick-3 outcome as it is (`472`). */
export const outcomeLabel = (outcome: string) => (outcome.length === 1 ? `0${outcome}` : outcome);

type Metric = { key: keyof BookSummary; where?: keyof BookSummary; signed?: boolean };
const METRICS: readonly Metric[] = [
  { key: 'turnover' },
  { key: 'rebate' },
  { key: 'layoffStake' },
  { key: 'expected', signed: true },
  { key: 'worst', where: 'maxLossOutcome', signed: true },
  { key: 'bestCase', where: 'bestCaseOutcome', signed: true },
  { key: 'guaranteedProfit', signed: true },
];

function Value({ summary, metric, id }: { summary: BookSummary; metric: Metric; id: string }) {
  const { t } = useTranslation();
  const value = summary[metric.key] as number;
  const tone = metric.signed && value < 0 ? styles.loss : metric.signed && value > 0 ? styles.profit : '';
  const where = metric.where ? (summary[metric.where] as string) : '';
  return (
    <div className={styles.metric}>
      <span className={`${styles.cardValue} ${tone}`} id={id}>
        {formatMoney(value)}
      </span>
      {where && <span className={styles.cardWhere}>{t('analysis.summary.at', { outcome: outcomeLabel(where) })}</span>}
    </div>
  );
}

/**
 * The book in figures: turnover, rebate, laid-off stake, expected result, the worst case and where it
 * falls, the best case, the guaranteed profit; with `after`, the same after the suggested lay-offs beside it.
 */
export function SummaryCards({ id, before, after, extra }: { id: string; before: BookSummary; after?: BookSummary; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.cards} id={id}>
      {METRICS.map((metric) => (
        <div className={styles.card} key={metric.key} data-metric={metric.key}>
          <span className={styles.cardTitle}>{t(`analysis.summary.${metric.key}`)}</span>
          <div className={after ? styles.cardValues : undefined}>
            <div>
              {after && <span className={styles.cardWhere}>{t('analysis.summary.before')}</span>}
              <Value summary={before} metric={metric} id={`${id}-${metric.key}${after ? '-before' : ''}`} />
            </div>
            {after && (
              <div>
                <span className={styles.cardWhere}>{t('analysis.summary.after')}</span>
                <Value summary={after} metric={metric} id={`${id}-${metric.key}-after`} />
              </div>
            )}
          </div>
        </div>
      ))}
      {extra}
    </div>
  );
}
