import { useTranslation } from 'react-i18next';
import type { OddsChange } from '@drawdesk/contracts';
import { formatDateTime } from '@drawdesk/shell';
import { Tooltip } from '@drawdesk/ui/tooltip';
import { oddsText } from '../labels.js';
import { sparklinePoints } from '../risk-labels.js';
import styles from './risk.module.css';

const WIDTH = 84;
const HEIGHT = 22;
/** Changes listed in the hover text at most (the latest). */
const LISTED = 12;

/** A selection's odds history as a small line (lower is later falls), every change in its hover text. */
export function OddsSparkline({ history, id }: { history: readonly OddsChange[]; id: string }) {
  const { t } = useTranslation();
  if (history.length === 0) return <span className={styles.muted}>{t('analysis.risk.noChange')}</span>;
  const cause = (change: OddsChange) => t(`analysis.risk.cause.${change.cause}`);
  const lines = history.slice(-LISTED).map((change) => `${formatDateTime(change.at)} ${oddsText(change.old)} → ${oddsText(change.new)} ${cause(change)}${change.by ? ` (${change.by})` : ''}`);
  return (
    <Tooltip content={<div className={styles.tipLines}>{lines.map((line, i) => <div key={i}>{line}</div>)}</div>}>
      <span className={styles.spark} id={id} aria-label={t('analysis.risk.changes', { count: history.length })}>
        <svg width={WIDTH} height={HEIGHT} viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`} role="img">
          <polyline points={sparklinePoints(history, WIDTH, HEIGHT)} fill="none" strokeWidth="1.5" className={styles.sparkLine} />
        </svg>
      </span>
    </Tooltip>
  );
}
