import { MONEY_MAX_FEN, RISK_RULES, type AutoLayoffRule, type AutoLayoffSave, type LotteryCode, type RiskRule, type RiskRuleSave } from '@drawdesk/contracts';
import { decimalText, parseYuan, yuanText } from '@drawdesk/shell';
import { bpToPercent, oddsToUnits, percentToBp, strategyRules, unitsToOdds } from './strategy-form.js';

/**
 * The risk desk's rules as the operator types them (yuan, decimal odds, percent, minutes) and the contract's
 * integer units they are sent in (fen, odds x10,000, bp), parsed exactly. A form's `problems` are the
 * translation keys of its broken fields, none when it can be sent; the server checks the same and more (a
 * floor above the play's odds, who may keep a rule).
 */
type Problems<K extends string> = Partial<Record<K, string>>;

const positiveYuan = (text: string) => {
  const fen = parseYuan(text);
  return fen !== null && fen >= 1 && fen <= MONEY_MAX_FEN ? fen : null;
};
/** Odds above 0 with at most four decimals, as odds x10,000. */
const positiveOdds = (text: string) => {
  const units = oddsToUnits(text);
  return units !== null && units >= 1 && units <= 100_000_000 ? units : null;
};

export type RuleText = { play: string; basis: RiskRule['basis']; step: string; drop: string; floor: string; cap: string; enabled: boolean };
type RuleField = 'step' | 'drop' | 'floor' | 'cap';

export const ruleText = (rule: RiskRule | null, play: string): RuleText =>
  rule
    ? { play: rule.play, basis: rule.basis, step: yuanText(rule.step), drop: unitsToOdds(rule.drop), floor: unitsToOdds(rule.floor), cap: rule.capPerSelection === null ? '' : yuanText(rule.capPerSelection), enabled: rule.enabled }
    : { play, basis: 'total', step: '', drop: '', floor: '', cap: '', enabled: true };

export function ruleProblems(text: RuleText): Problems<RuleField> {
  const out: Problems<RuleField> = {};
  if (positiveYuan(text.step) === null) out.step = 'analysis.risk.rule.positiveYuan';
  if (positiveOdds(text.drop) === null) out.drop = 'analysis.rule.odds';
  const floor = oddsToUnits(text.floor);
  if (floor === null) out.floor = 'analysis.rule.odds';
  else if (floor < RISK_RULES.floorMin || floor > 100_000_000) out.floor = 'analysis.rule.oddsRange';
  if (text.cap.trim() !== '' && positiveYuan(text.cap) === null) out.cap = 'analysis.risk.rule.positiveYuan';
  return out;
}

/** The save body of a rule typed without problems; `version` of the rule it changes, if any. */
export const ruleSave = (lottery: LotteryCode, text: RuleText, version: number | undefined): RiskRuleSave => ({
  lottery,
  play: text.play,
  basis: text.basis,
  step: positiveYuan(text.step)!,
  drop: positiveOdds(text.drop)!,
  floor: oddsToUnits(text.floor)!,
  capPerSelection: text.cap.trim() === '' ? null : positiveYuan(text.cap)!,
  enabled: text.enabled,
  ...(version === undefined ? {} : { version }),
});

export type KeepText = {
  agentId: number | null;
  play: string;
  keepMax: string;
  counterparty: AutoLayoffRule['counterparty'];
  upstream: string;
  odds: string;
  rebate: string;
  enabled: boolean;
};
type KeepField = 'keepMax' | 'upstream' | 'odds' | 'rebate';

export const keepText = (rule: AutoLayoffRule | null, agentId: number | null): KeepText =>
  rule
    ? {
        agentId: rule.agentId,
        play: rule.play,
        keepMax: yuanText(rule.keepMax),
        counterparty: rule.counterparty,
        upstream: rule.upstream ?? '',
        odds: rule.odds === undefined ? '' : unitsToOdds(rule.odds),
        rebate: rule.rebateBp === undefined ? '0' : bpToPercent(rule.rebateBp),
        enabled: rule.enabled,
      }
    : { agentId, play: 'TM', keepMax: '', counterparty: agentId === null ? 'external' : 'upline', upstream: '', odds: '', rebate: '0', enabled: true };

export function keepProblems(text: KeepText): Problems<KeepField> {
  const out: Problems<KeepField> = {};
  const keep = parseYuan(text.keepMax);
  if (keep === null || keep < 0 || keep > MONEY_MAX_FEN) out.keepMax = 'rule.yuan';
  if (text.counterparty === 'external') {
    if (!text.upstream.trim()) out.upstream = 'rule.required';
    const odds = strategyRules.upstreamOdds(text.odds.trim());
    if (odds) out.odds = odds.key;
    const rebate = strategyRules.upstreamRebate(text.rebate.trim());
    if (rebate) out.rebate = rebate.key;
  }
  return out;
}

export const keepSave = (text: KeepText, version: number | undefined): AutoLayoffSave => ({
  agentId: text.agentId,
  play: text.play,
  keepMax: parseYuan(text.keepMax)!,
  counterparty: text.counterparty,
  ...(text.counterparty === 'external' ? { upstream: text.upstream.trim().slice(0, RISK_RULES.upstreamMax), odds: oddsToUnits(text.odds)!, rebateBp: percentToBp(text.rebate)! } : {}),
  enabled: text.enabled,
  ...(version === undefined ? {} : { version }),
});

/** Minutes a play group closes early: whole, 0-1440; blank is none. */
export function leadMinutes(text: string): number | null | 'broken' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,4}$/.test(trimmed) || Number(trimmed) > RISK_RULES.leadMinutesMax) return 'broken';
  return Number(trimmed);
}

/** A payout cap in yuan: blank is none. */
export function capYuan(text: string): number | null | 'broken' {
  if (text.trim() === '') return null;
  return positiveYuan(text) ?? 'broken';
}

/** The money of a cap for its field: blank for none. */
export const capText = (fen: number | null) => (fen === null ? '' : yuanText(fen));
export const minutesText = (minutes: number | undefined) => (minutes === undefined ? '' : decimalText(minutes, 0));
