import type { RemoteEntry, Role, Titles } from '@drawdesk/contracts';

/** One page of the console as the guard and the tab bar see it. */
export type RouteRule = { path: string; owner: string; title: Titles; roles: readonly Role[]; hideInMenu: boolean; ignoreCache: boolean };

/** Flattens the host's and the remotes' registry entries into pages, in menu order. */
export function routeRules(entries: readonly RemoteEntry[]): RouteRule[] {
  return [...entries]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.routes.map((route) => ({
        path: route.path,
        owner: entry.name,
        title: route.title,
        roles: route.roles ?? entry.roles,
        hideInMenu: route.hideInMenu ?? false,
        ignoreCache: route.ignoreCache ?? false,
      })),
    );
}
