import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-US.js';
import { zhCN } from './zh-CN.js';
import { LOCALES, pickLocale, type Locale } from '../words/locale.js';

export { LOCALES, DEFAULT_LOCALE, pickLocale, type Locale } from '../words/locale.js';
export const LOCALE_KEY = 'locale';

export type Resources = Record<Locale, Record<string, string>>;

/**
 * The console's one i18n instance: zh-CN first, en-US as the fallback for a key a
 * remote forgot. Remotes add their resources with `addResources`.
 */
export function createI18n(saved: string | null): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: pickLocale(saved),
    fallbackLng: 'en-US',
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function addResources(instance: i18n, resources: Resources): void {
  for (const locale of LOCALES) instance.addResourceBundle(locale, 'translation', resources[locale], true, false);
}

/** Keys present in one language and missing (or empty) in the other: both lists must be empty. */
export function missingKeys(resources: Resources): Record<Locale, string[]> {
  const all = new Set(LOCALES.flatMap((l) => Object.keys(resources[l])));
  // An empty text is as missing as an absent key: the reader would see nothing.
  const missing = (locale: Locale) => [...all].filter((k) => !String(resources[locale][k] ?? '').trim());
  return { 'zh-CN': missing('zh-CN'), 'en-US': missing('en-US') };
}

/**
 * What is wrong with a remote's word files, by name (its `./routes` resources and the words its pages add with
 * `usePageWords`): a key a language lacks or leaves empty, a key in two files (the later file would not replace
 * it, so one of the two texts is never read). Empty when all is well.
 */
export function wordFileProblems(files: Record<string, Resources>): string[] {
  const problems: string[] = [];
  const fileOf = new Map<string, string>();
  for (const [file, words] of Object.entries(files)) {
    const missing = missingKeys(words);
    for (const locale of LOCALES) problems.push(...missing[locale].map((key) => `${file}: ${key} has no ${locale} text`));
    for (const key of Object.keys(words['zh-CN'])) {
      const first = fileOf.get(key);
      if (first === undefined) fileOf.set(key, file);
      else problems.push(`${file}: ${key} is in ${first} too`);
    }
  }
  return problems;
}

export const SHELL_RESOURCES: Resources = { 'zh-CN': zhCN, 'en-US': enUS };
