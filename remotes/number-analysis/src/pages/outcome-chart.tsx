import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { axisYuan, Chart, tooltipYuan, type G2Spec } from '@drawdesk/ui/chart';
import { outcomeLabel } from './summary-cards.js';

type Row = { outcome: string; stake: number; net: number; netAfter?: number };

/** Fen as yuan for a chart's scale (drawn, never sent or summed). */
const yuan = (fen: number) => fen / 100;

/**
 * Stake per outcome as bars and the book's result N per outcome as a line (before and, for a run with
 * suggestions, after its lay-offs), on two axes. This module and G2 load only with the page that draws it.
 */
export default function OutcomeChart({ rows, label }: { rows: readonly Row[]; label: string }) {
  const { t, i18n } = useTranslation();
  const spec = useMemo((): G2Spec => {
    // Axes print short yuan in the viewer's language (¥1.2万), tooltips the exact amount.
    const money = axisYuan(i18n.language);
    const stake = t('analysis.chart.stake');
    const before = t('analysis.chart.net');
    const after = t('analysis.chart.netAfter');
    const hasAfter = rows.some((row) => row.netAfter !== undefined);
    const lines = rows.flatMap((row) => [
      { outcome: outcomeLabel(row.outcome), series: before, value: yuan(row.net) },
      ...(row.netAfter !== undefined ? [{ outcome: outcomeLabel(row.outcome), series: after, value: yuan(row.netAfter) }] : []),
    ]);
    const many = rows.length > 100;
    return {
      type: 'view',
      autoFit: true,
      // One colour scale for the three series: blue bars, the result before in red, after in green.
      scale: { color: { domain: hasAfter ? [stake, before, after] : [stake, before], range: ['#5B8FF9', '#E8684A', '#30BF78'] } },
      children: [
        {
          type: 'interval',
          data: rows.map((row) => ({ outcome: outcomeLabel(row.outcome), stake: yuan(row.stake) })),
          encode: { x: 'outcome', y: 'stake', color: () => stake },
          style: { fillOpacity: 0.75 },
          axis: {
            x: { title: false, labelAutoHide: true, ...(many ? { labelFilter: (_: unknown, index: number) => index % 50 === 0 } : {}) },
            y: { title: t('analysis.chart.stakeAxis'), labelFormatter: money },
          },
          tooltip: { items: [{ channel: 'y', name: stake, valueFormatter: tooltipYuan }] },
        },
        {
          type: 'line',
          data: lines,
          encode: { x: 'outcome', y: 'value', color: 'series' },
          scale: { y: { independent: true } },
          axis: { y: { position: 'right', title: t('analysis.chart.netAxis'), grid: false, labelFormatter: money } },
          style: { lineWidth: many ? 1 : 2, strokeOpacity: many ? 0.7 : 1 },
          tooltip: { items: [{ channel: 'y', valueFormatter: tooltipYuan }] },
        },
      ],
    } as G2Spec;
  }, [rows, t, i18n.language]);
  return <Chart id="analysis-chart" spec={spec} height={340} label={label} />;
}
