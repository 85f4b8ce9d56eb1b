import { expect, it } from 'vitest';
import { wordFileProblems } from '@drawdesk/shell/testing';
import { gamesResources } from './games-locale.js';
import { resources } from './locale.js';
import { settleResources } from './settle-locale.js';

it('translations: every key in both languages, none empty, each in one file only (the pages add theirs)', () => {
  expect(wordFileProblems({ remote: resources, games: gamesResources, settlements: settleResources })).toEqual([]);
});
