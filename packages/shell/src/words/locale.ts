/**
 * The console's two languages, without any i18n runtime: the words functions (and the server, which
 * renders exports and messages with them) need the list and the choice, not i18next.
 */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A text in both languages; the compiler refuses one without the other. */
export type Names = Readonly<Record<Locale, string>>;

/** A text the server stored in both languages (a notice, a ledger note, a reason), in one: '' for none. */
export const textIn = (text: Names | null | undefined, locale: Locale): string => text?.[locale] ?? '';

/** The saved locale when it is one we speak, else zh-CN. */
export function pickLocale(saved: string | null | undefined): Locale {
  return LOCALES.includes(saved as Locale) ? (saved as Locale) : DEFAULT_LOCALE;
}
