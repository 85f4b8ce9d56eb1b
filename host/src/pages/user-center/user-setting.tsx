import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PasswordBody, userPassword } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { showFieldErrors } from '@drawdesk/ui/form-helpers';
import { Form, type FormApi } from '@drawdesk/ui/form';
import { Toast } from '@drawdesk/ui/toast';
import { api } from '../../runtime/services.js';
import { newPasswordRules, requiredRules } from './rules.js';
import styles from './user-center.module.css';

type Values = PasswordBody & { confirmPassword: string };

/** Change password -> `POST /user/password`; the server ends this user's other sessions, and we say so. */
export default function UserSettingPage() {
  const { t } = useTranslation();
  const formApi = useRef<FormApi<Values>>();
  const [saving, setSaving] = useState(false);

  async function change({ oldPassword, newPassword }: Values) {
    setSaving(true);
    try {
      await api.call(userPassword, { oldPassword, newPassword } satisfies PasswordBody, { silent: true });
      formApi.current!.reset();
      Toast.success(t('userCenter.password.changed'));
    } catch (error) {
      showFieldErrors(formApi.current!, error, ['oldPassword', 'newPassword']);
    } finally {
      setSaving(false);
    }
  }

  const matchesNew = (_rule: unknown, confirm: string) => confirm === formApi.current?.getValue('newPassword');

  return (
    <section className={styles.page}>
      <h2>{t('userCenter.password')}</h2>
      <Form<Values> getFormApi={(form) => (formApi.current = form)} onSubmit={change}>
        <Form.Input field="oldPassword" mode="password" label={t('userCenter.oldPassword')} rules={requiredRules(t)} />
        <Form.Input field="newPassword" mode="password" label={t('userCenter.newPassword')} rules={newPasswordRules(t)} />
        <Form.Input
          field="confirmPassword"
          mode="password"
          label={t('userCenter.confirmPassword')}
          rules={[...requiredRules(t), { validator: matchesNew, message: t('userCenter.password.mismatch') }]}
        />
        <Button htmlType="submit" theme="solid" loading={saving}>
          {t('userCenter.password.submit')}
        </Button>
      </Form>
    </section>
  );
}
