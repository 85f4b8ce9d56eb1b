import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type User, userExport } from '@drawdesk/contracts';
import { lookups, OverlayMount, useLookup, useOverlay } from '@drawdesk/shell';
import { ListPage, useList } from '@drawdesk/ui/list-page';
import { listUsers } from '../users-api.js';
import { UserActions } from './user-actions.js';
import { useUserColumns, useUserFilters, type UserQuery } from './user-columns.js';

// Semi's Form (with every Semi field type) loads when a drawer or the modal first opens, not with the list.
const UserDrawer = lazy(() => import('./user-drawer.js').then((m) => ({ default: m.UserDrawer })));
const ResetPasswordModal = lazy(() => import('./reset-password-modal.js').then((m) => ({ default: m.ResetPasswordModal })));

/** Console accounts (Admin): the kit's list page; create and edit in a drawer, row actions. */
export default function UserListPage() {
  const { t } = useTranslation();
  const list = useList<UserQuery, User>(listUsers);
  const { reload } = list;
  const drawer = useOverlay<User | null>();
  const resetting = useOverlay<User>();
  // Agents are named by their code.
  const agents = useLookup(lookups.agents);
  const codes = useMemo(() => new Map(agents?.map((agent) => [agent.id, agent.code])), [agents]);
  const afterSave = (close: () => void) => () => {
    close();
    reload();
  };

  return (
    <ListPage
      id="users"
      list={list}
      columns={useUserColumns((id) => codes.get(id) ?? `#${id}`)}
      filters={useUserFilters()}
      rowActions={(user) => <UserActions user={user} onEdit={drawer.open} onResetPassword={resetting.open} onChanged={reload} />}
      create={{ label: t('users.create'), onClick: () => drawer.open(null) }}
      exportEndpoint={userExport}
      empty={t('users.empty')}
    >
      <OverlayMount overlay={drawer}>{(user, shown) => <UserDrawer {...shown} user={user} onSaved={afterSave(drawer.close)} />}</OverlayMount>
      <OverlayMount overlay={resetting}>{(user, shown) => <ResetPasswordModal {...shown} user={user} onDone={afterSave(resetting.close)} />}</OverlayMount>
    </ListPage>
  );
}
