import { describe, expect, it } from 'vitest';
import { SHELL_RESOURCES } from '@drawdesk/shell/host';
import { addResources, createI18n, missingKeys } from '@drawdesk/shell/testing';
import { HOST_RESOURCES } from './resources.js';

describe("the host's strings", () => {
  it('the two languages have the same keys, none empty', () => {
    expect(missingKeys(HOST_RESOURCES)).toEqual({ 'zh-CN': [], 'en-US': [] });
    for (const strings of Object.values(HOST_RESOURCES)) {
      expect(Object.entries(strings).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('no key is both the shell\'s and the host\'s (one place for each string)', () => {
    expect(Object.keys(HOST_RESOURCES['zh-CN']).filter((key) => key in SHELL_RESOURCES['zh-CN'])).toEqual([]);
  });

  it('speak zh-CN by default and en-US when saved, beside the shared strings', () => {
    const zh = createI18n(null);
    addResources(zh, HOST_RESOURCES);
    expect(zh.t('notify.analyse.title')).toBe('分析完成');
    expect(zh.t('list.search')).toBe('搜索');
    const en = createI18n('en-US');
    addResources(en, HOST_RESOURCES);
    expect(en.t('login.form.login.errMsg')).toBe('Login error, refresh and try again');
  });
});
