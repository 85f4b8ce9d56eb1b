import { describe, expect, it } from 'vitest';
import { decide } from './access.js';

describe('decide (the access rule of one route for one caller)', () => {
  it.each([
    ['public', undefined, 'allow'],
    ['public', 'User', 'allow'],
    ['login', undefined, 'unauthorized'],
    ['login', 'User', 'allow'],
    ['login', 'Admin', 'allow'],
    [['Admin'], undefined, 'unauthorized'],
    [['Admin'], 'User', 'forbidden'],
    [['Admin'], 'Admin', 'allow'],
    [['Admin', 'User'], 'User', 'allow'],
  ] as const)('%j for %s -> %s', (access, role, verdict) => {
    expect(decide(access, role)).toBe(verdict);
  });
});
