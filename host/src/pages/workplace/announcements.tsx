import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Announcement } from '@drawdesk/contracts';
import { formatDateTime, useWords } from '@drawdesk/shell';
import { Empty } from '@drawdesk/ui/empty';
import styles from './workplace.module.css';

/** The caller's latest notices; the message page has them all. */
export function Announcements({ list }: { list: readonly Announcement[] | undefined }) {
  const { t } = useTranslation();
  const words = useWords();
  return (
    <section className={styles.panel} aria-labelledby="workplace-announcements">
      <h2 id="workplace-announcements">
        {t('workplace.announcements')}
        <Link className={styles.more} to="/user/messages">
          {t('workplace.more')}
        </Link>
      </h2>
      {list && list.length === 0 ? (
        <Empty description={t('workplace.announcements.empty')} />
      ) : (
        <ul className={styles.notices}>
          {(list ?? []).map((notice) => (
            <li key={notice.id} title={words.text(notice.content)}>
              <span>{words.text(notice.title)}</span>
              <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt).slice(0, 10)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
