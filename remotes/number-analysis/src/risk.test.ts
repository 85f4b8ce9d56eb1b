import { describe, expect, it } from 'vitest';
import type { RiskRule } from '@drawdesk/contracts';
import { capYuan, keepProblems, keepSave, keepText, leadMinutes, ruleProblems, ruleSave, ruleText } from './risk-form.js';
import { capPercent, handAction, playsOf, sparklinePoints, stateLabel, touchesDesk } from './risk-labels.js';

const rule: RiskRule = { lottery: 'HK6', play: 'TM', basis: 'kept', step: 200_000, drop: 5000, floor: 380_000, capPerSelection: null, enabled: true, updatedBy: 'admin', updatedAt: '2026-01-01T00:00:00Z', version: 3 };

describe('the risk desk in the console', () => {
  it('draws odds falling down the box, the first change\'s old odds first', () => {
    expect(sparklinePoints([], 80, 20)).toBe('');
    expect(sparklinePoints([{ old: 426_000, new: 421_000 }, { old: 421_000, new: 416_000 }], 80, 20)).toBe('0,0 40,10 80,20');
    expect(sparklinePoints([{ old: 416_000, new: 416_000 }], 10, 20)).toBe('0,10 10,10');
  });

  it('names a state in words with its colour, and the cap used as a bar', () => {
    expect(stateLabel({ state: 'open' })).toMatchObject({ key: 'analysis.risk.state.open', color: 'green' });
    expect(stateLabel({ state: 'closed', cause: 'hand', reason: '热号', by: 'admin', at: '2026-01-01T00:00:00Z' })).toMatchObject({ values: { reason: '热号', by: 'admin' }, color: 'red' });
    expect(stateLabel({ state: 'closed', cause: 'cap', cap: 1, stake: 1 }).key).toBe('analysis.risk.state.cap');
    expect(capPercent({ capUsedBp: null })).toBeNull();
    expect(capPercent({ capUsedBp: 4567 })).toBe(45);
    expect(capPercent({ capUsedBp: 14_000 })).toBe(100);
  });

  it.each([
    ['open: close it', { state: 'open' }, 'close'],
    ['closed by hand: reopen it', { state: 'closed', cause: 'hand', reason: 'r', by: 'admin', at: '2026-01-01T00:00:00Z' }, 'open'],
    ['closed at its cap: reopen it (one more cap)', { state: 'closed', cause: 'cap', cap: 1, stake: 1 }, 'open'],
    ['its group closed: only a hand closing is left', { state: 'closed', cause: 'group', group: 'REGULAR', closesAt: '2026-01-01T00:00:00Z' }, 'close'],
  ] as const)('offers the hand action of a row %s', (_, state, action) => {
    expect(handAction({ state })).toBe(action);
  });

  it('reloads on the events of its draw and play only', () => {
    const desk = { drawId: 7, lottery: 'HK6', play: 'TM' };
    expect(touchesDesk('risk:7:TM', desk)).toBe('board');
    expect(touchesDesk('risk-rule:HK6:TM', desk)).toBe('board');
    expect(touchesDesk('risk:7:alerts', desk)).toBe('alerts');
    expect(touchesDesk('risk:7:ZM', desk)).toBeNull();
    expect(touchesDesk('risk:70:TM', desk)).toBeNull();
    expect(touchesDesk('draw:7', desk)).toBeNull();
  });

  it('lists the plays of a game', () => {
    expect(playsOf('MARK6')).toContain('TM');
    expect(playsOf('PICK3')[0]).toBe('P3_DIRECT');
  });

  it('types a rule in yuan and decimal odds and sends it in fen and odds x10,000', () => {
    const text = ruleText(rule, 'TM');
    expect(text).toMatchObject({ step: '2000', drop: '0.5', floor: '38', cap: '' });
    expect(ruleProblems(text)).toEqual({});
    expect(ruleSave('HK6', { ...text, cap: '8000.5' }, 3)).toEqual({ lottery: 'HK6', play: 'TM', basis: 'kept', step: 200_000, drop: 5000, floor: 380_000, capPerSelection: 800_050, enabled: true, version: 3 });
    expect(ruleProblems({ ...text, step: '0', drop: 'x', floor: '0.5', cap: '-1' })).toEqual({ step: expect.any(String), drop: expect.any(String), floor: 'analysis.rule.oddsRange', cap: expect.any(String) });
  });

  it('types a keep-at-most: external terms asked for, none sent for the upline', () => {
    const external = { ...keepText(null, null), keepMax: '5000', upstream: '上家A', odds: '40', rebate: '10' };
    expect(external.counterparty).toBe('external');
    expect(keepProblems(external)).toEqual({});
    expect(keepSave(external, undefined)).toEqual({ agentId: null, play: 'TM', keepMax: 500_000, counterparty: 'external', upstream: '上家A', odds: 400_000, rebateBp: 1000, enabled: true });
    expect(keepProblems({ ...external, upstream: ' ', odds: '' })).toMatchObject({ upstream: 'rule.required', odds: expect.any(String) });
    const upline = { ...keepText(null, 12), keepMax: '0' };
    expect(keepSave(upline, 2)).toEqual({ agentId: 12, play: 'TM', keepMax: 0, counterparty: 'upline', enabled: true, version: 2 });
  });

  it('reads minutes and caps, blank for none', () => {
    expect([leadMinutes(''), leadMinutes('5'), leadMinutes('1441'), leadMinutes('1.5')]).toEqual([null, 5, 'broken', 'broken']);
    expect([capYuan(''), capYuan('100'), capYuan('0'), capYuan('x')]).toEqual([null, 10_000, 'broken', 'broken']);
  });
});
