import { useEffect, useRef, type ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { userInfo, type CurrentUser, type Role } from '@drawdesk/contracts';
import { currentUserAtom, tokenAtom } from '@drawdesk/shell/host';
import { guard, loginRedirect } from './model/guard.js';
import { type RouteRule } from './model/routes.js';
import { menuPaths, serverMenuAtom } from './runtime/server-menu.js';
import { api } from './runtime/services.js';
import { forgetSession } from './runtime/session-reset.js';
import { settingsAtom } from './runtime/settings.js';

/**
 * Applies the shell's guard to every navigation: load the user, redirect, or render. `onAllow` hears of each
 * page the guard lets open: as the user arrives (before the layout renders) and as it renders, so the page's own
 * code starts loading ahead of, or beside, the layout's.
 */
export function Guard({ routes, onAllow, children }: { routes: readonly RouteRule[]; onAllow: (path: string) => void; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useAtom(tokenAtom);
  const [user, setUser] = useAtom(currentUserAtom);
  const settings = useAtomValue(settingsAtom);
  const serverMenu = useAtomValue(serverMenuAtom);
  // With "menu from server" on, its pages are a whitelist (once it has loaded).
  const whitelist = settings.menuFromServer && serverMenu ? menuPaths(serverMenu) : null;
  const input = { path: location.pathname, search: location.search, token, routes, serverMenu: whitelist };
  const decision = guard({ ...input, role: user?.role });
  // When the user arrives: if the page is allowed to its role, the page's own code is asked for at once, before
  // the layout's (which the user's arrival renders) rather than queued behind it. Read through a ref: the
  // user's load must not start again when these inputs change.
  const announce = useRef((_role: Role) => {});
  announce.current = (role) => {
    if (guard({ ...input, role }).kind === 'allow') onAllow(location.pathname);
  };

  useEffect(() => {
    if (!token) forgetSession();
  }, [token]);

  useEffect(() => {
    if (decision.kind !== 'load-user') return;
    const arrived = (loaded: CurrentUser) => {
      announce.current(loaded.role);
      setUser(loaded);
    };
    api.call(userInfo, undefined, { sessionCheck: true }).then(arrived, () => {
      // A token that no longer works: log out and come back here after logging in again.
      setToken(null);
      navigate(loginRedirect(location.pathname, location.search), { replace: true });
    });
  }, [decision.kind, location.pathname, location.search, navigate, setToken, setUser]);

  useEffect(() => {
    if (decision.kind === 'allow') onAllow(location.pathname);
  }, [decision.kind, location.pathname, onAllow]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-user') return null;
  return <>{children}</>;
}


