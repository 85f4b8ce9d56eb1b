import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { type RouteRule } from '../model/routes.js';
import { openTab, tabFor, visit } from '../model/tabs.js';
import { recentAtom, tabsAtom } from '../runtime/tabs.js';

/** Every navigation to a registry page opens (or updates) its tab and records the visit. */
export function useTabTracking(routes: readonly RouteRule[]): void {
  const { pathname, search } = useLocation();
  const setTabs = useSetAtom(tabsAtom);
  const setRecent = useSetAtom(recentAtom);
  useEffect(() => {
    const rule = routes.find((r) => r.path === pathname);
    if (!rule) return;
    const tab = tabFor(rule, search);
    setTabs((tabs) => openTab(tabs, tab));
    setRecent((recent) => visit(recent, tab));
  }, [pathname, search, routes, setTabs, setRecent]);
}
