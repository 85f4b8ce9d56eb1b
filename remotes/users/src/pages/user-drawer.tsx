import { useTranslation } from 'react-i18next';
import type { Role, User, UserSave, UserStatus } from '@drawdesk/contracts';
import { useCurrentUser, hasStatus, lookups, optionsOf, trimmed, useLookup } from '@drawdesk/shell';
import { serverChecked, useCheck } from '@drawdesk/ui/form-helpers';
import { useEditForm } from '@drawdesk/ui/edit-form';
import { Form } from '@drawdesk/ui/form';
import { SaveFooter } from '@drawdesk/ui/list-parts';
import { SideSheet } from '@drawdesk/ui/side-sheet';
import { Toast } from '@drawdesk/ui/toast';
import { ROLE_LABELS, STATUS_LABELS } from '../labels.js';
import { userRules } from '../rules.js';
import { changedSince, saveUser, updateOf } from '../users-api.js';

type Values = {
  username: string;
  nickName: string;
  name?: string;
  phoneNumber?: string;
  role: Role;
  agentId?: number;
  status: UserStatus;
  password?: string;
};
const FIELDS = ['username', 'nickName', 'name', 'phoneNumber', 'role', 'agentId', 'status', 'password'];
const NEW_USER: Partial<Values> = { role: 'User', status: 'active' };

const valuesOf = (user: User): Values => ({
  username: user.username,
  nickName: user.nickName,
  name: user.name,
  phoneNumber: user.phoneNumber ?? '',
  role: user.role,
  agentId: user.agentId ?? undefined,
  status: user.status,
});

function bodyOf(values: Values, user: User | null): UserSave {
  const fields = {
    nickName: values.nickName.trim(),
    name: values.name?.trim() ?? '',
    phoneNumber: trimmed(values.phoneNumber),
    role: values.role,
    agentId: values.agentId ?? null,
    status: values.status,
  };
  // A new user's password is required by the form; an empty one is refused on its field by the server.
  return user ? { ...updateOf(user), ...fields } : { username: values.username, password: values.password ?? '', ...fields };
}

type Props = { visible: boolean; user: User | null; onClose: () => void; onSaved: () => void };

/** Create (no user) or edit a user in a drawer; give it a new `key` at every opening (useOverlay). */
export function UserDrawer({ visible, user: opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const check = useCheck();
  const me = useCurrentUser();
  const { form, item: user, saving, submit, submitForm } = useEditForm<User, Values, User>({
    opened,
    fields: FIELDS,
    save: (values, user) => saveUser(bodyOf(values, user)),
    onSaved: (saved, user) => {
      Toast.success(t(user ? 'users.saved' : 'users.created', { username: saved.username }));
      onSaved();
    },
    // Users have one unique rule, the username (case-insensitive): a conflict on create is that one.
    fieldOf: (error, user) => (!user && hasStatus(error, 409) ? { field: 'username', message: t('users.error.usernameTaken') } : null),
    changedSince,
    valuesOf,
    staleMessage: t('users.error.stale'),
  });
  const self = user !== null && user.id === me?.id;
  const agents = (useLookup(lookups.agents) ?? []).map((agent) => ({ value: agent.id, label: `${agent.code} ${agent.name}` }));

  return (
    <SideSheet
      title={t(user ? 'users.drawer.edit' : 'users.drawer.create')}
      visible={visible}
      onCancel={onClose}
      width={440}
      footer={<SaveFooter saving={saving} onCancel={onClose} onSave={submitForm} />}
    >
      <Form
        getFormApi={(api) => (form.current = api)}
        initValues={user ? valuesOf(user) : NEW_USER}
        labelPosition="top"
        onSubmit={submit}
      >
        <Form.Input
          field="username"
          label={t('users.column.username')}
          readonly={user !== null}
          validate={user ? undefined : check(userRules.username)}
        />
        <Form.Input field="nickName" label={t('users.column.nickName')} validate={check(userRules.nickName)} />
        <Form.Input field="name" label={t('users.column.name')} validate={check(userRules.name)} />
        <Form.Input field="phoneNumber" label={t('users.column.phoneNumber')} validate={check(userRules.phoneNumber)} />
        {/* The server refuses to demote or disable yourself. */}
        <Form.Select field="role" label={t('users.column.role')} optionList={optionsOf(ROLE_LABELS, t)} disabled={self} style={{ width: '100%' }} />
        {/* A User needs an agent to be active (the server says so under this field); an Admin may have none. */}
        <Form.Select
          field="agentId"
          label={t('users.column.agent')}
          placeholder={t('users.field.noAgent')}
          optionList={agents}
          validate={serverChecked}
          filter
          showClear
          style={{ width: '100%' }}
        />
        <Form.Select
          field="status"
          label={t('users.column.status')}
          optionList={optionsOf(STATUS_LABELS, t)}
          disabled={self}
          extraText={self ? t('users.field.self') : undefined}
          style={{ width: '100%' }}
        />
        {!user && <Form.Input field="password" mode="password" label={t('users.field.password')} validate={check(userRules.password)} />}
      </Form>
    </SideSheet>
  );
}
