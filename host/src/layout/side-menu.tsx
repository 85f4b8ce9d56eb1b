import { memo, useMemo } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuItem } from '@drawdesk/contracts';
import { pickLocale } from '@drawdesk/shell';
import { normaliseSettings } from '../model/settings.js';
import { MENU_ICONS } from '@drawdesk/ui/menu-icons';
import { Nav } from '@drawdesk/ui/nav';
import { settingsAtom } from '../runtime/settings.js';
import styles from './default-layout.module.css';

/**
 * The menu, at the side (collapsible, its width from the settings) or on top. Drawn again only when its menu,
 * the address, the language or the settings change (memo), and its groups open without Semi's height animation
 * (`subNavMotion`): with it, every group measured itself and drew its pages again on each of the layout's
 * updates while a page loaded, a third of the console's rendering work at start.
 */
export const SideMenu = memo(function SideMenu({ menu, top }: { menu: readonly MenuItem[]; top: boolean }) {
  const { i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [settings, setSettings] = useAtom(settingsAtom);
  const collapsed = !top && settings.menuCollapse;
  const items = useMemo(
    () =>
      menu.map((item) => {
        const Icon = item.meta.icon ? MENU_ICONS[item.meta.icon] : undefined;
        return {
          itemKey: item.path,
          text: item.meta.titles[locale],
          icon: Icon ? <Icon /> : undefined,
          items: item.children.filter((page) => !page.meta.hideInMenu).map((page) => ({ itemKey: page.path, text: page.meta.titles[locale] })),
        };
      }),
    [menu, locale],
  );
  return (
    <Nav
      className={top ? styles.topMenu : styles.menu}
      mode={top ? 'horizontal' : 'vertical'}
      subNavMotion={false}
      style={top || collapsed ? undefined : { width: settings.menuWidth }}
      isCollapsed={collapsed}
      onCollapseChange={(menuCollapse) => setSettings(normaliseSettings({ ...settings, menuCollapse }))}
      footer={top ? undefined : { collapseButton: true }}
      selectedKeys={[pathname]}
      defaultOpenKeys={top ? [] : menu.map((item) => item.path)}
      onSelect={({ itemKey }) => navigate(String(itemKey))}
      items={items}
    />
  );
});
