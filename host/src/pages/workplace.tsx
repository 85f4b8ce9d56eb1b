import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@drawdesk/shell';

/** The landing page after login. (Recently visited, quick operations and the data widgets come next.) */
export default function WorkplacePage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  return (
    <section style={{ padding: 24 }}>
      <h1>{t('workplace.welcome', { name: user?.nickName ?? '' })}</h1>
    </section>
  );
}
