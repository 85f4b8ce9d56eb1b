import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '@drawdesk/ui/tabs';
import { LIVE_PATH, listTabPath } from '../paths.js';
import { LayoffsTab } from './layoffs-tab.js';
import { RunsTab } from './runs-tab.js';
import { StrategiesTab } from './strategies-tab.js';
import { idOf } from '@drawdesk/shell';
import { pageLayout } from '@drawdesk/ui/page';

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
      <Tabs
        type="line"
        activeKey={tab}
        onChange={(key) => navigate(listTabPath(key as Tab))}
        tabBarExtraContent={<Link to={LIVE_PATH}>{t('analysis.live.open')}</Link>}
        lazyRender
      >
        <Tabs.TabPane itemKey="runs" tab={t('analysis.tab.runs')}>
          <RunsTab />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="strategies" tab={t('analysis.tab.strategies')}>
          <StrategiesTab />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="layoffs" tab={t('analysis.tab.layoffs')}>
          <LayoffsTab key={analysisId ?? 'all'} analysisId={analysisId} />
        </Tabs.TabPane>
      </Tabs>
    </section>
  );
}
