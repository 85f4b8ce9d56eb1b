import './base.js';
import { lazy, Suspense, type ReactNode } from 'react';
import LocaleProvider from '@douyinfe/semi-ui/lib/es/locale/localeProvider';
import zhCN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';

export { LocaleProvider };

// Semi's English texts load only for English: zh-CN is Semi's own default, in every page's Semi code anyway.
const English = lazy(() => import('./semi-en-us.js'));

/** Semi's own texts (pagination, modal buttons, empty states, date panels) in the console's language. */
export function SemiLocale({ language, children }: { language: string; children: ReactNode }) {
  return language === 'en-US' ? (
    <Suspense fallback={null}>
      <English>{children}</English>
    </Suspense>
  ) : (
    <LocaleProvider locale={zhCN}>{children}</LocaleProvider>
  );
}
