import { describe, expect, it } from 'vitest';
import { SHELL_RESOURCES, addResources, createI18n, missingKeys, pickLocale, wordFileProblems } from './i18n.js';

describe('i18n', () => {
  it('the two languages have the same keys, none empty', () => {
    expect(missingKeys(SHELL_RESOURCES)).toEqual({ 'zh-CN': [], 'en-US': [] });
    for (const strings of Object.values(SHELL_RESOURCES)) {
      expect(Object.entries(strings).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('missingKeys finds a key either side lacks', () => {
    expect(missingKeys({ 'zh-CN': { a: '甲', b: '乙' }, 'en-US': { a: 'A', c: 'C' } })).toEqual({ 'zh-CN': ['c'], 'en-US': ['b'] });
  });

  it("wordFileProblems finds a key a language lacks or leaves empty, and a key in two of a remote's files", () => {
    const remote = { 'zh-CN': { 'a.list': '列表', 'a.desk': '台' }, 'en-US': { 'a.list': 'List', 'a.desk': 'Desk' } };
    expect(wordFileProblems({ remote, desk: { 'zh-CN': { 'a.title': '风控' }, 'en-US': { 'a.title': 'Risk' } } })).toEqual([]);
    expect(wordFileProblems({ remote, desk: { 'zh-CN': { 'a.title': '风控', 'a.desk': '台' }, 'en-US': { 'a.title': ' ', 'a.desk': 'Desk' } } })).toEqual([
      'desk: a.title has no en-US text',
      'desk: a.desk is in remote too',
    ]);
  });

  it.each([
    [null, 'zh-CN'],
    ['en-US', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['fr-FR', 'zh-CN'],
  ])('saved %s -> %s', (saved, locale) => expect(pickLocale(saved)).toBe(locale));

  it('speaks zh-CN by default and en-US when saved', () => {
    expect(createI18n(null).t('list.export')).toBe('导出');
    expect(createI18n('en-US').t('rule.required')).toBe('Required');
  });

  it('falls back to en-US for a key zh-CN lacks, and takes resources from remotes', () => {
    const i18n = createI18n('zh-CN');
    addResources(i18n, { 'zh-CN': { 'users.title': '用户' }, 'en-US': { 'users.title': 'Users', 'users.only': 'Only in English' } });
    expect(i18n.t('users.title')).toBe('用户');
    expect(i18n.t('users.only')).toBe('Only in English');
  });
});
