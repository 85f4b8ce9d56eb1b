import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LOCALE_KEY, pickLocale, type Locale } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Modal } from '@drawdesk/ui/modal';
import { settingsAtom } from '../runtime/settings.js';
import { AvatarMenu } from './avatar-menu.js';
import styles from './default-layout.module.css';
import { LiveNotifications } from './live-notifications.js';

/** The top bar: product, language (confirmed: it reloads), light/dark, messages, settings, the user. */
export function Navbar({ openSettings }: { openSettings: () => void }) {
  const { t, i18n } = useTranslation();
  const [settings, setSettings] = useAtom(settingsAtom);
  const locale = pickLocale(i18n.language);
  const [pendingLocale, setPendingLocale] = useState<Locale | null>(null);

  const confirmLanguage = () => {
    if (!pendingLocale) return;
    localStorage.setItem(LOCALE_KEY, pendingLocale);
    window.location.reload();
  };

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
      <Button theme="borderless" onClick={openSettings}>
        {t('navbar.settings')}
      </Button>
      <AvatarMenu />
      <Modal visible={pendingLocale !== null} title={t('navbar.language.confirm')} onOk={confirmLanguage} onCancel={() => setPendingLocale(null)} />
    </header>
  );
}
