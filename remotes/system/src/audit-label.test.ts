import { describe, expect, it } from 'vitest';
import { auditLabel } from './audit-label.js';

// The key itself stands for its words: what matters is which key is asked for.
const t = (key: string) => `<${key}>`;

describe('auditLabel', () => {
  it.each(['draw', 'analysis', 'layoff'])("a %s's lottery is named, not coded", (entity) => {
    expect(auditLabel(t, entity, 'MO6 2026331')).toBe('<statement.lottery.MO6> 2026331');
  });
  it('other objects keep the label the server gave', () => {
    expect(auditLabel(t, 'customer', 'C001 张三')).toBe('C001 张三');
    expect(auditLabel(t, 'agent', 'HK6 华南')).toBe('HK6 华南');
  });
  it('a label that is not a lottery and an issue is kept; none stays none', () => {
    expect(auditLabel(t, 'draw', 'XX 2026331')).toBe('XX 2026331');
    expect(auditLabel(t, 'draw', 'MO6')).toBe('MO6');
    expect(auditLabel(t, 'draw', null)).toBeNull();
  });
});
