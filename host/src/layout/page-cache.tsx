import { Suspense, useRef, type ReactElement } from 'react';
import { useAtomValue } from 'jotai';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import { type RouteRule } from '../model/routes.js';
import { keptAlive } from '../model/tabs.js';
import { reloadsAtom, tabsAtom } from '../runtime/tabs.js';
import { ProgressBar } from './progress-bar.js';

type Kept = { element: ReactElement; location: Location };

/** The location a page was rendered with, on its element: a test that navigates in the page waits for it instead of reloading. */
const where = (location: Location) => `${location.pathname}${location.search}`;

/**
 * The layout's outlet with keep-alive: the page of every open tab stays mounted (hidden) so it keeps
 * its state (filters, scroll, typed text) when you come back, except routes flagged ignoreCache.
 * A hidden page keeps seeing the location it had, so its query does not change under it.
 */
export function PageCache({ routes }: { routes: readonly RouteRule[] }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const tabs = useAtomValue(tabsAtom);
  const reloads = useAtomValue(reloadsAtom);
  const cache = useRef(new Map<string, Kept>());

  const active = location.pathname;
  const kept = new Set(keptAlive(tabs, routes));
  // The page being opened has no tab yet on its first render: keep it from the start so it is not mounted twice.
  if (routes.some((rule) => rule.path === active && !rule.ignoreCache)) kept.add(active);
  for (const name of cache.current.keys()) if (!kept.has(name)) cache.current.delete(name);
  if (outlet && kept.has(active)) cache.current.set(active, { element: outlet, location });

  return (
    <>
      {[...cache.current].map(([name, page]) => (
        <div key={`${name}#${reloads[name] ?? 0}`} hidden={name !== active} data-page={name} data-location={where(page.location)}>
          <UNSAFE_LocationContext.Provider value={{ location: page.location, navigationType }}>
            {/* Each page waits for its own code: the layout and the other pages stay. */}
            <Suspense fallback={<ProgressBar />}>{page.element}</Suspense>
          </UNSAFE_LocationContext.Provider>
        </div>
      ))}
      {!kept.has(active) && (
        <div data-page={active} data-location={where(location)}>
          <Suspense fallback={<ProgressBar />}>{outlet}</Suspense>
        </div>
      )}
    </>
  );
}
