import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryStake } from '@drawdesk/contracts';
import { formatMoney, useWords } from '@drawdesk/shell';
import { CHART_COLOURS } from '@drawdesk/ui/chart-format';
import { categoryShares } from './figures.js';
import { slices } from './chart-geometry.js';
import styles from './workplace.module.css';

const SIZE = 220;
/** The ring's middle radius and width: a donut with 60 % of its radius empty, as the charts elsewhere. */
const RADIUS = 70;
const RING = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Stake by play group as a donut (SVG) with each group's percentage in the legend beside it; on hover, the
 * group's stake. Each slice is a dash of one circle, so a single group is a whole ring.
 */
export function CategoryChart({ categories }: { categories: readonly CategoryStake[] }) {
  const { t } = useTranslation();
  const words = useWords();
  const [hovered, setHovered] = useState<number | null>(null);
  const shares = categoryShares(categories, words.playGroup);
  const parts = slices(
    shares.map((share) => share.stake),
    CIRCUMFERENCE,
  );
  const colour = (i: number) => CHART_COLOURS[i % CHART_COLOURS.length];

  return (
    <div id="workplace-category-chart" className={styles.donut} role="img" aria-label={t('workplace.category')}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`}>
        {/* Starts at twelve o'clock and goes clockwise. */}
        <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
          {parts.map((part, i) => (
            <circle
              key={shares[i]!.group}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              stroke={colour(i)}
              strokeWidth={hovered === i ? RING + 6 : RING}
              strokeDasharray={`${part.length} ${CIRCUMFERENCE - part.length}`}
              strokeDashoffset={-part.start}
              onMouseEnter={() => setHovered(i)}
              onMouseLeave={() => setHovered(null)}
            />
          ))}
        </g>
        {hovered !== null && (
          <text x={SIZE / 2} y={SIZE / 2} textAnchor="middle" className={styles.chartText}>
            <tspan x={SIZE / 2}>{shares[hovered]!.group}</tspan>
            <tspan x={SIZE / 2} dy={18}>
              {formatMoney(shares[hovered]!.stake)}
            </tspan>
          </text>
        )}
      </svg>
      <ul className={styles.legend}>
        {shares.map((share, i) => (
          <li key={share.group} onMouseEnter={() => setHovered(i)} onMouseLeave={() => setHovered(null)}>
            <i style={{ background: colour(i) }} />
            {share.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
