import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentDay } from '@drawdesk/contracts';
import { formatMoney } from '@drawdesk/shell';
import { useWidth } from '@drawdesk/ui/use-width';
import { labelEvery, linear, nearest, niceTicks, spread } from './chart-geometry.js';
import { axisYuan, CHART_COLOURS } from '@drawdesk/ui/chart-format';
import styles from './workplace.module.css';

const HEIGHT = 260;
/** Room for the legend above, the value labels on the left, the dates below. */
const PAD = { top: 32, right: 12, bottom: 24, left: 64 };

/**
 * Turnover and the book's result per day as two lines (SVG): a legend, a value axis in short yuan, the dates,
 * and on hover the day's exact amounts.
 */
export function ContentChart({ days }: { days: readonly ContentDay[] }) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const [hovered, setHovered] = useState<number | null>(null);
  const series = [
    { name: t('workplace.content.turnover'), values: days.map((day) => day.turnover), colour: CHART_COLOURS[0] },
    { name: t('workplace.content.result'), values: days.map((day) => day.result), colour: CHART_COLOURS[1] },
  ];
  const all = series.flatMap((line) => line.values);
  const ticks = niceTicks(Math.min(...all), Math.max(...all));
  const y = linear(ticks[0]!, ticks.at(-1)!, HEIGHT - PAD.bottom, PAD.top);
  const xs = spread(days.length, PAD.left, Math.max(PAD.left, width - PAD.right));
  const every = labelEvery(days.length, width - PAD.left - PAD.right, 48);
  const yuan = axisYuan(i18n.language);
  const hover = (event: MouseEvent<SVGSVGElement>) => setHovered(nearest(xs, event.clientX - event.currentTarget.getBoundingClientRect().left));

  return (
    <div id="workplace-content-chart" ref={frame} className={styles.chart} role="img" aria-label={t('workplace.content')}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} onMouseMove={hover} onMouseLeave={() => setHovered(null)}>
          {series.map((line, i) => (
            <g key={line.name} transform={`translate(${PAD.left + i * 120}, 8)`}>
              <rect width={12} height={3} y={6} fill={line.colour} />
              <text x={18} y={12} className={styles.chartText}>
                {line.name}
              </text>
            </g>
          ))}
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className={tick === 0 ? styles.chartZero : styles.chartGrid} />
              <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className={styles.chartText}>
                {yuan(tick / 100)}
              </text>
            </g>
          ))}
          {days.map((day, i) =>
            i % every === 0 ? (
              // The last date ends at the plot's edge instead of running past it.
              <text key={day.date} x={xs[i]} y={HEIGHT - 6} textAnchor={i === days.length - 1 && days.length > 1 ? 'end' : 'middle'} className={styles.chartText}>
                {day.date.slice(5)}
              </text>
            ) : null,
          )}
          {series.map((line) => (
            <polyline key={line.name} points={line.values.map((value, i) => `${xs[i]},${y(value)}`).join(' ')} fill="none" stroke={line.colour} strokeWidth={2} />
          ))}
          {hovered !== null && (
            <g>
              <line x1={xs[hovered]} x2={xs[hovered]} y1={PAD.top} y2={HEIGHT - PAD.bottom} className={styles.chartGrid} />
              {series.map((line) => (
                <circle key={line.name} cx={xs[hovered]} cy={y(line.values[hovered]!)} r={4} fill={line.colour} />
              ))}
            </g>
          )}
        </svg>
      )}
      {hovered !== null && (
        <div className={styles.chartTip} style={{ left: Math.min(xs[hovered]! + 12, Math.max(0, width - 180)) }}>
          <strong>{days[hovered]!.date}</strong>
          {series.map((line) => (
            <span key={line.name}>
              <i style={{ background: line.colour }} />
              {line.name} {formatMoney(line.values[hovered]!)}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
