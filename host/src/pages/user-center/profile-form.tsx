import { useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { type CurrentUser, type ProfileBody, userProfile } from '@drawdesk/contracts';
import { currentUserAtom } from '@drawdesk/shell/host';
import { Button } from '@drawdesk/ui/button';
import { showFieldErrors } from '@drawdesk/ui/form-helpers';
import { Form, type FormApi } from '@drawdesk/ui/form';
import { Toast } from '@drawdesk/ui/toast';
import { api } from '../../runtime/services.js';
import { nickNameRules, phoneNumberRules } from './rules.js';

type Values = { nickName: string; phoneNumber?: string };

/** nickName and phone number -> `POST /user/profile`; the navbar shows the new name at once. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const setUser = useSetAtom(currentUserAtom);
  const formApi = useRef<FormApi<Values>>();
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    const body: ProfileBody = { nickName: values.nickName, phoneNumber: values.phoneNumber || null };
    setSaving(true);
    try {
      setUser(await api.call(userProfile, body, { silent: true }));
      Toast.success(t('userCenter.saved'));
    } catch (error) {
      showFieldErrors(formApi.current!, error, ['nickName', 'phoneNumber']);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<Values>
      getFormApi={(form) => (formApi.current = form)}
      initValues={{ nickName: user.nickName, phoneNumber: user.phoneNumber ?? '' }}
      onSubmit={save}
    >
      <Form.Input field="nickName" label={t('userCenter.nickName')} rules={nickNameRules(t)} />
      <Form.Input field="phoneNumber" label={t('userCenter.phoneNumber')} rules={phoneNumberRules(t)} />
      <Button htmlType="submit" theme="solid" loading={saving}>
        {t('userCenter.save')}
      </Button>
    </Form>
  );
}
