import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AutoLayoffSave, PayoutCaps, PlayGroupLeads, RiskBoardQuery, RiskCloseBody, RiskRuleSave } from './risk.js';

const rule = { lottery: 'HK6', play: 'TM', basis: 'total', step: 1_000_000, drop: 1000, floor: 400_000, capPerSelection: null, enabled: true };
const close = { drawId: 1, play: 'TM', selections: ['7', '8'], reason: '热号' };
const layoff = { agentId: null, play: 'TM', keepMax: 500_000, counterparty: 'external', upstream: '上家A', odds: 426_000, rebateBp: 1200, enabled: true };

describe('risk contracts: every field bounded', () => {
  it.each([
    ['a rule', true, RiskRuleSave, rule],
    ['a rule update with its version', true, RiskRuleSave, { ...rule, version: 3 }],
    ['a rule with a cap', true, RiskRuleSave, { ...rule, capPerSelection: 5_000_000 }],
    ['a rule stepping by nothing', false, RiskRuleSave, { ...rule, step: 0 }],
    ['a rule dropping by nothing', false, RiskRuleSave, { ...rule, drop: 0 }],
    ['a rule with a floor under odds 1', false, RiskRuleSave, { ...rule, floor: 9999 }],
    ['a rule with a cap of nothing', false, RiskRuleSave, { ...rule, capPerSelection: 0 }],
    ['a rule with a stake beyond the money bound', false, RiskRuleSave, { ...rule, step: 10_000_000_001 }],
    ['a rule on another basis', false, RiskRuleSave, { ...rule, basis: 'agent' }],
    ['a rule with a field more', false, RiskRuleSave, { ...rule, note: 'x' }],
    ['a close', true, RiskCloseBody, close],
    ['a close of nothing', false, RiskCloseBody, { ...close, selections: [] }],
    ['a close naming a selection twice', false, RiskCloseBody, { ...close, selections: ['7', '7'] }],
    ['a close of 1,001 selections', false, RiskCloseBody, { ...close, selections: Array.from({ length: 1001 }, (_, i) => String(i)) }],
    ['a close without a reason', false, RiskCloseBody, { ...close, reason: '' }],
    ['a close with a 201-character reason', false, RiskCloseBody, { ...close, reason: 'x'.repeat(201) }],
    ['a lay-off rule', true, AutoLayoffSave, layoff],
    ['an agent\'s lay-off to its upline', true, AutoLayoffSave, { agentId: 12, play: 'TM', keepMax: 0, counterparty: 'upline', enabled: true }],
    ['a lay-off rule keeping less than nothing', false, AutoLayoffSave, { ...layoff, keepMax: -1 }],
    ['a lay-off rule to nobody', false, AutoLayoffSave, { ...layoff, counterparty: 'nobody' }],
    ['a lay-off rule with a rebate over 100%', false, AutoLayoffSave, { ...layoff, rebateBp: 10_001 }],
    ['a lay-off rule with a 61-character upstream', false, AutoLayoffSave, { ...layoff, upstream: 'x'.repeat(61) }],
    ['payout caps', true, PayoutCaps, { orderPayoutCap: 100_000_000, selectionPayoutCap: null }],
    ['a payout cap of nothing', false, PayoutCaps, { orderPayoutCap: 0, selectionPayoutCap: null }],
    ['group leads', true, PlayGroupLeads, { REGULAR: 10, LINKED: 10 }],
    ['a lead over a day', false, PlayGroupLeads, { REGULAR: 1441 }],
    ['a lead under nothing', false, PlayGroupLeads, { REGULAR: -1 }],
    ['leads for 17 groups', false, PlayGroupLeads, Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`G${i}`, 1]))],
    ['a board query', true, RiskBoardQuery, { drawId: 1, play: 'TM' }],
    ['a board query for a lowercase play', false, RiskBoardQuery, { drawId: 1, play: 'tm' }],
  ] as const)('%s: valid %s', (_, valid, schema, value) => {
    expect(Value.Check(schema, value)).toBe(valid);
  });
});
