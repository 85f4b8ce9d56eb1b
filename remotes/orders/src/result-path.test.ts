import { describe, expect, it } from 'vitest';
import { LIMIT_RULES } from '@drawdesk/contracts';
import { resources } from './locale.js';
import { adviceOf, resultIds, resultPath } from './result-path.js';

describe('result paths', () => {
  it('names the order and the entry to go back to', () => {
    expect(resultPath([42], 'text')).toBe('/orders/result?id=42&from=text');
    expect(resultPath([42, 43], 'text')).toBe('/orders/result?id=42,43&from=text');
  });
  it('reads one to three order ids and nothing else', () => {
    expect(resultIds('42')).toEqual([42]);
    expect(resultIds('42,43')).toEqual([42, 43]);
    for (const bad of [null, '', 'x', '0', '1.5', '42,', '1,2,3,4', '-1']) expect(resultIds(bad), String(bad)).toBeNull();
  });
  it('has advice in both languages for every rule', () => {
    for (const rule of [...LIMIT_RULES, null]) {
      for (const locale of ['zh-CN', 'en-US'] as const) expect(resources[locale][adviceOf(rule)], `${rule} ${locale}`).toBeTruthy();
    }
  });
});
