import { describe, expect, it } from 'vitest';
import { normalPhone } from './phone.js';

describe('normalPhone', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['+8613800138000', '13800138000'],
    ['008613800138000', '13800138000'],
    ['+85291234567', '+85291234567'],
    ['0085291234567', '+85291234567'],
    ['+86123', '+86123'],
    ['02012345678', '02012345678'],
  ])('%s is %s', (typed, normal) => {
    expect(normalPhone(typed)).toBe(normal);
  });
});
