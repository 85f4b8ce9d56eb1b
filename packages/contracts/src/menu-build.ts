import type { Role as RoleName } from './roles.js';
import type { RemoteEntry } from './registry.js';
import type { MenuItem } from './menu.js';

// Plain data and functions, no schemas: the console imports these without loading TypeBox.

/** The host's own pages, described like a remote so one function builds every menu. */
export const HOST_MENU: RemoteEntry[] = [
  {
    name: 'dashboard',
    manifestUrl: '',
    version: 'host',
    basePath: '/dashboard',
    roles: [],
    order: 0,
    icon: 'IconHome',
    title: { 'zh-CN': '仪表盘', 'en-US': 'Dashboard' },
    routes: [{ path: '/dashboard/workplace', title: { 'zh-CN': '工作台', 'en-US': 'Workplace' } }],
  },
  {
    name: 'user',
    manifestUrl: '',
    version: 'host',
    basePath: '/user',
    roles: [],
    order: 7,
    icon: 'IconUser',
    title: { 'zh-CN': '个人中心', 'en-US': 'User Center' },
    routes: [
      { path: '/user/info', title: { 'zh-CN': '用户信息', 'en-US': 'User Info' } },
      { path: '/user/setting', title: { 'zh-CN': '用户设置', 'en-US': 'User Settings' } },
      { path: '/user/messages', title: { 'zh-CN': '消息中心', 'en-US': 'Messages' }, hideInMenu: true },
    ],
  },
];

/** An entry or route with no roles is open to every logged-in role. */
export const allows = (roles: readonly RoleName[], role: RoleName): boolean =>
  roles.length === 0 || roles.includes(role);

/**
 * The menu a role may see: entries and routes it is not allowed are left out
 * entirely, so the console never learns of a remote it may not load.
 */
export function buildMenu(entries: readonly RemoteEntry[], role: RoleName): MenuItem[] {
  return [...entries]
    .filter((entry) => allows(entry.roles, role))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map((entry) => ({
      path: entry.basePath,
      name: entry.name,
      meta: {
        locale: `menu.${entry.name}`,
        titles: entry.title,
        requiresAuth: true,
        icon: entry.icon,
        order: entry.order,
        roles: [...entry.roles],
        hideInMenu: false,
        ignoreCache: false,
      },
      children: entry.routes
        .filter((route) => allows(route.roles ?? entry.roles, role))
        .map((route, index) => ({
          path: route.path,
          name: `${entry.name}.${route.path.slice(entry.basePath.length + 1) || 'index'}`,
          meta: {
            locale: `menu.${entry.name}.${route.path.slice(entry.basePath.length + 1).replaceAll('/', '.') || 'index'}`,
            titles: route.title,
            requiresAuth: true,
            order: index,
            roles: [...(route.roles ?? entry.roles)],
            hideInMenu: route.hideInMenu ?? false,
            ignoreCache: route.ignoreCache ?? false,
          },
          children: [],
        })),
    }))
    .filter((item) => item.children.length > 0);
}
