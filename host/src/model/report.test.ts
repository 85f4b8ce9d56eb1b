import { describe, expect, it } from 'vitest';
import { reportFailureOf, reportLocale, reportToken } from './report.js';

describe('the shared report', () => {
  it('reads its token from the address', () => {
    expect(reportToken('?token=abc.DEF_-1')).toBe('abc.DEF_-1');
    expect(reportToken('token=a%2Bb')).toBe('a+b');
    expect(reportToken('?token=')).toBeNull();
    expect(reportToken('?id=3')).toBeNull();
    expect(reportToken('')).toBeNull();
  });

  it.each<[string | null, string[], string]>([
    ['en-US', ['zh-CN'], 'en-US'],
    ['zh-CN', ['en-US'], 'zh-CN'],
    [null, ['en-GB', 'zh-CN'], 'en-US'],
    [null, ['fr-FR', 'zh-TW'], 'zh-CN'],
    [null, ['EN'], 'en-US'],
    [null, ['fr-FR', 'de'], 'zh-CN'],
    [null, [], 'zh-CN'],
    ['fr-FR', ['en-US'], 'en-US'],
  ])('saved %s, browser %j -> %s', (saved, browser, locale) => expect(reportLocale(saved, browser)).toBe(locale));

  it('says a link is gone when the server does not know it, and offers a retry otherwise', () => {
    expect(reportFailureOf(404)).toBe('gone');
    expect(reportFailureOf(400)).toBe('gone');
    for (const status of [0, 429, 500, 503]) expect(reportFailureOf(status)).toBe('failed');
  });
});
