import { expect, it } from 'vitest';
import { missingKeys } from '@drawdesk/shell/testing';
import { gamesResources } from './games-locale.js';
import { resources } from './locale.js';
import { settleResources } from './settle-locale.js';

it.each([
  ['the remote', resources],
  ['the games page', gamesResources],
  ["a draw's settlements", settleResources],
])('translations of %s: both languages have every key, none empty', (_, words) => {
  expect(missingKeys(words)).toEqual({ 'zh-CN': [], 'en-US': [] });
});

it("a page's words are its own keys, never one of the remote or of another page", () => {
  const keys = [resources, gamesResources, settleResources].flatMap((words) => Object.keys(words['zh-CN']));
  expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
});
