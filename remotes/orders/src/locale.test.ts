import { expect, it } from 'vitest';
import { wordFileProblems } from '@drawdesk/shell/testing';
import { entryResources } from './entry-locale.js';
import { resources } from './locale.js';

it('translations: every key in both languages, none empty, each in one file only (the entry pages add theirs)', () => {
  expect(wordFileProblems({ remote: resources, entry: entryResources })).toEqual([]);
});
