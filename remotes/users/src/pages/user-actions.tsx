import { useTranslation } from 'react-i18next';
import type { User } from '@drawdesk/contracts';
import { useCurrentUser } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { RemoveButton } from '@drawdesk/ui/list-parts';
import { Space } from '@drawdesk/ui/space';
import { changedSince, removeUser, saveUser, updateOf } from '../users-api.js';

// Semi's Toast loads with the first message: the list shows its rows without it.
const toast = () => import('@drawdesk/ui/toast').then(({ Toast }) => Toast);

type Props = {
  user: User;
  onEdit: (user: User) => void;
  onResetPassword: (user: User) => void;
  /** The user was changed or removed here, or found changed by someone else: the list reloads. */
  onChanged: () => void;
};

/** A row's actions: edit, activate (pending only), reset password, remove (never yourself). */
export function UserActions({ user, onEdit, onResetPassword, onChanged }: Props) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { username } = user;

  async function activate() {
    try {
      await saveUser({ ...updateOf(user), status: 'active' });
      (await toast()).success(t('users.activated', { username }));
    } catch (error) {
      if (await changedSince(error, user)) (await toast()).warning(t('users.error.staleList'));
      else (await toast()).error((error as Error).message);
    }
    onChanged();
  }

  return (
    <Space spacing={4}>
      <Button theme="borderless" size="small" onClick={() => onEdit(user)}>
        {t('users.action.edit')}
      </Button>
      {user.status === 'pending' && (
        <Button theme="borderless" size="small" onClick={() => void activate()}>
          {t('users.action.activate')}
        </Button>
      )}
      <Button theme="borderless" size="small" onClick={() => onResetPassword(user)}>
        {t('users.action.resetPassword')}
      </Button>
      {user.id !== me?.id && (
        // A refusal (the last active Admin) comes as the server's toast.
        <RemoveButton
          title={t('users.remove.title', { username })}
          content={t('users.remove.content')}
          label={t('users.action.remove')}
          removed={t('users.removed', { username })}
          onRemove={() => removeUser(user.id).then(onChanged)}
        />
      )}
    </Space>
  );
}
