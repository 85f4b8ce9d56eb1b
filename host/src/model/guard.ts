import type { Role } from '@drawdesk/contracts';
import { isAllowed } from '@drawdesk/shell';
import type { RouteRule } from './routes.js';

export const LOGIN = '/login';
export const WORKPLACE = '/dashboard/workplace';
export const NOT_FOUND = '/exception/404';
/** The only pages open without a token. */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/register', '/report'];
/** Pages that are the same for everyone, logged in or not: never a user to load, never a redirect. */
export const ANYONE_PATHS: readonly string[] = ['/report'];

export type GuardInput = {
  path: string;
  /** The query string of the navigation, with or without the leading `?`. */
  search: string;
  token: string | null;
  /** Undefined until `/user/info` has answered. */
  role: Role | undefined;
  routes: readonly RouteRule[];
  /** With "menu from server" on: the paths of the server's menu, a whitelist. */
  serverMenu: readonly string[] | null;
};

export type GuardDecision = { kind: 'allow' } | { kind: 'load-user' } | { kind: 'redirect'; to: string };

/** `/login?redirect=<path>&<the original query>`, so login can send the user back where they were going. */
export function loginRedirect(path: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('redirect');
  const params = new URLSearchParams({ redirect: path });
  for (const [key, value] of query) params.append(key, value);
  return `${LOGIN}?${params}`;
}

/** Where login goes on success: the redirect target with its query, only if it is a page of this console. */
export function afterLogin(search: string): string {
  const query = new URLSearchParams(search);
  const target = query.get('redirect');
  query.delete('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || PUBLIC_PATHS.includes(target)) return WORKPLACE;
  const rest = query.toString();
  return rest ? `${target}?${rest}` : target;
}

const mayOpen = (rule: RouteRule, role: Role, serverMenu: readonly string[] | null) =>
  isAllowed(rule.roles, role) && (serverMenu === null || serverMenu.includes(rule.path));

/**
 * The route guard as one pure decision:
 * - a shared report: shown as it is, whatever the session (an expired one must not send its reader to login);
 * - no token: only the public pages; anything else goes to login, remembering the target and query;
 * - a token but no role yet: load the user first (a failure there logs out and goes to login);
 * - a page the role may not open (or, with the server menu on, one the menu does not list):
 *   the first page it may open, else not-found.
 */
export function guard(input: GuardInput): GuardDecision {
  const { path, search, token, role, routes, serverMenu } = input;
  if (ANYONE_PATHS.includes(path)) return { kind: 'allow' };
  if (!token) {
    if (PUBLIC_PATHS.includes(path)) return { kind: 'allow' };
    return { kind: 'redirect', to: path === '/' ? LOGIN : loginRedirect(path, search) };
  }
  if (role === undefined) return { kind: 'load-user' };
  const first = routes.find((rule) => !rule.hideInMenu && mayOpen(rule, role, serverMenu));
  if (path === '/') return { kind: 'redirect', to: first?.path ?? NOT_FOUND };
  const rule = routes.find((r) => r.path === path);
  // Pages outside the registry (public pages, exception pages, redirect helper, unknown paths) are the router's to answer.
  if (!rule || mayOpen(rule, role, serverMenu)) return { kind: 'allow' };
  return { kind: 'redirect', to: first?.path ?? NOT_FOUND };
}
