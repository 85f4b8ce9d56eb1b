import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RouteRule } from '@drawdesk/shell';
import { Guard } from './guard.js';
import { LoginPage } from './pages/login.js';
import { RegisterPage } from './pages/register.js';
import { WorkplacePage } from './pages/workplace.js';
import { i18n, store } from './runtime/services.js';

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
            </Routes>
          </Guard>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
