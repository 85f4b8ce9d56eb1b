import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@drawdesk/contracts';
import { changesOf, valueText } from '../audit-diff.js';
import styles from './audit.module.css';

/** A log entry opened: the fields it changed highlighted (before, after), the rest pretty-printed, and its context. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = changesOf(entry.before, entry.after);
  const unchanged = changes && Object.keys(changes.unchanged).length > 0 ? changes.unchanged : null;

  return (
    <div className={styles.change}>
      {changes ? (
        changes.changed.length > 0 && (
          <table className={styles.diff}>
            <thead>
              <tr>
                <th>{t('system.audit.field')}</th>
                <th>{t('system.audit.before')}</th>
                <th>{t('system.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.changed.map(({ field, before, after }) => (
                <tr key={field} className={styles.changed} data-field={field}>
                  <td>{field}</td>
                  <td>
                    <pre>{valueText(before)}</pre>
                  </td>
                  <td>
                    <pre>{valueText(after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : (
        <div className={styles.whole}>
          <div>
            <strong>{t('system.audit.before')}</strong>
            <pre>{valueText(entry.before)}</pre>
          </div>
          <div>
            <strong>{t('system.audit.after')}</strong>
            <pre>{valueText(entry.after)}</pre>
          </div>
        </div>
      )}
      {unchanged && (
        <div>
          <strong>{t('system.audit.unchanged')}</strong>
          <pre>{valueText(unchanged)}</pre>
        </div>
      )}
      <dl className={styles.context}>
        {entry.reason && (
          <>
            <dt>{t('system.audit.reason')}</dt>
            <dd>{entry.reason}</dd>
          </>
        )}
        <dt>{t('system.audit.address')}</dt>
        <dd>{entry.address ?? '-'}</dd>
        <dt>{t('system.audit.requestId')}</dt>
        <dd>{entry.requestId ?? '-'}</dd>
      </dl>
    </div>
  );
}
