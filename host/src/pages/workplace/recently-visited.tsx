import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickLocale } from '@drawdesk/shell';
import { WORKPLACE } from '../../model/guard.js';
import { Empty } from '@drawdesk/ui/empty';
import { recentAtom } from '../../runtime/tabs.js';
import styles from './workplace.module.css';

/** The pages visited in this session, newest first (the workplace itself left out: you are on it). */
export function RecentlyVisited() {
  const { t, i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  const recent = useAtomValue(recentAtom).filter((tab) => tab.name !== WORKPLACE);
  return (
    <section className={styles.panel} aria-labelledby="workplace-recent">
      <h2 id="workplace-recent">{t('workplace.recent')}</h2>
      {recent.length === 0 ? (
        <Empty description={t('workplace.recent.empty')} />
      ) : (
        <ul className={styles.links}>
          {recent.map((tab) => (
            <li key={tab.name}>
              <Link to={tab.fullPath}>{tab.title[locale]}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
