import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentUserAtom, tokenAtom } from '@drawdesk/shell';
import { Button } from '../runtime/semi.js';
import { api } from '../runtime/services.js';

/** The landing page after login. (The layout, menu and data widgets arrive with the rest of the shell.) */
export function WorkplacePage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const navigate = useNavigate();

  async function logout() {
    await api.post('/user/logout').catch(() => undefined);
    setToken(null);
    setUser(null);
    navigate('/login', { replace: true });
  }

  return (
    <main style={{ padding: 32 }}>
      <h1>{t('workplace.welcome', { name: user?.nickName ?? '' })}</h1>
      <Button onClick={logout}>{t('navbar.logout')}</Button>
    </main>
  );
}
