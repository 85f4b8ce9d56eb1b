import { useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOCALE_KEY, currentUserAtom, pickLocale, tokenAtom, type Locale } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Modal } from '@drawdesk/ui/modal';
import { api } from '../runtime/services.js';
import { settingsAtom } from '../runtime/settings.js';
import styles from './default-layout.module.css';
import { LiveNotifications } from './live-notifications.js';
import { MessageBox } from './message-box.js';

/** The top bar: product, language (confirmed: it reloads), light/dark, messages, settings, the user. */
export function Navbar({ openSettings }: { openSettings: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const locale = pickLocale(i18n.language);
  const [pendingLocale, setPendingLocale] = useState<Locale | null>(null);

  const confirmLanguage = () => {
    if (!pendingLocale) return;
    localStorage.setItem(LOCALE_KEY, pendingLocale);
    window.location.reload();
  };

  async function logout() {
    await api.post('/user/logout').catch(() => undefined);
    setToken(null);
    setUser(null);
    navigate('/login', { replace: true });
  }

  return (
    <header className={styles.navbar}>
      <strong className={styles.logo}>{t('product.name')}</strong>
      <span className={styles.spacer} />
      <Button theme="borderless" onClick={() => setPendingLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}>
        {locale === 'zh-CN' ? 'English' : '中文'}
      </Button>
      <Button theme="borderless" onClick={() => setSettings({ ...settings, theme: settings.theme === 'dark' ? 'light' : 'dark' })}>
        {t(settings.theme === 'dark' ? 'navbar.theme.toLight' : 'navbar.theme.toDark')}
      </Button>
      <LiveNotifications />
      <MessageBox />
      <Button theme="borderless" onClick={openSettings}>
        {t('navbar.settings')}
      </Button>
      <span>{user?.nickName}</span>
      <Button theme="borderless" onClick={logout}>
        {t('navbar.logout')}
      </Button>
      <Modal visible={pendingLocale !== null} title={t('navbar.language.confirm')} onOk={confirmLanguage} onCancel={() => setPendingLocale(null)} />
    </header>
  );
}
