import { describe, expect, it } from 'vitest';
import { isAllowed } from './is-allowed.js';

describe('isAllowed', () => {
  it.each([
    [[], undefined, true],
    [[], 'User', true],
    [['Admin'], 'Admin', true],
    [['Admin'], 'User', false],
    [['Admin'], undefined, false],
    [['Admin', 'User'], 'User', true],
  ] as const)('roles %j, role %s -> %s', (roles, role, verdict) => {
    expect(isAllowed(roles, role)).toBe(verdict);
  });

  it.each([undefined, null, 'Admin', { Admin: true }, 1])('throws for %j, naming an example', (roles) => {
    expect(() => isAllowed(roles, 'Admin')).toThrow(/roles=\{\['Admin', 'User'\]\}/);
  });
});
