import { expect, it } from 'vitest';
import { missingKeys } from '@drawdesk/shell/testing';
import { resources } from './locale.js';
import { detailResources } from './detail-locale.js';
import { layoffResources } from './layoff-locale.js';
import { riskResources } from './risk-locale.js';
import { strategyResources } from './strategy-locale.js';

it.each([
  ['the remote', resources],
  ["a run's detail and the live page's exposure", detailResources],
  ["the live page's risk desk", riskResources],
  ["a strategy's fields and the strategies tab", strategyResources],
  ['lay-offs', layoffResources],
])('translations of %s: both languages have every key, none empty', (_, words) => {
  expect(missingKeys(words)).toEqual({ 'zh-CN': [], 'en-US': [] });
});

it("a page's words are its own keys, never one of the remote or of another page", () => {
  const keys = [resources, detailResources, riskResources, strategyResources, layoffResources].flatMap((words) => Object.keys(words['zh-CN']));
  expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
});
