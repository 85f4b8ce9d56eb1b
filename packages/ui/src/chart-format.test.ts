import { describe, expect, it } from 'vitest';
import { axisYuan } from './chart-format.js';

describe('axisYuan', () => {
  // The digits are the engine's (Node's ICU and Chromium's differ on a trailing `.0`); the symbol is ours.
  it('says ¥ in both languages, as every other amount does (not `CN¥` in English)', () => {
    expect(axisYuan('en-US')(300_000)).toMatch(/^¥300(\.0)?K$/);
    expect(axisYuan('en-US')(-100_000)).toMatch(/^-¥100(\.0)?K$/);
    expect(axisYuan('zh-CN')(150_000)).toMatch(/^¥15(\.0)?万$/);
  });
});
