import type { ReactNode } from 'react';
import LocaleProvider from '@douyinfe/semi-ui/lib/es/locale/localeProvider';
import enUS from '@douyinfe/semi-ui/lib/es/locale/source/en_US';

/** Semi's texts in English, loaded by locale-provider.tsx when the console is shown in English. */
export default function SemiEnglish({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={enUS}>{children}</LocaleProvider>;
}
