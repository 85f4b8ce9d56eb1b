import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HELP_TOPICS } from '../help-topics.js';
import styles from './workplace.module.css';

/** The in-app help pages, and the API docs the server generates (in a new tab: it is not part of the console). */
export function DocsLinks() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="workplace-docs">
      <h2 id="workplace-docs">{t('workplace.docs')}</h2>
      <ul className={styles.links}>
        {Object.entries(HELP_TOPICS).map(([topic, { title }]) => (
          <li key={topic}>
            <Link to={`/help/${topic}`}>{t(title)}</Link>
          </li>
        ))}
        <li>
          <a href="/api/docs" target="_blank" rel="noreferrer">
            {t('workplace.docs.api')}
          </a>
        </li>
      </ul>
    </section>
  );
}
