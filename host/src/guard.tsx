import { useEffect, type ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { userInfo } from '@drawdesk/contracts';
import { currentUserAtom, tokenAtom } from '@drawdesk/shell/host';
import { guard, loginRedirect } from './model/guard.js';
import { type RouteRule } from './model/routes.js';
import { menuPaths, serverMenuAtom } from './runtime/server-menu.js';
import { api } from './runtime/services.js';
import { forgetSession } from './runtime/session-reset.js';
import { settingsAtom } from './runtime/settings.js';

/**
 * Applies the shell's guard to every navigation: load the user, redirect, or render. `onAllow` hears of each
 * page the guard lets open, as it renders (so the page's own code can start loading beside the layout's).
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
  const decision = guard({ path: location.pathname, search: location.search, token, role: user?.role, routes, serverMenu: whitelist });

  useEffect(() => {
    if (!token) forgetSession();
  }, [token]);

  useEffect(() => {
    if (decision.kind !== 'load-user') return;
    api.call(userInfo, undefined, { sessionCheck: true }).then(setUser, () => {
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


