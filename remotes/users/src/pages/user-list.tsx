import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageOf, User } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';
import { Table } from '@drawdesk/ui/table';
import { useOverlay } from '../use-overlay.js';
import { listUsers } from '../users-api.js';
import { UserActions } from './user-actions.js';
import { useUserColumns } from './user-columns.js';
import { UserFilters, type UserFilter } from './user-filters.js';
import styles from './user-list.module.css';

// Semi's Form (with every Semi field type) loads when a drawer or the modal first opens, not with the list.
const UserDrawer = lazy(() => import('./user-drawer.js').then((m) => ({ default: m.UserDrawer })));
const ResetPasswordModal = lazy(() => import('./reset-password-modal.js').then((m) => ({ default: m.ResetPasswordModal })));

const PAGE_SIZE = 20;
const NO_USERS: PageOf<User> = { list: [], total: 0, page: 1, pageSize: PAGE_SIZE };

/** Console accounts (Admin): filter, server paging, create and edit in a drawer, row actions. */
export default function UserListPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<UserFilter & { page: number }>({ page: 1 });
  const [data, setData] = useState(NO_USERS);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const drawer = useOverlay<User | null>();
  const resetting = useOverlay<User>();
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    const page = await listUsers({ pageSize: PAGE_SIZE, ...query }).catch((error: Error) => error);
    if (request !== latest.current) return; // an answer to a query already replaced
    setLoading(false);
    if (page instanceof Error) return setFailure(page.message);
    setFailure(null);
    setData(page);
    // The last row of the last page went (removed here or elsewhere): show the new last page.
    if (page.list.length === 0 && page.total > 0) setQuery((q) => ({ ...q, page: Math.ceil(page.total / PAGE_SIZE) }));
  }, [query]);

  useEffect(() => {
    void load();
  }, [load]);

  const reload = useCallback(() => void load(), [load]);
  const columns = useUserColumns((user) => (
    <UserActions user={user} onEdit={drawer.open} onResetPassword={resetting.open} onChanged={reload} />
  ));
  const afterSave = (close: () => void) => () => {
    close();
    reload();
  };

  return (
    <section className={styles.page}>
      <UserFilters onSearch={(filter) => setQuery({ ...filter, page: 1 })} />
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
        empty={
          failure ? (
            <Empty title={t('users.loadFailed')} description={failure}>
              <Button onClick={reload}>{t('users.retry')}</Button>
            </Empty>
          ) : (
            <Empty description={t('users.empty')} />
          )
        }
        pagination={{ currentPage: query.page, pageSize: PAGE_SIZE, total: data.total, onPageChange: (page) => setQuery((q) => ({ ...q, page })) }}
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
