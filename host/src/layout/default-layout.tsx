import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { HOST_MENU, buildMenu, type RemoteEntry } from '@drawdesk/contracts';
import { currentUserAtom, pickLocale, showsFloatingSettingsButton, type RouteRule } from '@drawdesk/shell';
import { Breadcrumb } from '@drawdesk/ui/breadcrumb';
import { Button } from '@drawdesk/ui/button';
import { LocaleProvider, SEMI_LOCALES } from '@drawdesk/ui/locale-provider';
import { Nav } from '@drawdesk/ui/nav';
import { settingsAtom } from '../runtime/settings.js';
import styles from './default-layout.module.css';
import { Navbar } from './navbar.js';
import { SettingsDrawer } from './settings-drawer.js';
import { useTabTracking } from './use-tab-tracking.js';

/** Menu (from the registry, for the caller's role), navbar and breadcrumb around every page behind login. */
export default function DefaultLayout({ remotes, routes }: { remotes: readonly RemoteEntry[]; routes: readonly RouteRule[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const settings = useAtomValue(settingsAtom);
  const locale = pickLocale(i18n.language);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useTabTracking(routes);
  if (!user) return null;

  const menu = buildMenu([...HOST_MENU, ...remotes], user.role);
  const area = menu.find((item) => item.children.some((page) => page.path === location.pathname));
  const page = area?.children.find((p) => p.path === location.pathname);

  // Semi's own texts follow the language; the login route does without (its bundle budget).
  return (
    <LocaleProvider locale={SEMI_LOCALES[locale]}>
      <div className={styles.layout}>
        <SettingsDrawer visible={settingsOpen} onClose={() => setSettingsOpen(false)} />
        {showsFloatingSettingsButton(settings) && (
          <Button className={styles.floatingSettings} theme="solid" onClick={() => setSettingsOpen(true)}>
            {t('navbar.settings')}
          </Button>
        )}
        {settings.navbar && <Navbar openSettings={() => setSettingsOpen(true)} />}
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
    </LocaleProvider>
  );
}
