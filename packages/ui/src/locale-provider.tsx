import './base.js';
import enUS from '@douyinfe/semi-ui/lib/es/locale/source/en_US';
import zhCN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';

export { default as LocaleProvider } from '@douyinfe/semi-ui/lib/es/locale/localeProvider';

/** Semi's own texts (pagination, modal buttons, empty states) in the console's two languages. */
export const SEMI_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
