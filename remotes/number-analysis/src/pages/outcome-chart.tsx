import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type G2Spec } from '@drawdesk/ui/chart';
import { outcomeLabel } from './summary-cards.js';

type Row = { outcome: string; stake: number; net: number; netAfter?: number };

/** Fen as yuan for a chart's scale (drawn, never sent or summed). */
const yuan = (fen: number) => fen / 100;

/**
 * Stake per outcome as bars and the book's result N per outcome as a line (before and, for a run with
 * suggestions, after its lay-offs), on two axes. This module and G2 load only with the page that draws it.
 */
export default function OutcomeChart({ rows, label }: { rows: readonly Row[]; label: string }) {
  const { t } = useTranslation();
  const spec = useMemo((): G2Spec => {
    const before = t('analysis.chart.net');
    const after = t('analysis.chart.netAfter');
    const lines = rows.flatMap((row) => [
      { outcome: outcomeLabel(row.outcome), series: before, value: yuan(row.net) },
      ...(row.netAfter !== undefined ? [{ outcome: outcomeLabel(row.outcome), series: after, value: yuan(row.netAfter) }] : []),
    ]);
    const many = rows.length > 100;
    return {
      type: 'view',
      autoFit: true,
      children: [
        {
          type: 'interval',
          data: rows.map((row) => ({ outcome: outcomeLabel(row.outcome), stake: yuan(row.stake) })),
          encode: { x: 'outcome', y: 'stake', color: () => t('analysis.chart.stake') },
          scale: { color: { range: ['#5B8FF9'] } },
          axis: {
            x: { title: false, labelAutoHide: true, ...(many ? { labelFilter: (_: unknown, index: number) => index % 50 === 0 } : {}) },
            y: { title: t('analysis.chart.stakeAxis') },
          },
          tooltip: { items: [{ channel: 'y', name: t('analysis.chart.stake'), valueFormatter: (v: number) => `¥${v.toFixed(2)}` }] },
        },
        {
          type: 'line',
          data: lines,
          encode: { x: 'outcome', y: 'value', color: 'series' },
          scale: { y: { independent: true }, color: { range: ['#E8684A', '#5AD8A6'] } },
          axis: { y: { position: 'right', title: t('analysis.chart.netAxis'), grid: false } },
          style: { lineWidth: 2 },
          tooltip: { items: [{ channel: 'y', valueFormatter: (v: number) => `¥${v.toFixed(2)}` }] },
        },
      ],
    } as G2Spec;
  }, [rows, t]);
  return <Chart id="analysis-chart" spec={spec} height={340} label={label} />;
}
