import { lazy, Suspense } from 'react';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HOST_MENU, type RemoteEntry } from '@drawdesk/contracts';
import { routeRules } from './model/routes.js';
import { Guard } from './guard.js';
import { ProgressBar } from './layout/progress-bar.js';
import { HOST_PAGES } from './pages/host-pages.js';
import { i18n, store } from './runtime/services.js';

// Every page loads when first needed. The login page (with its checkbox) starts at once on /login, while the
// registry is fetched (bootstrap.tsx), so it costs that route no extra wait and the pages behind login nothing.
const loadLogin = () => import('./pages/login.js').then((m) => ({ default: m.LoginPage }));
if (location.pathname === '/login') void loadLogin();
const LoginPage = lazy(loadLogin);
const DefaultLayout = lazy(() => import('./layout/default-layout.js'));
const RegisterPage = lazy(() => import('./pages/register.js'));
const RedirectPage = lazy(() => import('./pages/redirect.js'));
const ExceptionPage = lazy(() => import('./pages/exception.js'));
const HelpPage = lazy(() => import('./pages/help.js'));
// The remote loader (federation registration, the shell-version check) comes with the first remote page.
const RemotePage = lazy(() => import('./remote-page.js'));
// A shared statement: read by people who never log in, so it is no weight on the login route either.
const ReportPage = lazy(() => import('./pages/report/report-page.js'));

/** Areas the host renders itself; every other registry route belongs to a remote. */
const HOST_AREAS = new Set(HOST_MENU.map((entry) => entry.name));

export function App({ remotes }: { remotes: readonly RemoteEntry[] }) {
  const routes = routeRules([...HOST_MENU, ...remotes]);
  // A remote's page starts loading once the guard allows it, beside the layout's code rather than after it
  // (only allowed pages: a remote is never fetched for a route its user may not open).
  const preload = (path: string) => {
    const owner = routes.find((rule) => rule.path === path)?.owner;
    if (owner === undefined || HOST_AREAS.has(owner)) return;
    import('./remote-page.js')
      .then(({ preloadRemote }) => preloadRemote(owner))
      .catch(() => undefined); // the page itself loads again and shows the failure with Retry
  };
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Guard routes={routes} onAllow={preload}>
            <Suspense fallback={<ProgressBar />}>
              <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route path="/register" element={<RegisterPage />} />
                <Route path="/report" element={<ReportPage />} />
                <Route element={<DefaultLayout remotes={remotes} routes={routes} />}>
                  <Route path="/redirect/*" element={<RedirectPage />} />
                  {routes.map((rule) => {
                    if (!HOST_AREAS.has(rule.owner)) {
                      return <Route key={rule.path} path={rule.path} element={<RemotePage owner={rule.owner} path={rule.path} />} />;
                    }
                    const HostPage = HOST_PAGES[rule.path];
                    return HostPage && <Route key={rule.path} path={rule.path} element={<HostPage />} />;
                  })}
                  <Route path="/exception/403" element={<ExceptionPage code="403" />} />
                  <Route path="/exception/404" element={<ExceptionPage code="404" />} />
                  <Route path="/exception/500" element={<ExceptionPage code="500" />} />
                  <Route path="/help/:topic" element={<HelpPage />} />
                  {/* Logged-out visitors never get here: the guard sends them to login. */}
                  <Route path="*" element={<ExceptionPage code="404" />} />
                </Route>
              </Routes>
            </Suspense>
          </Guard>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
