import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HOST_MENU, type RemoteEntry } from '@drawdesk/contracts';
import { routeRules } from '@drawdesk/shell';
import { Guard } from './guard.js';
import { DefaultLayout } from './layout/default-layout.js';
import { LoginPage } from './pages/login.js';
import { RegisterPage } from './pages/register.js';
import { WorkplacePage } from './pages/workplace.js';
import { RemotePage } from './remote-page.js';
import { i18n, store } from './runtime/services.js';

/** Areas the host renders itself; every other registry route belongs to a remote. */
const HOST_AREAS = new Set(HOST_MENU.map((entry) => entry.name));

export function App({ remotes }: { remotes: readonly RemoteEntry[] }) {
  const routes = routeRules([...HOST_MENU, ...remotes]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Guard routes={routes}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/register" element={<RegisterPage />} />
              <Route element={<DefaultLayout remotes={remotes} />}>
                <Route path="/dashboard/workplace" element={<WorkplacePage />} />
                {routes
                  .filter((rule) => !HOST_AREAS.has(rule.owner))
                  .map((rule) => (
                    <Route key={rule.path} path={rule.path} element={<RemotePage owner={rule.owner} path={rule.path} />} />
                  ))}
              </Route>
            </Routes>
          </Guard>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
