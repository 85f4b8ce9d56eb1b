import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { reloadsAtom } from '../runtime/tabs.js';

const PREFIX = '/redirect';

/** `/redirect/<path>?<query>` reloads a page: its kept-alive copy is dropped, then the page opens afresh. */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setReloads = useSetAtom(reloadsAtom);
  useEffect(() => {
    const target = pathname.slice(PREFIX.length) || '/';
    setReloads((reloads) => ({ ...reloads, [target]: (reloads[target] ?? 0) + 1 }));
    navigate(`${target}${search}`, { replace: true });
  }, [pathname, search, navigate, setReloads]);
  return null;
}
