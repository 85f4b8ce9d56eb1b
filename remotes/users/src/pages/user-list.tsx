import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@drawdesk/contracts';
import { useOverlay, usePagedList } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Table } from '@drawdesk/ui/table';
import { useAgents } from '../use-agents.js';
import { listUsers } from '../users-api.js';
import { UserActions } from './user-actions.js';
import { useUserColumns } from './user-columns.js';
import { UserFilters, type UserFilter } from './user-filters.js';
import styles from './user-list.module.css';

// Semi's Form (with every Semi field type) loads when a drawer or the modal first opens, not with the list.
const UserDrawer = lazy(() => import('./user-drawer.js').then((m) => ({ default: m.UserDrawer })));
const ResetPasswordModal = lazy(() => import('./reset-password-modal.js').then((m) => ({ default: m.ResetPasswordModal })));

const PAGE_SIZE = 20;

/** Console accounts (Admin): filter, server paging, create and edit in a drawer, row actions. */
export default function UserListPage() {
  const { t } = useTranslation();
  const users = usePagedList<UserFilter, User>(listUsers, {}, PAGE_SIZE);
  const { query, data, loading, failure, reload } = users;
  const drawer = useOverlay<User | null>();
  const resetting = useOverlay<User>();
  // Agents are named by their code.
  const agents = useAgents();
  const codes = useMemo(() => new Map(agents.map((agent) => [agent.id, agent.code])), [agents]);

  const columns = useUserColumns((id) => codes.get(id) ?? `#${id}`, (user) => (
    <UserActions user={user} onEdit={drawer.open} onResetPassword={resetting.open} onChanged={reload} />
  ));
  const afterSave = (close: () => void) => () => {
    close();
    reload();
  };

  return (
    <section className={styles.page}>
      <UserFilters onSearch={users.search} />
      <div className={styles.toolbar}>
        <Button theme="solid" onClick={() => drawer.open(null)}>
          {t('users.create')}
        </Button>
        <Button onClick={reload}>{t('users.refresh')}</Button>
      </div>
      <Table
        rowKey="id"
        loading={loading}
        dataSource={failure ? [] : data.list}
        columns={columns}
        empty={<ListEmpty failure={failure} onRetry={reload} empty={t('users.empty')} />}
        pagination={{ currentPage: query.page, pageSize: PAGE_SIZE, total: data.total, onPageChange: users.setPage }}
      />
      <Suspense fallback={null}>
        {drawer.key > 0 && (
          <UserDrawer key={`drawer-${drawer.key}`} visible={drawer.visible} user={drawer.value} onClose={drawer.close} onSaved={afterSave(drawer.close)} />
        )}
        {resetting.key > 0 && (
          <ResetPasswordModal
            key={`reset-${resetting.key}`}
            visible={resetting.visible}
            user={resetting.value}
            onClose={resetting.close}
            onDone={afterSave(resetting.close)}
          />
        )}
      </Suspense>
    </section>
  );
}
