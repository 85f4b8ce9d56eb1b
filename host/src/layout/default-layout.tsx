import { useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { HOST_MENU, buildMenu, type RemoteEntry } from '@drawdesk/contracts';
import { LOCALE_KEY, currentUserAtom, pickLocale, showsFloatingSettingsButton, tokenAtom, type Locale } from '@drawdesk/shell';
import { Breadcrumb, Button, Modal, Nav } from '../runtime/semi.js';
import { api } from '../runtime/services.js';
import { settingsAtom } from '../runtime/settings.js';
import styles from './default-layout.module.css';
import { LiveNotifications } from './live-notifications.js';
import { SettingsDrawer } from './settings-drawer.js';

/** Menu (from the registry, for the caller's role), navbar and breadcrumb around every page behind login. */
export function DefaultLayout({ remotes }: { remotes: readonly RemoteEntry[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const locale = pickLocale(i18n.language);
  // Switching the language reloads the page, so it asks first.
  const [pendingLocale, setPendingLocale] = useState<Locale | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!user) return null;

  const menu = buildMenu([...HOST_MENU, ...remotes], user.role);
  const area = menu.find((item) => item.children.some((page) => page.path === location.pathname));
  const page = area?.children.find((p) => p.path === location.pathname);

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
    <div className={styles.layout}>
      <SettingsDrawer visible={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {showsFloatingSettingsButton(settings) && (
        <Button className={styles.floatingSettings} theme="solid" onClick={() => setSettingsOpen(true)}>
          {t('navbar.settings')}
        </Button>
      )}
      {settings.navbar && (
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
        <Button theme="borderless" onClick={() => setSettingsOpen(true)}>
          {t('navbar.settings')}
        </Button>
        <span>{user.nickName}</span>
        <Button theme="borderless" onClick={logout}>
          {t('navbar.logout')}
        </Button>
      </header>
      )}
      <Modal visible={pendingLocale !== null} title={t('navbar.language.confirm')} onOk={confirmLanguage} onCancel={() => setPendingLocale(null)} />
      <div className={styles.body}>
        {settings.menu && (
        <Nav
          className={styles.menu}
          style={{ width: settings.menuWidth }}
          selectedKeys={[location.pathname]}
          defaultOpenKeys={menu.map((item) => item.path)}
          onSelect={({ itemKey }) => navigate(String(itemKey))}
          items={menu.map((item) => ({
            itemKey: item.path,
            text: item.meta.titles[locale],
            items: item.children.filter((p) => !p.meta.hideInMenu).map((p) => ({ itemKey: p.path, text: p.meta.titles[locale] })),
          }))}
        />
        )}
        <main className={styles.content}>
          {area && page && (
            <Breadcrumb className={styles.breadcrumb}>
              <Breadcrumb.Item>{area.meta.titles[locale]}</Breadcrumb.Item>
              <Breadcrumb.Item>{page.meta.titles[locale]}</Breadcrumb.Item>
            </Breadcrumb>
          )}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
