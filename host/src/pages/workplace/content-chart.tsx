import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentDay } from '@drawdesk/contracts';
import { Chart, type G2Spec } from '@drawdesk/ui/chart';
import { contentSeries } from './figures.js';

const yuanText = (v: number) => `¥${v.toFixed(2)}`;

/** Turnover and the book's result per day as two lines. This module and G2 load only with the workplace's charts. */
export default function ContentChart({ days }: { days: readonly ContentDay[] }) {
  const { t } = useTranslation();
  const spec = useMemo(
    (): G2Spec => ({
      type: 'line',
      data: contentSeries(days, { turnover: t('workplace.content.turnover'), result: t('workplace.content.result') }),
      encode: { x: 'date', y: 'value', color: 'series' },
      scale: { color: { range: ['#5B8FF9', '#30BF78'] } },
      axis: { x: { title: false }, y: { title: false, labelFormatter: (v: number) => `¥${v.toLocaleString()}` } },
      style: { lineWidth: 2 },
      tooltip: { items: [{ channel: 'y', valueFormatter: yuanText }] },
    }),
    [days, t],
  );
  return <Chart id="workplace-content-chart" spec={spec} height={260} label={t('workplace.content')} />;
}
