import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@drawdesk/shell';
import { currentUserAtom } from '@drawdesk/shell/host';
import { Descriptions } from '@drawdesk/ui/descriptions';
import { ProfileForm } from './profile-form.js';
import styles from './user-center.module.css';

/** User Center: who I am (as the server knows me) and the two things I may change myself. */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  const rows = [
    { key: t('userCenter.username'), value: user.username },
    { key: t('userCenter.name'), value: user.name || '-' },
    { key: t('userCenter.role'), value: t(`userCenter.role.${user.role}`) },
    { key: t('userCenter.nickName'), value: user.nickName },
    { key: t('userCenter.phoneNumber'), value: user.phoneNumber ?? '-' },
    { key: t('userCenter.lastLogin'), value: formatDateTime(user.lastLogin) },
  ];
  return (
    <section className={styles.page}>
      <h2>{t('userCenter.profile')}</h2>
      <Descriptions data={rows} />
      <h2>{t('userCenter.edit')}</h2>
      <ProfileForm user={user} />
    </section>
  );
}
