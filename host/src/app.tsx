import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HOST_MENU } from '@drawdesk/contracts';
import type { RouteRule } from '@drawdesk/shell';
import { Guard } from './guard.js';
import { LoginPage } from './pages/login.js';
import { RegisterPage } from './pages/register.js';
import { WorkplacePage } from './pages/workplace.js';
import { RemotePage } from './remote-page.js';
import { i18n, store } from './runtime/services.js';

/** Areas the host renders itself; every other registry route belongs to a remote. */
const HOST_AREAS = new Set(HOST_MENU.map((entry) => entry.name));

export function App({ routes }: { routes: readonly RouteRule[] }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Guard routes={routes}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/register" element={<RegisterPage />} />
              <Route path="/dashboard/workplace" element={<WorkplacePage />} />
              {routes
                .filter((rule) => !HOST_AREAS.has(rule.owner))
                .map((rule) => (
                  <Route key={rule.path} path={rule.path} element={<RemotePage owner={rule.owner} path={rule.path} />} />
                ))}
            </Routes>
          </Guard>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
