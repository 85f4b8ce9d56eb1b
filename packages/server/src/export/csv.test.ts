import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, yuan } from './csv.js';
import { languageOf } from '../i18n/language.js';
import { exportCell } from './export.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['中文', '中文'],
    // A formula start is disarmed with an apostrophe (then quoted if it needs quotes).
    ['=1+1', "'=1+1"],
    ['+86 138', "'+86 138"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindent', "'\tindent"],
    ['\r=x', `"'\r=x"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
  ])('%j -> %j', (text, cell) => expect(csvCell(text)).toBe(cell));

  it('leaves numbers it wrote alone', () => expect(csvCell('-12.05', false)).toBe('-12.05'));
  it('ends lines with CRLF', () => expect(csvLine(['a', 'b'])).toBe('a,b\r\n'));
});

describe('yuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [123_456, '1234.56'],
    [-1205, '-12.05'],
    [-5, '-0.05'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d fen -> %s', (fen, text) => expect(yuan(fen)).toBe(text));
  it('refuses what is not integer fen', () => expect(() => yuan(1.5)).toThrow(RangeError));
});

describe('languageOf', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['en-GB,en;q=0.9,zh-CN;q=0.8', 'en-US'],
    ['zh-CN;q=0.5,en-US;q=0.9', 'en-US'],
    ['fr-FR,en;q=0.5', 'en-US'],
    ['fr-FR', 'zh-CN'],
    ['en;q=0,zh', 'zh-CN'],
    ['*', 'zh-CN'],
  ])('%j -> %s', (header, language) => expect(languageOf(header)).toBe(language));
});

describe('exportCell', () => {
  it.each([
    [null, 'text', ''],
    [123_456, 'money', '1234.56'],
    [1250, 'percent', '12.50'],
    [true, 'yesNo', '是'],
    [['vip', '=x'], 'list', '"vip, =x"'],
    [['=x'], 'list', "'=x"],
    [{ a: 1 }, 'json', '"{""a"":1}"'],
    [new Date('2026-01-02T03:04:05Z'), 'time', '2026-01-02T03:04:05.000Z'],
  ] as const)('%j as %s -> %j', (value, format, cell) => expect(exportCell(value, format, 'zh-CN')).toBe(cell));
  it('writes yes/no in the header language', () => expect(exportCell(false, 'yesNo', 'en-US')).toBe('No'));
});
