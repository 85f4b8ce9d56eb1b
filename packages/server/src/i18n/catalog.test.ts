import { describe, expect, it } from 'vitest';
import { enUS } from './en-US.js';
import { zhCN } from './zh-CN.js';
import { inBoth, line, money, render, say } from './say.js';
import { languageOf } from './language.js';
import { lotteryReason } from './lottery-refusal.js';
import { LOTTERY_ERROR_CODES } from '@drawdesk/lottery';

/** Latin words a Chinese message may hold: the API's own field names it tells a programmer about. */
const ALLOWED_LATIN = new Set(['NUL', 'drawId', 'customerId', 'agentId', 'strategyId', 'strategy']);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('the server catalog', () => {
  it('has the same keys in both languages, none empty', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    for (const [key, text] of [...Object.entries(zhCN), ...Object.entries(enUS)]) expect(text.trim(), key).not.toBe('');
  });

  it('says Chinese in Chinese: no English word outside the placeholders and the API field names', () => {
    for (const [key, text] of Object.entries(zhCN)) {
      const words = text.replace(/\{\{\w+\}\}/g, '').match(/[A-Za-z]{2,}/g) ?? [];
      expect(words.filter((w) => !ALLOWED_LATIN.has(w)), key).toEqual([]);
    }
  });

  it('both languages take the same parameters', () => {
    for (const [key, text] of Object.entries(zhCN)) {
      expect(new Set(placeholders(text)), key).toEqual(new Set(placeholders(enUS[key as keyof typeof enUS])));
    }
  });

  // A refusal's reason is the core's code in words: never its English sentence (which goes to the log).
  it('words every code of the domain core in both languages', () => {
    for (const code of LOTTERY_ERROR_CODES) {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const text = render(lotteryReason({ code }), locale);
        expect(text, `${code} ${locale}`).not.toMatch(/^reason\.|\{\{/);
        if (locale === 'zh-CN') expect(text.match(/[A-Za-z]{2,}/g), code).toBeNull();
      }
    }
  });
});

describe('render', () => {
  it('fills parameters: text, numbers, money in yuan, plays in words, both-language names and nested messages', () => {
    const refusal = say('limit.max-per-selection', {
      where: say('limit.line', { n: 1, line: line('TM', '7') }),
      limit: money(500_000),
      taken: money(0),
      asked: money(600_000),
    });
    expect(render(refusal, 'zh-CN')).toBe('第 1 行（特码 7）：该选号的累计金额将超过方案的单号限额（限额 ¥5,000.00，已有 ¥0.00，本次 ¥6,000.00）');
    expect(render(refusal, 'en-US')).toBe(
      'Line 1 (Special number 7): the book would hold more on this selection than the plan allows (limit ¥5,000.00, taken ¥0.00, asked ¥6,000.00)',
    );
    expect(inBoth(say('agent.stillHas', { left: { 'zh-CN': '2 个用户', 'en-US': '2 users' } }))).toEqual({
      'zh-CN': '该代理下还有2 个用户，请先移走或删除',
      'en-US': 'This agent still has 2 users; move or remove them first',
    });
  });

  it('leaves a placeholder nobody filled visible rather than guessing', () => {
    expect(render(say('rate.requests'), 'en-US')).toBe('Too many requests, retry in {{seconds}} s');
  });

  it.each([
    [undefined, 'zh-CN'],
    ['en-US,en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
  ])('answers %j in %s', (header, language) => expect(languageOf(header)).toBe(language));
});
