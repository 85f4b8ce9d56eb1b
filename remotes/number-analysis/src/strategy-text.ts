import type { Strategy } from '@drawdesk/contracts';
import { decimalText, formatMoney, formatRate } from '@drawdesk/shell';

// Apart from the strategy form (strategy-form.ts), whose rules a list of runs does not need.

/** Odds x10,000 as decimal odds text. */
export const unitsToOdds = (units: number) => decimalText(units, 4);

/** A strategy in one line of the reader's language: `止损 ¥5,000.00 · 上游赔率 42 · 回水 10%`. */
export function strategyText(strategy: Strategy, t: (key: string, values?: Record<string, string>) => string): string {
  switch (strategy.kind) {
    case 'keep-ratio':
      return t('analysis.strategyText.keep-ratio', { keep: formatRate(strategy.keepBp) });
    case 'stake-cap':
      return t('analysis.strategyText.stake-cap', { cap: formatMoney(strategy.cap) });
    case 'loss-cap':
    case 'uniform-keep':
      return t(`analysis.strategyText.${strategy.kind}`, {
        maxLoss: formatMoney(strategy.maxLoss),
        odds: unitsToOdds(strategy.upstreamOdds),
        rebate: formatRate(strategy.upstreamRebateBp),
      });
  }
}
