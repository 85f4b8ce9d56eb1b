import { describe, expect, it } from 'vitest';
import { parseOrderText } from './parse.js';
import type { ParseOptions } from './types.js';

/**
 * Real-world chat notations and what they must give. Lines are written
 * `PLAY selection yuan` (stake per selection or combination); diagnostics by
 * code. Ambiguous input must give a diagnostic and no line for it.
 */
type Case = [text: string, lines: string[], diagnostics?: string[], options?: Partial<ParseOptions>];

const MARK6: Case[] = [
  // Play prefixes and separators
  ['特码 01,02,03 各10元', ['TM 1 10', 'TM 2 10', 'TM 3 10']],
  ['特01.02.03各10', ['TM 1 10', 'TM 2 10', 'TM 3 10']],
  ['特码01，02，03各10块', ['TM 1 10', 'TM 2 10', 'TM 3 10']],
  ['特码 01、02、03 各5', ['TM 1 5', 'TM 2 5', 'TM 3 5']],
  ['特碼 1 2 3 各20', ['TM 1 20', 'TM 2 20', 'TM 3 20']],
  ['特码 01 02 03 #20', ['TM 1 20', 'TM 2 20', 'TM 3 20']],
  ['特码 05 每注50', ['TM 5 50']],
  ['01.02.03各10', ['TM 1 10', 'TM 2 10', 'TM 3 10']],
  ['08各100', ['TM 8 100']],
  ['TM 7 8 each 30', ['TM 7 30', 'TM 8 30']],
  ['tm 07#15', ['TM 7 15']],
  ['ZM 12 each 10', ['ZM 12 10']],
  ['正码 12 33 各10', ['ZM 12 10', 'ZM 33 10']],
  ['正 05各8', ['ZM 5 8']],
  // n=N and nxN
  ['01=10 02=20', ['TM 1 10', 'TM 2 20']],
  ['01=10,02=20,03=30', ['TM 1 10', 'TM 2 20', 'TM 3 30']],
  ['10x100', ['TM 10 100']],
  ['10X50 11×60', ['TM 10 50', 'TM 11 60']],
  ['10*5', ['TM 10 5']],
  ['特码 25=100元', ['TM 25 100']],
  ['01.02=10', [], ['AMBIGUOUS_PAIR']],
  // Amount units, decimals and Chinese numerals
  ['05 100元', ['TM 5 100']],
  ['05 100块', ['TM 5 100']],
  ['01各2.5元', ['TM 1 2.5']],
  ['01各2.55', ['TM 1 2.55']],
  ['01各2.555元', [], ['BAD_AMOUNT']],
  ['01各二十', ['TM 1 20']],
  ['01各五十元', ['TM 1 50']],
  ['02各一百块', ['TM 2 100']],
  ['03 两百元', ['TM 3 200']],
  ['04各一千二', ['TM 4 1200']],
  ['05各三百五', ['TM 5 350']],
  ['06各十', ['TM 6 10']],
  ['07各一百零五', ['TM 7 105']],
  ['08各两万', ['TM 8 20000']],
  ['01各0', [], ['BAD_AMOUNT']],
  ['01各', [], ['BAD_AMOUNT']],
  // Colours, two-sided, zodiac, tails, heads
  ['红波100', ['TM_COLOUR RED 100']],
  ['红波 蓝波 各50', ['TM_COLOUR RED 50', 'TM_COLOUR BLUE 50']],
  ['绿波#30', ['TM_COLOUR GREEN 30']],
  ['波色 红 20', ['TM_COLOUR RED 20']],
  ['大100', ['TM_TWO_SIDED BIG 100']],
  ['大100 小50', ['TM_TWO_SIDED BIG 100', 'TM_TWO_SIDED SMALL 50']],
  ['单 双 各20', ['TM_TWO_SIDED ODD 20', 'TM_TWO_SIDED EVEN 20']],
  ['特码 大 各200', ['TM_TWO_SIDED BIG 200']],
  ['合单50', ['TM_TWO_SIDED SUM_ODD 50']],
  ['尾大 尾小 各10', ['TM_TWO_SIDED TAIL_BIG 10', 'TM_TWO_SIDED TAIL_SMALL 10']],
  ['家禽100 野兽100', ['TM_TWO_SIDED DOMESTIC 100', 'TM_TWO_SIDED WILD 100']],
  ['马 羊 各20', ['TM_ZODIAC HORSE 20', 'TM_ZODIAC GOAT 20']],
  ['特肖 龙50', ['TM_ZODIAC DRAGON 50']],
  ['特肖 馬 雞 豬 各10', ['TM_ZODIAC HORSE 10', 'TM_ZODIAC ROOSTER 10', 'TM_ZODIAC PIG 10']],
  ['平特 马 50', ['PT_ZODIAC HORSE 50']],
  ['平特一肖 鼠 牛 各30', ['PT_ZODIAC RAT 30', 'PT_ZODIAC OX 30']],
  ['一肖 猴100', ['PT_ZODIAC MONKEY 100']],
  ['3尾各10', ['TM_TAIL 3 10']],
  ['3尾 5尾 各10 0头20块', ['TM_TAIL 3 10', 'TM_TAIL 5 10', 'TM_HEAD 0 20']],
  ['尾数 0 9 各10', ['TM_TAIL 0 10', 'TM_TAIL 9 10']],
  ['特头 4 各20', ['TM_HEAD 4 20']],
  // Ranges
  ['01到05各5元', ['TM 1 5', 'TM 2 5', 'TM 3 5', 'TM 4 5', 'TM 5 5']],
  ['特码 45至49 各10', ['TM 45 10', 'TM 46 10', 'TM 47 10', 'TM 48 10', 'TM 49 10']],
  ['01-03各5', [], ['AMBIGUOUS_DASH']],
  ['01-03各5', ['TM 1 5', 'TM 2 5', 'TM 3 5'], [], { ranges: true }],
  ['10到05各5', [], ['BAD_RANGE']],
  // Connected numbers (LM)
  ['二全中 01,02,03 每注10', ['LM_2_ALL 1,2,3 10']],
  ['二中二 5 15 25 35 每组2元', ['LM_2_ALL 5,15,25,35 2']],
  ['三全中 01.02.03 各10', ['LM_3_ALL 1,2,3 10']],
  ['三全中 01.02.03 10元', ['LM_3_ALL 1,2,3 10']],
  ['三中二 1 2 3 4 每注5', ['LM_3_2 1,2,3,4 5']],
  ['二中特 07 17 27 各3', ['LM_2_SPECIAL 7,17,27 3']],
  ['二全中 01,02,03 30元', [], ['AMBIGUOUS_AMOUNT']],
  ['二全中 01,02,03 共30元', ['LM_2_ALL 1,2,3 10']],
  ['三全中 01 02 各10', [], ['BAD_SELECTION']],
  ['LM_2_ALL 1 2 each 5', ['LM_2_ALL 1,2 5']],
  ['二全中 01 02 马 各10', [], ['NOT_IN_PLAY']],
  // Several slips in one paste
  ['特码01.02各10\n平特 马 羊 各20', ['TM 1 10 @0', 'TM 2 10 @0', 'PT_ZODIAC HORSE 20 @1', 'PT_ZODIAC GOAT 20 @1']],
  ['张三\n特码01.02.03各10\n05各20', ['TM 1 10 @1', 'TM 2 10 @1', 'TM 3 10 @1', 'TM 5 20 @2'], ['UNKNOWN_TOKEN']],
  ['01各10；02各20;03各30', ['TM 1 10 @0', 'TM 2 20 @1', 'TM 3 30 @2']],
  ['01.02.03\n各10', ['TM 1 10', 'TM 2 10', 'TM 3 10']],
  ['特码 01 02 平特 马 各10', ['TM 1 10', 'TM 2 10', 'PT_ZODIAC HORSE 10']],
  ['01.02.03各10.05.06各20', ['TM 1 10', 'TM 2 10', 'TM 3 10', 'TM 5 20', 'TM 6 20']],
  ['特码 01,02 各10\n二全中 03 04 05 每注2\n特码 红波50', ['TM 1 10 @0', 'TM 2 10 @0', 'LM_2_ALL 3,4,5 2 @1', 'TM_COLOUR RED 50 @2']],
  // A prefix holds for the next lines: a line that does not fit it is reported, not re-read.
  ['二全中 03 04 05 每注2\n红波50', ['LM_2_ALL 3,4,5 2'], ['NOT_IN_PLAY']],
  ['01.02.03共30', ['TM 1 10', 'TM 2 10', 'TM 3 10']],
  ['０１，０２各１０', ['TM 1 10', 'TM 2 10']],
  // Ambiguous or unreadable: a diagnostic, never a guess
  ['01 02 03 10元', [], ['AMBIGUOUS_AMOUNT']],
  ['马 羊 50', [], ['AMBIGUOUS_AMOUNT']],
  ['特码 马 20', [], ['AMBIGUOUS_AMOUNT']],
  ['特码 马 01 各10', ['TM_ZODIAC HORSE 10', 'TM 1 10']],
  ['特马50', [], ['AMBIGUOUS_WORD']],
  ['大单100', [], ['UNSUPPORTED']],
  ['010203各10', [], ['RUN_TOGETHER']],
  ['01,1各10', [], ['DUPLICATE']],
  ['01 02 03', [], ['NO_AMOUNT']],
  ['各50', [], ['NO_SELECTION']],
  ['50各10', [], ['BAD_SELECTION']],
  ['平特 01 各10', [], ['NOT_IN_PLAY']],
  ['01.02.03共10', [], ['BAD_AMOUNT']],
  ['01各10 哈哈', ['TM 1 10'], ['UNKNOWN_TOKEN']],
  ['01各10', [], ['NO_PLAY'], { requirePlay: true }],
  ['特码01各10', ['TM 1 10'], [], { requirePlay: true }],
];

const PICK3: Case[] = [
  ['直选 123 456 各10', ['P3_DIRECT 123 10', 'P3_DIRECT 456 10']],
  ['123=10,456=20', ['P3_DIRECT 123 10', 'P3_DIRECT 456 20']],
  ['123#5元', ['P3_DIRECT 123 5']],
  ['直选123各十块', ['P3_DIRECT 123 10']],
  ['直选 12 各5', [], ['BAD_SELECTION']],
  ['组三 112 223 各5', ['P3_GROUP3 112 5', 'P3_GROUP3 223 5']],
  ['组三 121 各5', ['P3_GROUP3 112 5']],
  ['组三 112 121 各5', [], ['DUPLICATE']],
  ['组三 111各5', [], ['BAD_SELECTION']],
  ['组六 321 各5', ['P3_GROUP6 123 5']],
  ['组6 135 246 各2', ['P3_GROUP6 135 2', 'P3_GROUP6 246 2']],
  ['和值 10 11 各5', ['P3_SUM 10 5', 'P3_SUM 11 5']],
  ['和值 10到12 各1', ['P3_SUM 10 1', 'P3_SUM 11 1', 'P3_SUM 12 1']],
  ['和值 28各5', [], ['BAD_SELECTION']],
  ['跨度 3 各10', ['P3_SPAN 3 10']],
  ['5*7各10', ['P3_TWO_POS 5*7 10']],
  ['定位 5** *7* 各2', ['P3_ONE_POS 5** 2', 'P3_ONE_POS *7* 2']],
  ['百位5 各10', ['P3_ONE_POS 5** 10']],
  ['个位 3 8 各4', ['P3_ONE_POS **3 4', 'P3_ONE_POS **8 4']],
  ['百位大 十位单 各10', ['P3_POS_TWO_SIDED H:BIG 10', 'P3_POS_TWO_SIDED T:ODD 10']],
  ['个位双50', ['P3_POS_TWO_SIDED U:EVEN 50']],
  ['直选 123 各10\n组六 456 各5', ['P3_DIRECT 123 10 @0', 'P3_GROUP6 456 5 @1']],
  ['大100', [], ['NOT_IN_PLAY']],
];

const format = (line: { play: string; selection: string; stake: number; slip: number }, withSlip: boolean): string =>
  `${line.play} ${line.selection} ${line.stake / 100}${withSlip ? ` @${line.slip}` : ''}`;

function check(game: 'MARK6' | 'PICK3', [text, lines, diagnostics = [], options = {}]: Case): void {
  const result = parseOrderText(text, { game, ...options });
  const withSlip = lines.some((l) => l.includes('@'));
  expect(result.lines.map((l) => format(l, withSlip))).toEqual(lines);
  expect(result.diagnostics.map((d) => d.code)).toEqual(diagnostics);
}

describe('order text notations', () => {
  it('the table holds at least 80 notations', () => {
    expect(MARK6.length + PICK3.length).toBeGreaterThanOrEqual(80);
  });
  it.each(MARK6)('MARK6 %j', (...c) => check('MARK6', c));
  it.each(PICK3)('PICK3 %j', (...c) => check('PICK3', c));

  it('diagnostics carry the position and the token', () => {
    const { diagnostics } = parseOrderText('特码 01 02 03 10元', { game: 'MARK6' });
    expect(diagnostics).toEqual([
      { position: 12, token: '10元', code: 'AMBIGUOUS_AMOUNT', reason: 'one amount after 3 stakes: write 各N for each or 共N for the total' },
    ]);
    const unknown = parseOrderText('张三 01各10', { game: 'MARK6' }).diagnostics[0];
    expect(unknown).toMatchObject({ position: 0, token: '张三', code: 'UNKNOWN_TOKEN' });
  });

  it('lines point at their selection in the text', () => {
    const [line] = parseOrderText('特码 马 01 各10', { game: 'MARK6' }).lines;
    expect(line).toMatchObject({ start: 3, end: 4, play: 'TM_ZODIAC' });
  });
});
