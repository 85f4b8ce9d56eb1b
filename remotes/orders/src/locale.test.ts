import { expect, it } from 'vitest';
import { missingKeys } from '@drawdesk/shell/testing';
import { entryResources } from './entry-locale.js';
import { resources } from './locale.js';

it.each([
  ['the remote', resources],
  ['order entry', entryResources],
])('translations of %s: both languages have every key, none empty', (_, words) => {
  expect(missingKeys(words)).toEqual({ 'zh-CN': [], 'en-US': [] });
});

it("order entry's words are its own keys, never one of the remote", () => {
  expect(Object.keys(entryResources['zh-CN']).filter((key) => key in resources['zh-CN'])).toEqual([]);
});
