import { describe, expect, it } from 'vitest';
import { heatColour, heatExtent } from './heat.js';

describe('heat scale', () => {
  it('is red for a loss, green for a profit, and nothing at zero', () => {
    expect(heatColour(-500, 1000)).toMatch(/^rgba\(217, 48, 38, /);
    expect(heatColour(500, 1000)).toMatch(/^rgba\(23, 138, 67, /);
    expect(heatColour(0, 1000)).toBe('transparent');
  });

  it('grows with the distance from zero, from faint to strong at the extent, and no further', () => {
    const alpha = (net: number) => Number(/, ([\d.]+)\)$/.exec(heatColour(net, 1000))![1]);
    expect(alpha(-1)).toBeCloseTo(0.08, 2);
    expect(alpha(-500)).toBeGreaterThan(alpha(-100));
    expect(alpha(-1000)).toBe(0.6);
    expect(alpha(-5000)).toBe(0.6);
    expect(alpha(700)).toBe(alpha(-700));
  });

  it('takes its extent from the largest result either way, at least 1', () => {
    expect(heatExtent([-300, 120, 0])).toBe(300);
    expect(heatExtent([0, 0])).toBe(1);
    expect(heatExtent([])).toBe(1);
  });
});
