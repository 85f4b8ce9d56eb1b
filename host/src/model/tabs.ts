import type { Titles } from '@drawdesk/contracts';
import { WORKPLACE } from './guard.js';
import type { RouteRule } from './routes.js';

/** A tab of the tab bar: a page with the query it was opened with. */
export type Tab = { name: string; title: Titles; fullPath: string; query: Record<string, string> };

export const WORKPLACE_TAB: Tab = {
  name: WORKPLACE,
  title: { 'zh-CN': '工作台', 'en-US': 'Workplace' },
  fullPath: WORKPLACE,
  query: {},
};

const REDIRECT_PREFIX = '/redirect/';

/** Opening a page adds its tab, or moves an open tab of that page to the new query. The redirect helper never gets one. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const list = tabs.length > 0 && tabs[0]!.name === WORKPLACE ? [...tabs] : [WORKPLACE_TAB, ...tabs];
  if (tab.name.startsWith(REDIRECT_PREFIX)) return list;
  const index = list.findIndex((t) => t.name === tab.name);
  if (index === -1) return [...list, tab];
  list[index] = tab;
  return list;
}

export type CloseAction = 'close' | 'left' | 'right' | 'others' | 'all';

/** The tab bar's context menu; the Workplace tab is fixed and never closes. */
export function closeTabs(tabs: readonly Tab[], name: string, action: CloseAction): Tab[] {
  const index = tabs.findIndex((t) => t.name === name);
  const keep = (t: Tab, i: number) => {
    if (t.name === WORKPLACE) return true;
    switch (action) {
      case 'close':
        return t.name !== name;
      case 'left':
        return i >= index;
      case 'right':
        return i <= index;
      case 'others':
        return t.name === name;
      case 'all':
        return false;
    }
  };
  return index === -1 ? [...tabs] : tabs.filter(keep);
}

/** After closing, show the tab that took the closed one's place, else the last one. */
export function nextActive(before: readonly Tab[], after: readonly Tab[], active: string): string {
  if (after.some((t) => t.name === active)) return active;
  const index = before.findIndex((t) => t.name === active);
  return (after[Math.min(index, after.length - 1)] ?? WORKPLACE_TAB).name;
}

/** Pages kept alive (mounted, hidden) while their tab is open: every open tab but ignoreCache routes. */
export function keptAlive(tabs: readonly Tab[], routes: readonly RouteRule[]): string[] {
  const ignore = new Set(routes.filter((r) => r.ignoreCache).map((r) => r.path));
  return tabs.map((t) => t.name).filter((name) => !ignore.has(name));
}

/** The tab a navigation to a registry page opens. */
export function tabFor(rule: RouteRule, search: string): Tab {
  const query = Object.fromEntries(new URLSearchParams(search));
  return { name: rule.path, title: rule.title, fullPath: `${rule.path}${search}`, query };
}

export const RECENT_LIMIT = 8;

/** "Recently visited" on the workplace: newest first, each page once, the last few only. */
export function visit(recent: readonly Tab[], tab: Tab): Tab[] {
  if (tab.name.startsWith(REDIRECT_PREFIX)) return [...recent];
  return [tab, ...recent.filter((t) => t.name !== tab.name)].slice(0, RECENT_LIMIT);
}
