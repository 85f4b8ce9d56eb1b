import { describe, expect, it } from 'vitest';
import { DETAIL_CODES } from '@drawdesk/lottery';
import { addResources, createI18n } from '@drawdesk/shell/testing';
import { entryResources } from './entry-locale.js';
import { specificsOf } from './specifics.js';

const speaking = (locale: 'zh-CN' | 'en-US') => {
  const i18n = createI18n(locale);
  addResources(i18n, entryResources);
  return (key: string, options: Record<string, string>) => i18n.t(key, options);
};

/** Every parameter a detail may carry, so each code's words come out whole. */
const PARAMS = { count: 3, max: 100, min: 2, size: 3, pick: 2, written: 4, counted: 3, stake: 3_000, stated: 5_000, read: 4_000, play: 'TM', selection: '7', unit: '块', word: '特马', separator: '.', from: '1', to: '5', number: '20', head: 3, heads: '0头 3头' };

describe('a diagnostic\'s specifics', () => {
  it('every code the reader uses has words in both languages', () => {
    for (const code of DETAIL_CODES) {
      expect(entryResources['zh-CN'][`orders.specifics.${code}`], code).toBeTruthy();
      expect(entryResources['en-US'][`orders.specifics.${code}`], code).toBeTruthy();
    }
  });

  it('in zh-CN: Chinese, no English word, no code, no placeholder left', () => {
    const t = speaking('zh-CN');
    for (const code of DETAIL_CODES) {
      const text = specificsOf({ code, params: PARAMS }, t, 'zh-CN');
      expect(text, code).not.toBe('');
      // 各组N is how a customer writes it: the one Latin letter allowed.
      expect(text.replace('各组N', '').match(/[A-Za-z]/g), `${code}: ${text}`).toBeNull();
      expect(text, code).not.toContain('{{');
    }
  });

  it('words money in yuan and a play line in the operator\'s words', () => {
    expect(specificsOf({ code: 'ADDED_UP', params: { play: 'TM', selection: '7', stake: 3_000 } }, speaking('zh-CN'), 'zh-CN')).toBe('特码 7 合计 ¥30.00');
    expect(specificsOf({ code: 'STATED_READ', params: { stated: 5_000, read: 4_000 } }, speaking('en-US'), 'en-US')).toBe('Stated ¥50.00, read ¥40.00');
  });

  it('says nothing for no detail or a code this console does not know (never the code itself)', () => {
    expect(specificsOf(undefined, speaking('zh-CN'), 'zh-CN')).toBe('');
    expect(specificsOf({ code: 'SOMETHING_NEW' }, speaking('zh-CN'), 'zh-CN')).toBe('');
  });
});
