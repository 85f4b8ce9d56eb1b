import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { axisYuan, Chart, tooltipYuan, type G2Spec } from '@drawdesk/ui/chart';
import type { ChartKey, ChartRows } from '../book-rows.js';

type Axis = (value: number | string) => string;
const percentAxis: Axis = (value) => `${Number(value)}%`;

/** A spec for rows of `{x, series, value}`: lines over time, or bars side by side (transposed for names). */
function specOf(kind: 'line' | 'bars' | 'names', rows: readonly Record<string, unknown>[], x: string, label: Axis, tooltip: (v: number) => string): G2Spec {
  const series = 'series' in (rows[0] ?? {});
  return {
    type: kind === 'line' ? 'line' : 'interval',
    autoFit: true,
    data: rows,
    encode: { x, y: 'value', ...(series ? { color: 'series' } : {}) },
    ...(kind !== 'line' && series ? { transform: [{ type: 'dodgeX' }] } : {}),
    ...(kind === 'names' ? { coordinate: { transform: [{ type: 'transpose' }] } } : {}),
    axis: { x: { title: false, labelAutoHide: true }, y: { title: false, labelFormatter: label } },
    tooltip: { items: [{ channel: 'y', valueFormatter: tooltip }] },
    ...(kind === 'line' ? { style: { lineWidth: 2 } } : {}),
  } as G2Spec;
}

/**
 * One chart of the book page, drawn with G2 (this module and G2 load only with the page): turnover and members'
 * net per day and lottery as lines, house edge per play group and the top customers and agents as bars side by
 * side, stake by hours before close as bars. Axes print yuan or percentages in the viewer's language.
 */
export default function BookChart({ chart, rows, label }: { chart: ChartKey; rows: ChartRows; label: string }) {
  const { i18n } = useTranslation();
  const spec = useMemo((): G2Spec => {
    const money = axisYuan(i18n.language);
    switch (chart) {
      case 'turnover':
      case 'memberNet':
        return specOf('line', rows[chart], 'date', money, tooltipYuan);
      case 'edges':
        return specOf('bars', rows.edges, 'group', percentAxis, (v) => `${v.toFixed(2)}%`);
      case 'topCustomers':
      case 'topAgents':
        return specOf('names', rows[chart], 'name', money, tooltipYuan);
      case 'hours':
        return specOf('bars', rows.hours, 'hours', money, tooltipYuan);
    }
  }, [chart, rows, i18n.language]);
  return <Chart id={`chart-${chart}`} spec={spec} height={300} label={label} />;
}
