import { describe, expect, it } from 'vitest';
import { BLANK_STRATEGY, brokenField, oddsToUnits, percentToBp, strategyOf, valuesOf, type StrategyValues } from './strategy-form.js';
import { strategyText } from './strategy-text.js';

const values = (patch: Partial<StrategyValues>): StrategyValues => ({ ...BLANK_STRATEGY, ...patch });

describe('strategy form: what the operator types -> integer units', () => {
  it('reads percent as basis points and decimal odds as odds x10,000, exactly (no float)', () => {
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp('0.29')).toBe(29);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('12.345')).toBeNull();
    expect(oddsToUnits('40.5')).toBe(405_000);
    expect(oddsToUnits('1.0001')).toBe(10_001);
    expect(oddsToUnits('42')).toBe(420_000);
    expect(oddsToUnits('4.2e1')).toBeNull();
  });

  it('makes each kind from its own fields, sending integers only', () => {
    expect(strategyOf(values({ kind: 'keep-ratio', keepPercent: '37.5' }))).toEqual({ kind: 'keep-ratio', keepBp: 3750 });
    expect(strategyOf(values({ kind: 'stake-cap', cap: '1234.56' }))).toEqual({ kind: 'stake-cap', cap: 123_456 });
    const lossCap = strategyOf(values({ kind: 'loss-cap', maxLoss: '5000', upstreamOdds: '41.5', upstreamRebate: '10' }));
    expect(lossCap).toEqual({ kind: 'loss-cap', maxLoss: 500_000, upstreamOdds: 415_000, upstreamRebateBp: 1000 });
    expect(strategyOf(values({ kind: 'uniform-keep', maxLoss: '0.29', upstreamOdds: '40', upstreamRebate: '0' }))).toEqual({
      kind: 'uniform-keep', maxLoss: 29, upstreamOdds: 400_000, upstreamRebateBp: 0,
    });
    for (const value of Object.values(lossCap!)) if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
  });

  it('names the first broken field of the chosen kind, and ignores the other kinds\' fields', () => {
    expect(brokenField(values({ kind: 'loss-cap', maxLoss: '', upstreamOdds: '40' }))).toEqual({ field: 'maxLoss', key: 'rule.yuan' });
    expect(brokenField(values({ kind: 'loss-cap', maxLoss: '10', upstreamOdds: '1' }))).toEqual({ field: 'upstreamOdds', key: 'analysis.rule.oddsRange' });
    expect(brokenField(values({ kind: 'loss-cap', maxLoss: '10', upstreamOdds: '40', upstreamRebate: '101' }))).toEqual({ field: 'upstreamRebate', key: 'analysis.rule.percentRange' });
    expect(brokenField(values({ kind: 'keep-ratio', keepPercent: 'half' }))).toEqual({ field: 'keepPercent', key: 'analysis.rule.percent' });
    expect(brokenField(values({ kind: 'keep-ratio', keepPercent: '50', maxLoss: 'nonsense' }))).toBeNull();
    expect(strategyOf(values({ kind: 'stake-cap', cap: '-1' }))).toBeNull();
  });

  it('gives a stored strategy back as the text it was typed as (an edit)', () => {
    for (const strategy of [
      { kind: 'keep-ratio', keepBp: 3750 },
      { kind: 'stake-cap', cap: 123_450 },
      { kind: 'loss-cap', maxLoss: 500_000, upstreamOdds: 415_000, upstreamRebateBp: 1050 },
      { kind: 'uniform-keep', maxLoss: 1, upstreamOdds: 10_001, upstreamRebateBp: 0 },
    ] as const) {
      expect(strategyOf(valuesOf(strategy))).toEqual(strategy);
    }
    expect(valuesOf({ kind: 'loss-cap', maxLoss: 500_000, upstreamOdds: 415_000, upstreamRebateBp: 1050 })).toMatchObject({
      maxLoss: '5000', upstreamOdds: '41.5', upstreamRebate: '10.5',
    });
  });

  it('says a strategy in one line with money, odds and rates formatted', () => {
    const t = (key: string, v?: Record<string, string>) => `${key} ${JSON.stringify(v)}`;
    expect(strategyText({ kind: 'loss-cap', maxLoss: 500_000, upstreamOdds: 415_000, upstreamRebateBp: 1000 }, t)).toBe(
      'analysis.strategyText.loss-cap {"maxLoss":"¥5,000.00","odds":"41.5","rebate":"10%"}',
    );
  });
});
