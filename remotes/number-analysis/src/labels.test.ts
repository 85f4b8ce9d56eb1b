import { describe, expect, it } from 'vitest';
import { durationText, oddsText, scopeText, yuanShort } from './labels.js';

describe('labels', () => {
  it('shortens money to whole yuan for a crowded cell', () => {
    expect(yuanShort(123_456)).toBe('¥1,235');
    expect(yuanShort(-123_449)).toBe('-¥1,234');
    expect(yuanShort(-40)).toBe('¥0');
    expect(yuanShort(0)).toBe('¥0');
  });

  it('writes odds x10,000 as decimal odds, a second slot after a slash', () => {
    expect(oddsText(425_000)).toBe('42.5');
    expect(oddsText(21_000, null)).toBe('2.1');
    expect(oddsText(21_000, 19_000)).toBe('2.1 / 1.9');
  });

  it('says durations in the unit that reads', () => {
    expect(durationText(null)).toBe('-');
    expect(durationText(850)).toBe('850 ms');
    expect(durationText(3_250)).toBe('3.2 s');
    expect(durationText(125_000)).toBe('2 min 5 s');
  });

  it("names a scope's book and share", () => {
    const t = (key: string) => key;
    expect(scopeText(t, { agentId: null, share: 'kept' }, null)).toBe('analysis.scope.company · analysis.share.kept');
    expect(scopeText(t, { agentId: 7, share: 'gross' }, 'GZ 广州')).toBe('GZ 广州 · analysis.share.gross');
    expect(scopeText(t, { agentId: 7, share: 'gross' }, null)).toBe('#7 · analysis.share.gross');
  });
});
