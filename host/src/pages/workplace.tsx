import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@drawdesk/shell';
import { DocsLinks } from './workplace/docs-links.js';
import { QuickOperations } from './workplace/quick-operations.js';
import { RecentlyVisited } from './workplace/recently-visited.js';
import styles from './workplace/workplace.module.css';

/** The landing page after login: welcome, quick operations, recently visited pages, help. (The data widgets come next.) */
export default function WorkplacePage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  return (
    <section className={styles.page}>
      <h1>{t('workplace.welcome', { name: user?.nickName ?? '' })}</h1>
      <div className={styles.panels}>
        <QuickOperations />
        <RecentlyVisited />
        <DocsLinks />
      </div>
    </section>
  );
}
