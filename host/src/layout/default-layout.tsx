import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HOST_MENU, buildMenu, type RemoteEntry } from '@drawdesk/contracts';
import { pickLocale } from '@drawdesk/shell';
import { currentUserAtom } from '@drawdesk/shell/host';
import { type RouteRule } from '../model/routes.js';
import { showsFloatingSettingsButton } from '../model/settings.js';
import { Button } from '@drawdesk/ui/button';
import { SemiLocale } from '@drawdesk/ui/locale-provider';
import { loadServerMenu, serverMenuAtom } from '../runtime/server-menu.js';
import { settingsAtom } from '../runtime/settings.js';
import styles from './default-layout.module.css';
import { LanguageSwitchProvider } from './language-switch.js';
import { LiveNotifications } from './live-notifications.js';
import { Navbar } from './navbar.js';
import { PageCache } from './page-cache.js';
import { SideMenu } from './side-menu.js';
import { TabBar } from './tab-bar.js';
import { useTabTracking } from './use-tab-tracking.js';

// The drawer's code (side sheet, select, switches, input number) loads when it is first opened, not with every page.
const SettingsDrawer = lazy(() => import('./settings-drawer.js'));

/** Navbar, menu (registry or server), breadcrumb, tab bar and footer around every page behind login. */
export default function DefaultLayout({ remotes, routes }: { remotes: readonly RemoteEntry[]; routes: readonly RouteRule[] }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const settings = useAtomValue(settingsAtom);
  const serverMenu = useAtomValue(serverMenuAtom);
  const locale = pickLocale(i18n.language);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from its first opening on, so that closing it keeps its closing animation.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };
  useTabTracking(routes);
  // Every navigation starts at the top of the page (braces: Chromium's scrollTo now returns a promise, not a clean-up).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // With "menu from server" saved on, the server's menu is loaded again after a reload (a failure keeps the registry's).
  useEffect(() => {
    if (settings.menuFromServer && !serverMenu) loadServerMenu({ silent: true }).catch(() => undefined);
  }, [settings.menuFromServer, serverMenu]);
  // The same menu object until what it is made of changes, so the menu is not drawn again with every update of the layout.
  const role = user?.role;
  const menu = useMemo(
    () => (settings.menuFromServer && serverMenu ? serverMenu : role ? buildMenu([...HOST_MENU, ...remotes], role) : []),
    [settings.menuFromServer, serverMenu, remotes, role],
  );
  if (!user) return null;

  const area = menu.find((item) => item.children.some((page) => page.path === pathname));
  const page = area?.children.find((p) => p.path === pathname);

  // Semi's own texts follow the language; the login route does without (its bundle budget).
  return (
    <SemiLocale language={locale}>
      <LanguageSwitchProvider>
        {/* The sticky parts below the navbar need its height (none when it is hidden; a top menu adds its row). */}
        <div
          className={styles.layout}
          style={{ '--navbar-height': settings.navbar ? '56px' : '0px', '--sticky-top': `calc(var(--navbar-height) + ${settings.menu && settings.topMenu ? 60 : 0}px)` } as CSSProperties}
        >
          {/* The live stream belongs to the session, not the navbar: hiding the navbar keeps it open. */}
          <LiveNotifications />
          {settingsUsed && (
            <Suspense fallback={null}>
              <SettingsDrawer visible={settingsOpen} onClose={() => setSettingsOpen(false)} />
            </Suspense>
          )}
          {showsFloatingSettingsButton(settings) && (
            <Button className={styles.floatingSettings} theme="solid" onClick={openSettings}>
              {t('navbar.settings')}
            </Button>
          )}
          {settings.navbar && <Navbar openSettings={openSettings} />}
          {settings.menu && settings.topMenu && <SideMenu menu={menu} top />}
          <div className={styles.body}>
            {settings.menu && !settings.topMenu && <SideMenu menu={menu} top={false} />}
            <main className={styles.content}>
              {settings.tabBar && <TabBar />}
              {area && page && (
                // Two plain crumbs, not Semi's Breadcrumb (~4 kB brotli on every page behind login for two words);
                // named as Semi named its landmark.
                <nav className={styles.breadcrumb} aria-label="Breadcrumb">
                  <span>{area.meta.titles[locale]}</span>
                  <span className={styles.crumbSeparator}>/</span>
                  <span aria-current="page">{page.meta.titles[locale]}</span>
                </nav>
              )}
              <PageCache routes={routes} />
              {settings.footer && <footer className={styles.footer}>{t('footer.copyright', { year: new Date().getFullYear() })}</footer>}
            </main>
          </div>
        </div>
      </LanguageSwitchProvider>
    </SemiLocale>
  );
}
