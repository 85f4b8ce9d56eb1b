import { pickLocale } from '@drawdesk/shell';
import { zhCN } from './zh-CN.js';

/**
 * The host's strings in the language shown. zh-CN, the console's first language, comes with the first
 * download; en-US is fetched only when it is the language chosen (choosing reloads the page), so the
 * login route does not carry both.
 */
export async function hostWords(language: string): Promise<Record<string, string>> {
  return pickLocale(language) === 'en-US' ? (await import('./en-US.js')).enUS : zhCN;
}
