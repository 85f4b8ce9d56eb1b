import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '@drawdesk/contracts';
import { ANALYSIS_DETAIL_PATH, analysisLink } from './analysis-link.js';

describe('the link of a 分析完成 notification', () => {
  it("is the analysis's detail page for an analysis id, nothing for another trace id", () => {
    expect(analysisLink('42')).toBe('/number-analyse/detail?id=42');
    expect(analysisLink('draw:7')).toBeNull();
    expect(analysisLink('')).toBeNull();
  });

  it('names a route the registry gives the number-analysis remote', () => {
    const registry = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../deploy/remotes.json'), 'utf8')) as Registry;
    const remote = registry.remotes.find((entry) => entry.name === 'number-analysis');
    expect(remote?.routes.map((route) => route.path)).toContain(ANALYSIS_DETAIL_PATH);
  });
});
