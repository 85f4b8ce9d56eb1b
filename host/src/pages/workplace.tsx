import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { eventBus } from '@drawdesk/shell';
import { currentUserAtom } from '@drawdesk/shell/host';
import { Button } from '@drawdesk/ui/button';
import { Announcements } from './workplace/announcements.js';
import { loadContentData, loadWorkplace, useLoaded } from './workplace/api.js';
import { CategoryChart } from './workplace/category-chart.js';
import { ChartPanel } from './workplace/chart-panel.js';
import { ContentChart } from './workplace/content-chart.js';
import { DocsLinks } from './workplace/docs-links.js';
import { hasContent } from './workplace/figures.js';
import { Overview } from './workplace/overview.js';
import { Popular } from './workplace/popular.js';
import { QuickOperations } from './workplace/quick-operations.js';
import { RecentlyVisited } from './workplace/recently-visited.js';
import styles from './workplace/workplace.module.css';

/**
 * The landing page after login (docs/console.md#the-workplace): the caller's figures in its scope, the last
 * days' turnover and result, the hottest selections and the stake by play group; shortcuts, notices,
 * recently visited pages and help. An order event (live stream) refreshes the figures.
 */
export default function WorkplacePage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const figures = useLoaded(loadWorkplace);
  const content = useLoaded(loadContentData);
  const { reload: reloadFigures } = figures;
  const { reload: reloadContent } = content;
  // Counts refreshes, so the popular tab asks again too.
  const [round, setRound] = useState(0);
  const refresh = () => {
    setRound((n) => n + 1);
    reloadFigures();
    reloadContent();
  };
  useEffect(() => eventBus.on('order', reloadFigures), [reloadFigures]);

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <h1>{t('workplace.welcome', { name: user?.nickName ?? '' })}</h1>
        <Button onClick={refresh}>{t('workplace.refresh')}</Button>
      </div>
      <Overview figures={figures.data} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ChartPanel
            id="workplace-content"
            title={t('workplace.content')}
            loaded={content.data !== null || content.failed}
            empty={!content.data || !hasContent(content.data)}
          >
            {content.data && <ContentChart days={content.data} />}
          </ChartPanel>
          <div className={styles.pair}>
            <Popular version={round} />
            <ChartPanel
              id="workplace-category"
              title={t('workplace.category')}
              loaded={figures.data !== null || figures.failed}
              empty={!figures.data || figures.data.categories.length === 0}
              >
              {figures.data && <CategoryChart categories={figures.data.categories} />}
            </ChartPanel>
          </div>
        </div>
        <aside className={styles.side}>
          <QuickOperations />
          <Announcements list={figures.data?.announcements} />
          <DocsLinks />
          <RecentlyVisited />
        </aside>
      </div>
    </section>
  );
}
