import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryStake } from '@drawdesk/contracts';
import { useWords } from '@drawdesk/shell';
import { Chart, type G2Spec } from '@drawdesk/ui/chart';
import { categoryShares } from './figures.js';

/** Stake by play group as a donut with each group's percentage. Loaded with the workplace's charts only. */
export default function CategoryChart({ categories }: { categories: readonly CategoryStake[] }) {
  const { t } = useTranslation();
  const words = useWords();
  const spec = useMemo(
    (): G2Spec => ({
      type: 'interval',
      // The percentage goes into the legend: slice labels of small groups would only overlap.
      data: categoryShares(categories, words.playGroup),
      coordinate: { type: 'theta', innerRadius: 0.6, outerRadius: 0.85 },
      transform: [{ type: 'stackY' }],
      encode: { y: 'stake', color: 'label' },
      legend: { color: { position: 'right', layout: { justifyContent: 'center' } } },
      tooltip: { items: [{ field: 'stake', name: t('workplace.category.stake'), valueFormatter: (v: number) => `¥${v.toFixed(2)}` }] },
    }),
    [categories, words, t],
  );
  return <Chart id="workplace-category-chart" spec={spec} height={260} label={t('workplace.category')} />;
}
