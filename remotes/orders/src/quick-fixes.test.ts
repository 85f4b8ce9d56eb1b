import { describe, expect, it } from 'vitest';
import type { ParseDiagnostic } from '@drawdesk/contracts';
import { parseOrderText, zodiacMapOn } from '@drawdesk/shell/lottery';
import { quickFixes } from './quick-fixes.js';

/** A diagnostic over `token`, the first time it stands in `text`. */
const at = (text: string, token: string, code: string, severity: 'error' | 'note' = 'error'): ParseDiagnostic => {
  const start = text.indexOf(token);
  return { start, end: start + token.length, token, code, severity, message: { 'zh-CN': '', 'en-US': '' } };
};
const fixes = (text: string, token: string, code: string) => quickFixes(text, at(text, token, code)).map((f) => [f.key, f.text, f.habit ?? null]);

describe('quick fixes rewrite the text to say what was meant', () => {
  it.each([
    ['05 17 29 20元', '20元', 'AMBIGUOUS_AMOUNT', [['orders.fix.each', '05 17 29 各20元', { setting: 'listAmount', value: 'each' }]]],
    ['05/17/29/20', '/', 'AMBIGUOUS_AMOUNT', []],
    ['狗30', '狗', 'AMBIGUOUS_GROUP', [
      ['orders.fix.eachNumber', '狗各30', { setting: 'bareZodiac', value: 'each-number' }],
      ['orders.fix.ptZodiac', '平狗30', { setting: 'bareZodiac', value: 'pt-zodiac' }],
    ]],
    ['绿波30', '绿波', 'AMBIGUOUS_GROUP', [
      ['orders.fix.eachNumber', '绿波各30', { setting: 'bareGroup', value: 'each-number' }],
      ['orders.fix.oneBet', '绿波包30', { setting: 'bareGroup', value: 'one-bet' }],
    ]],
    ['家禽 双数 各6', '家禽 双', 'AMBIGUOUS_GROUP', [['orders.fix.narrow', '家禽双数 各6', null]]],
    ['14-18各3', '14-18', 'AMBIGUOUS_DASH', [
      ['orders.fix.range', '14到18各3', { setting: 'dashRange', value: 'range' }],
      ['orders.fix.list', '14.18各3', { setting: 'dashRange', value: 'list' }],
    ]],
    ['三中三 01.02.03.04 10元', '01.02.03.04', 'AMBIGUOUS_COMPOUND', [['orders.fix.compound', '三中三 复式01.02.03.04 10元', { setting: 'compound', value: 'every-combination' }]]],
    ['特马 20', '特马', 'AMBIGUOUS_WORD', [['orders.fix.special', '特码 20', null], ['orders.fix.specialZodiac', '特肖 马 20', null]]],
    ['03头各号10', '03头', 'AMBIGUOUS_WORD', [['orders.fix.oneHead', '3头各号10', null], ['orders.fix.twoHeads', '0头 3头各号10', null]]],
    ['特码 狗 15', '15', 'AMBIGUOUS_NUMBER', [['orders.fix.amount', '特码 狗 15元', null]]],
    ['09各6\n澳门\n10各6', '澳门', 'AMBIGUOUS_MARKET', [['orders.fix.labelAbove', '09各6澳门\n10各6', null], ['orders.fix.labelBelow', '09各6\n澳门 10各6', null]]],
    ['老澳 09各6', '老', 'UNKNOWN_TOKEN', [['orders.fix.macau', '澳 09各6', null]]],
    ['嗯奥 09各6', '嗯奥', 'UNKNOWN_TOKEN', [['orders.fix.macau', '澳门 09各6', null]]],
    ['嗯 09各6', '嗯', 'UNKNOWN_TOKEN', []],
  ] as const)('%s (%s)', (text, token, code, expected) => {
    expect(fixes(text, token, code)).toEqual(expected);
  });

  it('offers nothing on a note', () => {
    expect(quickFixes('11.11各10', at('11.11各10', '11', 'DUPLICATE_ADDED', 'note'))).toEqual([]);
  });
});

describe('a rewrite of each error reads cleanly (the operator picks the one meant)', () => {
  const context = { lottery: { code: 'HK6', game: 'MARK6' as const }, lotteries: [{ code: 'HK6', game: 'MARK6' as const }, { code: 'MO6', game: 'MARK6' as const }], zodiac: zodiacMapOn('2026-06-01') };
  it.each(['05 17 29 20元', '狗30', '绿波30', '家禽 双数 各6', '14-18各3', '二中二 01.02.03.04 各10', '特马 09 20元', '03头各号10', '09各6\n澳门\n10各6', '老澳 09各6'])('%s', (text) => {
    const read = parseOrderText(text, context);
    const errors = read.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      const clean = quickFixes(text, { ...error, message: { ...error.message } }).filter((fix) => {
        const again = parseOrderText(fix.text, context);
        return again.lines.length > 0 && !again.diagnostics.some((d) => d.severity === 'error');
      });
      expect(clean.length, `${text}: ${error.code}`).toBeGreaterThan(0);
    }
  });
});
