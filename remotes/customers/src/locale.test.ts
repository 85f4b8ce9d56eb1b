import { expect, it } from 'vitest';
import { missingKeys } from '@drawdesk/shell/testing';
import { resources } from './locale.js';

it('translations: both languages have every key, none empty', () => {
  expect(missingKeys(resources)).toEqual({ 'zh-CN': [], 'en-US': [] });
});
