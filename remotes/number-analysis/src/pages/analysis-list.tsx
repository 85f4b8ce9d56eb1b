import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTabs } from '@drawdesk/ui/page-tabs';
import { LIVE_PATH, listTabPath } from '../paths.js';
import { RunsTab } from './runs-tab.js';
import { idOf } from '@drawdesk/shell';
import { pageLayout } from '@drawdesk/ui/page';

// The runs tab opens first; the others load when chosen.
const StrategiesTab = lazy(() => import('./strategies-tab.js').then((m) => ({ default: m.StrategiesTab })));
const LayoffsTab = lazy(() => import('./layoffs-tab.js').then((m) => ({ default: m.LayoffsTab })));

const TABS = ['runs', 'strategies', 'layoffs'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (text: string | null): Tab => (TABS as readonly string[]).includes(text ?? '') ? (text as Tab) : 'runs';

/**
 * 号码分析: the runs (live status), the saved strategies and the lay-offs, one tab each; the tab is in the
 * address (`?tab=layoffs&analysisId=7` from a run's applied suggestions), so it can be bookmarked and linked.
 */
export default function AnalysisListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const analysisId = idOf(params.get('analysisId'));
  return (
    <section className={pageLayout.page} id="analysis-page">
      <PageTabs<Tab>
        active={tab}
        onChange={(key) => navigate(listTabPath(key))}
        extra={<Link to={LIVE_PATH}>{t('analysis.live.open')}</Link>}
        panes={[
          { key: 'runs', label: t('analysis.tab.runs'), content: <RunsTab /> },
          {
            key: 'strategies',
            label: t('analysis.tab.strategies'),
            content: (
              <Suspense fallback={null}>
                <StrategiesTab />
              </Suspense>
            ),
          },
          {
            key: 'layoffs',
            label: t('analysis.tab.layoffs'),
            content: (
              <Suspense fallback={null}>
                <LayoffsTab key={analysisId ?? 'all'} analysisId={analysisId} />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
