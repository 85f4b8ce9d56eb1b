import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@drawdesk/contracts';
import { showFieldErrors, useCheck } from '@drawdesk/ui/form-helpers';
import { Form, type FormApi } from '@drawdesk/ui/form';
import { Modal } from '@drawdesk/ui/modal';
import { Toast } from '@drawdesk/ui/toast';
import { sameAs, userRules } from '../rules.js';
import { changedSince, saveUser, updateOf } from '../users-api.js';

type Values = { password: string; confirm: string };
type Props = { visible: boolean; user: User | null; onClose: () => void; onDone: () => void };

/** Asks a new password twice and saves it (the server ends the user's sessions); a new `key` at every opening. */
export function ResetPasswordModal({ visible, user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const check = useCheck();
  const form = useRef<FormApi | null>(null);
  const [saving, setSaving] = useState(false);

  async function reset() {
    const api = form.current!;
    const values = (await api.validate().catch(() => null)) as Values | null;
    if (!values || !user) return;
    setSaving(true);
    try {
      await saveUser({ ...updateOf(user), password: values.password });
      Toast.success(t('users.resetPassword.done', { username: user.username }));
      onDone();
    } catch (error) {
      if (!(await changedSince(error, user))) return showFieldErrors(api, error, ['password']);
      Toast.warning(t('users.error.staleList'));
      onDone();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('users.resetPassword.title', { username: user?.username })}
      visible={visible}
      onCancel={onClose}
      onOk={() => void reset()}
      confirmLoading={saving}
    >
      <Form getFormApi={(api) => (form.current = api)} labelPosition="top">
        <Form.Input field="password" mode="password" label={t('users.resetPassword.newPassword')} validate={check(userRules.password)} />
        <Form.Input
          field="confirm"
          mode="password"
          label={t('users.resetPassword.confirm')}
          validate={(value, values: Partial<Values>) => check(sameAs(values.password ?? ''))(value)}
        />
      </Form>
    </Modal>
  );
}
