import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Role } from '@drawdesk/contracts';
import { Permission } from '@drawdesk/shell';
import styles from './workplace.module.css';

/** Shortcuts into the remotes, each shown only to the roles that may open its page (the registry's roles). */
const OPERATIONS: { label: string; path: string; roles: Role[] }[] = [
  { label: 'workplace.quick.newOrder', path: '/orders/new', roles: [] },
  { label: 'workplace.quick.textEntry', path: '/orders/text', roles: [] },
  { label: 'workplace.quick.runAnalysis', path: '/number-analyse/list', roles: [] },
  { label: 'workplace.quick.enterResult', path: '/lottery/lottery', roles: ['Admin'] },
];

export function QuickOperations() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="workplace-quick">
      <h2 id="workplace-quick">{t('workplace.quick')}</h2>
      <ul className={styles.links}>
        {OPERATIONS.map((operation) => (
          <Permission key={operation.label} roles={operation.roles}>
            <li>
              <Link to={operation.path}>{t(operation.label)}</Link>
            </li>
          </Permission>
        ))}
      </ul>
    </section>
  );
}
