import { LOCALES, pickLocale, type Locale } from '@drawdesk/shell';

/** The token of a shared link's address (`/report?token=…`), or null without one. */
export function reportToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/**
 * The report's language: the one saved in this browser by the console, else the first of the browser's
 * languages we speak (by its language part: `en-GB` reads en-US, `zh-TW` zh-CN), else zh-CN.
 */
export function reportLocale(saved: string | null, browser: readonly string[]): Locale {
  if (saved && LOCALES.includes(saved as Locale)) return saved as Locale;
  for (const language of browser) {
    const found = LOCALES.find((locale) => locale.split('-')[0] === language.split('-')[0]!.toLowerCase());
    if (found) return found;
  }
  return pickLocale(null);
}

/**
 * Why a report cannot be shown. `gone`: the server does not know the link (a bad, expired or revoked token all
 * answer 404, and a malformed one 400), and retrying will not help; `failed`: anything else, worth a retry.
 */
export type ReportFailure = 'gone' | 'failed';
export const reportFailureOf = (status: number): ReportFailure => (status === 404 || status === 400 ? 'gone' : 'failed');
