import { FULL_BP, MONEY_MAX_FEN, type Strategy, type StrategyKind } from '@drawdesk/contracts';
import { decimalText, parseDecimal, parseYuan, yuanBetween, yuanText, type Rule } from '@drawdesk/shell';
import { unitsToOdds } from './strategy-text.js';

/**
 * A strategy as the operator types it: yuan, percent and decimal odds as text. What is sent is the
 * contract's integer units (docs/domain/README.md#numbers-you-can-trust): fen, basis points and odds x10,000, parsed from the text
 * exactly (never through a float: `12.5` % is 1250 bp, `40.5` odds is 405000).
 */
export type StrategyValues = {
  kind: StrategyKind;
  /** keep-ratio: percent of every selection kept, 0-100 with at most 2 decimals. */
  keepPercent: string;
  /** stake-cap: yuan kept at most per selection. */
  cap: string;
  /** loss-cap and uniform-keep: the largest loss allowed on any outcome, yuan. */
  maxLoss: string;
  /** Upstream odds (stake included), at most 4 decimals. */
  upstreamOdds: string;
  /** Upstream rebate, percent. */
  upstreamRebate: string;
};

export const STRATEGY_KINDS: readonly StrategyKind[] = ['loss-cap', 'uniform-keep', 'keep-ratio', 'stake-cap'];
/** The fields each kind reads. */
export const FIELDS_OF: Record<StrategyKind, readonly (keyof StrategyValues)[]> = {
  'keep-ratio': ['keepPercent'],
  'stake-cap': ['cap'],
  'loss-cap': ['maxLoss', 'upstreamOdds', 'upstreamRebate'],
  'uniform-keep': ['maxLoss', 'upstreamOdds', 'upstreamRebate'],
};

export const BLANK_STRATEGY: StrategyValues = { kind: 'loss-cap', keepPercent: '50', cap: '', maxLoss: '', upstreamOdds: '', upstreamRebate: '0' };

/** Percent text as basis points (2 decimals of a percent are whole bp), or null. */
export const percentToBp = (text: string): number | null => parseDecimal(text, 2);
/** Decimal odds text as odds x10,000, or null. */
export const oddsToUnits = (text: string): number | null => parseDecimal(text, 4);
export const bpToPercent = (bp: number) => decimalText(bp, 2);
export { unitsToOdds };

const ODDS_MAX = 100_000_000;

/** A percentage 0-100 with at most two decimals. */
const percent: Rule = (value) => {
  const bp = percentToBp(value);
  if (bp === null) return { key: 'analysis.rule.percent' };
  return bp > FULL_BP ? { key: 'analysis.rule.percentRange' } : undefined;
};
/** Decimal odds above 1 (stake included), at most four decimals. */
const odds: Rule = (value) => {
  const units = oddsToUnits(value);
  if (units === null) return { key: 'analysis.rule.odds' };
  return units <= 10_000 || units > ODDS_MAX ? { key: 'analysis.rule.oddsRange' } : undefined;
};

/** The rule of every field, on the text as typed; the server checks the same bounds. */
export const strategyRules: Record<Exclude<keyof StrategyValues, 'kind'>, Rule> = {
  keepPercent: percent,
  cap: yuanBetween({ min: 0, max: MONEY_MAX_FEN }),
  maxLoss: yuanBetween({ min: 0, max: MONEY_MAX_FEN }),
  upstreamOdds: odds,
  upstreamRebate: percent,
};

/** The first broken field of the chosen kind, or null when the values make a strategy. */
export function brokenField(values: StrategyValues): { field: keyof StrategyValues; key: string; values?: Record<string, number> } | null {
  for (const field of FIELDS_OF[values.kind]) {
    const broken = strategyRules[field as Exclude<keyof StrategyValues, 'kind'>](values[field].trim());
    if (broken) return { field, ...broken };
  }
  return null;
}

/** The strategy the values describe, in integer units; null when a field of the kind is not valid. */
export function strategyOf(values: StrategyValues): Strategy | null {
  if (brokenField(values)) return null;
  const field = (name: 'keepPercent' | 'cap' | 'maxLoss' | 'upstreamOdds' | 'upstreamRebate') => values[name].trim();
  switch (values.kind) {
    case 'keep-ratio':
      return { kind: 'keep-ratio', keepBp: percentToBp(field('keepPercent'))! };
    case 'stake-cap':
      return { kind: 'stake-cap', cap: parseYuan(field('cap'))! };
    case 'loss-cap':
    case 'uniform-keep':
      return {
        kind: values.kind,
        maxLoss: parseYuan(field('maxLoss'))!,
        upstreamOdds: oddsToUnits(field('upstreamOdds'))!,
        upstreamRebateBp: percentToBp(field('upstreamRebate'))!,
      };
  }
}

/** A stored strategy as the form's text (an edit starts from it). */
export function valuesOf(strategy: Strategy): StrategyValues {
  switch (strategy.kind) {
    case 'keep-ratio':
      return { ...BLANK_STRATEGY, kind: strategy.kind, keepPercent: bpToPercent(strategy.keepBp) };
    case 'stake-cap':
      return { ...BLANK_STRATEGY, kind: strategy.kind, cap: yuanText(strategy.cap) };
    case 'loss-cap':
    case 'uniform-keep':
      return {
        ...BLANK_STRATEGY,
        kind: strategy.kind,
        maxLoss: yuanText(strategy.maxLoss),
        upstreamOdds: unitsToOdds(strategy.upstreamOdds),
        upstreamRebate: bpToPercent(strategy.upstreamRebateBp),
      };
  }
}
