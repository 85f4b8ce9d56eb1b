import { expect, it } from 'vitest';
import { wordFileProblems } from '@drawdesk/shell/testing';
import { detailResources } from './detail-locale.js';
import { layoffResources } from './layoff-locale.js';
import { resources } from './locale.js';
import { riskResources } from './risk-locale.js';
import { strategyResources } from './strategy-locale.js';

it('translations: every key in both languages, none empty, each in one file only (the pages add theirs)', () => {
  expect(wordFileProblems({ remote: resources, detail: detailResources, layoffs: layoffResources, risk: riskResources, strategies: strategyResources })).toEqual([]);
});
