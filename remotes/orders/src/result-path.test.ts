import { describe, expect, it } from 'vitest';
import { LIMIT_RULES } from '@drawdesk/contracts';
import { resources } from './locale.js';
import { adviceOf, resultPath } from './result-path.js';

describe('result paths', () => {
  it('names the order and the entry to go back to', () => {
    expect(resultPath(42, 'text')).toBe('/orders/result?id=42&from=text');
  });
  it('has advice in both languages for every rule', () => {
    for (const rule of [...LIMIT_RULES, null]) {
      for (const locale of ['zh-CN', 'en-US'] as const) expect(resources[locale][adviceOf(rule)], `${rule} ${locale}`).toBeTruthy();
    }
  });
});
