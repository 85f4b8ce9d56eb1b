// The console's `react-i18next`: the three names the console uses, from the package's own files (its
// `dist/es`, reached through the alias `react-i18next-files`, rspack.js). Module federation shares a module
// whole, so sharing the package sends Trans, IcuTrans, the SSR helpers and the HOCs (~9 kB brotli) to every
// page. Like react-router-dom.js, `shared['react-i18next'].import` (index.js) provides it in place of the
// package; react-i18next.test.js checks it exports every name the workspace imports from react-i18next.
export { I18nextProvider } from 'react-i18next-files/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-files/initReactI18next.js';
export { useTranslation } from 'react-i18next-files/useTranslation.js';
