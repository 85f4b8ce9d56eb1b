import { describe, expect, it } from 'vitest';
import { zodiacMapOn } from '../zodiac.js';
import { DIAGNOSTIC_MESSAGES } from './diagnostics.js';
import { parseOrderText } from './parse.js';
import { groupNumbers } from './plays.js';
import { DEFAULT_BOOK_SETTINGS, type LotteryInfo } from './settings.js';

const HK6: LotteryInfo = { code: 'HK6', game: 'MARK6' };
const MO6: LotteryInfo = { code: 'MO6', game: 'MARK6' };
const zodiac = zodiacMapOn('2026-06-01');

describe('parseOrderText', () => {
  it('books nothing it is unsure of by default: every book setting but 同号累加 defaults to a diagnostic', () => {
    const { duplicates, ...asking } = DEFAULT_BOOK_SETTINGS;
    expect(duplicates).toBe('add'); // the convention of every collected tool, booked with a note
    expect(Object.values(asking)).toEqual(Object.values(asking).map(() => 'diagnose'));
  });

  it('puts diagnostics under their token, offsets into the original text, with both languages', () => {
    const text = '张三\n０１，０２　１０元';
    const { diagnostics } = parseOrderText(text, { lottery: HK6, zodiac });
    expect(diagnostics).toEqual([
      { start: 0, end: 2, token: '张三', code: 'UNKNOWN_TOKEN', severity: 'error', message: DIAGNOSTIC_MESSAGES.UNKNOWN_TOKEN },
      { start: 9, end: 12, token: '１０元', code: 'AMBIGUOUS_AMOUNT', severity: 'error', message: DIAGNOSTIC_MESSAGES.AMBIGUOUS_AMOUNT, detail: { code: 'ONE_AMOUNT_SELECTIONS', params: { count: 2 } } },
    ]);
    for (const message of Object.values(DIAGNOSTIC_MESSAGES)) {
      expect(message['zh-CN'].length).toBeGreaterThan(0);
      expect(message['en-US'].length).toBeGreaterThan(0);
    }
  });

  it('lines point at their selection and slip, and carry their lottery', () => {
    const { lines } = parseOrderText('193期\n澳 07各10\n特码 08 #5', { lottery: HK6, lotteries: [HK6, MO6], zodiac });
    expect(lines).toEqual([
      { slip: 1, lottery: 'MO6', play: 'TM', selection: '7', stake: 1000, start: 7, end: 9 },
      { slip: 2, lottery: 'MO6', play: 'TM', selection: '8', stake: 500, start: 16, end: 18 },
    ]);
  });

  it('needs the zodiac year to expand an animal, and a market the book runs', () => {
    expect(parseOrderText('兔各20', { lottery: HK6 }).diagnostics.map((d) => d.code)).toEqual(['NO_ZODIAC']);
    // 2026-02-16 is still the Snake year (Rabbit 3 15 27 39), 2026-02-17 the Horse year (Rabbit 4 16 28 40)
    expect(parseOrderText('兔各20', { lottery: HK6, drawDate: '2026-02-16' }).lines.map((l) => l.selection)).toEqual(['3', '15', '27', '39']);
    expect(parseOrderText('兔各20', { lottery: HK6, drawDate: '2026-02-17' }).lines.map((l) => l.selection)).toEqual(['4', '16', '28', '40']);
    expect(parseOrderText('红波各20', { lottery: HK6 }).lines).toHaveLength(17);
    expect(parseOrderText('澳 07各10', { lottery: HK6, zodiac }).diagnostics.map((d) => d.code)).toEqual(['UNKNOWN_MARKET']);
  });

  it('totals every line times its combinations and compares stated totals', () => {
    const { totals, diagnostics } = parseOrderText('复式二中二 01.02.03 各组10\n05各20\n共50\n06各1\n共2', { lottery: HK6, zodiac });
    expect(diagnostics.map((d) => [d.code, d.severity, d.detail])).toEqual([
      ['TOTAL_MATCHES', 'note', { code: 'STATED_READ', params: { stated: 5000, read: 5000 } }],
      ['CHECKSUM', 'error', { code: 'STATED_READ', params: { stated: 200, read: 100 } }],
    ]);
    expect(totals).toEqual({
      stake: 3 * 1000 + 2000 + 100,
      stated: [{ start: 26, end: 29, amount: 5000, read: 5000 }, { start: 35, end: 37, amount: 200, read: 100 }],
    });
  });
});

describe('parseOrderText: lines too large to book', () => {
  const context = { lottery: { code: 'HK6', game: 'MARK6' } as LotteryInfo, zodiac: zodiacMapOn('2026-03-01') };
  it.each([
    ['十二不中 复式 ' + Array.from({ length: 40 }, (_, i) => i + 1).join('.') + ' 各10', 'BAD_SELECTION'],
    ['十不中 01拖' + Array.from({ length: 40 }, (_, i) => i + 2).join('.') + ' 各10', 'BAD_SELECTION'],
  ])('%s is a diagnostic, never billions of combinations', (text, code) => {
    const parsed = parseOrderText(text, context);
    expect(parsed.lines).toEqual([]);
    expect(parsed.diagnostics.map((d) => [d.code, d.detail])).toContainEqual([code, { code: 'TOO_MANY_COMBINATIONS', params: { max: 10_000 } }]);
  });
});

describe('parseOrderText: the bound on expanded lines (maxLines)', () => {
  const context = { lottery: HK6, lotteries: [HK6, MO6], zodiac, maxLines: 100 };

  it.each([
    // 49 + 49 lines fit; one more selection passes the bound at the third slip.
    ['01到49各1\n01到49各2', 98, []],
    ['01到49各1\n01到49各2\n07.08.09各3', 98, [['TOO_MANY_LINES', { code: 'MORE_LINES_THAN', params: { max: 100 } }]]],
    // Two markets double a slip's lines.
    ['港澳 01到49各1', 98, []],
    ['港澳 01到49各1\n红波各1', 98, [['TOO_MANY_LINES', { code: 'MORE_LINES_THAN', params: { max: 100 } }]]],
    // 拖 walks a line per combination: counted before it is walked (38 lines; C(44, 2) = 946 lines).
    ['三中三 01.02拖03到40各1', 38, []],
    ['三中三 01拖03到46各1', 0, [['TOO_MANY_LINES', { code: 'MORE_LINES_THAN', params: { max: 100 } }]]],
    // A compound line is one line (its combinations are counted, never walked).
    ['复式二中二 01到40各组1', 1, []],
  ] as const)('%s: %i lines', (text, lines, diagnostics) => {
    const parsed = parseOrderText(text, context);
    expect(parsed.lines).toHaveLength(lines);
    expect(parsed.diagnostics.map((d) => [d.code, d.detail])).toEqual(diagnostics);
  });

  it.each([10, 100, 1000])('a text %ix the bound stops at the bet that passes it: one diagnostic, the lines before it', (times) => {
    const parsed = parseOrderText('01到49各1\n'.repeat(Math.ceil((times * 100) / 49)), context);
    expect(parsed.lines).toHaveLength(98);
    expect(parsed.diagnostics).toEqual([expect.objectContaining({ code: 'TOO_MANY_LINES', token: '01到49各1', start: 16, end: 23 })]);
  });

  it('is unbounded when left out', () => {
    expect(parseOrderText('01到49各1\n'.repeat(5), { lottery: HK6, zodiac }).lines).toHaveLength(245);
  });
});

describe('groupNumbers (the order form\'s quick picks read groups as the parser does)', () => {
  const horse = zodiacMapOn('2026-03-01');
  it.each([
    ['colour', 'GREEN', [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49]],
    ['tail', '0', [10, 20, 30, 40]],
    ['head', '4', [40, 41, 42, 43, 44, 45, 46, 47, 48, 49]],
    ['zodiac', 'HORSE', [1, 13, 25, 37, 49]],
  ] as const)('%s %s', (kind, code, expected) => expect(groupNumbers(kind, code, horse)).toEqual(expected));

  it('agrees with a text of the same group', () => {
    for (const [text, kind, code] of [['大各10', 'two-sided', 'BIG'], ['单各10', 'two-sided', 'ODD'], ['兔各10', 'zodiac', 'RABBIT']] as const) {
      const read = parseOrderText(text, { lottery: { code: 'HK6', game: 'MARK6' }, zodiac: horse }).lines.map((l) => Number(l.selection));
      expect(read).toEqual(groupNumbers(kind, code, horse));
    }
  });
  it('is empty for a zodiac without the draw\'s map', () => expect(groupNumbers('zodiac', 'RAT', undefined)).toEqual([]));
});
