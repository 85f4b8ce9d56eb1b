import { describe, expect, it } from 'vitest';
import { Diagnostics } from './diagnostics.js';
import { tokenize } from './lexer.js';
import { normalise } from './normalise.js';
import { RULES } from './read-rules.js';
import { Reader } from './reader.js';
import { DEFAULT_BOOK_SETTINGS } from './settings.js';
import { splitSlips } from './slips.js';

/**
 * Each grammar rule with its own table: a slip, and what the reader holds
 * after it (bets as `mode amount: context selections`, then diagnostics).
 * The rule under test must be one that read a token of the example.
 */
function read(text: string): { fired: Set<string>; trace: string[] } {
  const diagnostics = new Diagnostics(text);
  const reader = new Reader('MARK6', DEFAULT_BOOK_SETTINGS, diagnostics);
  const fired = new Set<string>();
  for (const slip of splitSlips(tokenize(normalise(text), 'MARK6'))) {
    reader.tokens = slip.tokens;
    reader.at = 0;
    reader.slip = slip.index;
    while (reader.at < slip.tokens.length) {
      const token = slip.tokens[reader.at];
      const rule = token && RULES.find((r) => r(reader, token));
      if (rule) fired.add(rule.name);
    }
    reader.endSlip();
  }
  reader.finish();
  const bets = reader.bets.map((b) => {
    const flags = [b.group.compound ? '复式' : '', b.group.sizes ? `sizes ${b.group.sizes.join(',')}` : '', b.group.count ? `${b.group.count.n}组` : '', b.group.dragAt !== null ? `拖@${b.group.dragAt}` : '', b.group.markets ? b.group.markets.join('+') : '',
      b.group.excluded.length > 0 ? `-${b.group.excluded.map((i) => i.value).join(',')}` : ''].filter(Boolean).join(' ');
    return `${b.mode} ${b.fen / 100}: ${b.group.items[0]?.context} ${b.group.items.map((i) => i.value).join(',')}${flags ? ` (${flags})` : ''}`;
  });
  const totals = reader.checksums.map((c) => `total ${c.fen / 100} after ${c.bets}`);
  return { fired, trace: [...bets, ...totals, ...diagnostics.list.map((d) => (d.severity === 'note' ? `note ${d.code}` : d.code))] };
}

const TABLES: Record<string, [text: string, trace: string[]][]> = {
  skipNoise: [
    ['主 01 , 02各10', ['each 10: TM 01,02']],
    ['买：05各5', ['each 5: TM 05']],
  ],
  headerOrTime: [
    ['193期 05各5', ['each 5: TM 05', 'note HEADER_SKIPPED']],
    ['九点半 05各5', ['each 5: TM 05', 'note HEADER_SKIPPED']],
    ['05各5 20:45', ['each 5: TM 05', 'note HEADER_SKIPPED']],
  ],
  sizeList: [
    ['3.4连 鼠牛虎兔 各10', ['each 10: LX RAT,OX,TIGER,RABBIT (sizes 3,4)']],
    ['复二复三 鼠牛虎 各5', ['each 5: LX RAT,OX,TIGER (sizes 2,3)']],
  ],
  setCount: [
    ['二中二【01.02】【03.04】2组各5', ['each 5: LM_2_ALL 01,02,03,04 (2组)']],
    ['2组', ['NO_SELECTION']],
  ],
  playWord: [
    ['平特 马 50', ['bare 50: PT HORSE']],
    ['01.02二中二各10', ['each 10: LM_2_ALL 01,02']],
    ['7不中 1.2.3.4.5.6.7 各1', ['each 1: NH_7 1,2,3,4,5,6,7']],
    ['澳特 05各5', ['each 5: TM 05 (MO6)']],
    ['05各5 澳门', ['each 5: TM 05 (MO6)', 'note MARKET_AT_END']],
    ['羊猴二连各20 羊猴猪三连10', ['each 20: LX_2 GOAT,MONKEY', 'bare 10: LX_3 GOAT,MONKEY,PIG']],
  ],
  blockingWord: [
    ['特马 05各5', ['AMBIGUOUS_WORD']],
    ['半波 红单各5', ['UNSUPPORTED']],
    ['四不中 1.2.3.4各5', ['UNSUPPORTED']],
  ],
  amountMarker: [
    ['05各5', ['each 5: TM 05']],
    ['蛇包80', ['bao 80: TM SNAKE']],
    ['08 下1500', ['bare 1500: TM 08']],
    ['07=30', ['each 30: TM 07']],
    ['01/02/03各10', ['each 10: TM 01,02,03']],
    ['01/02/03/10', ['AMBIGUOUS_AMOUNT']],
    ['01/02各/10', ['each 10: TM 01,02']],
    ['12/各10', ['each 10: TM 12']],
    ['01=', ['BAD_AMOUNT']],
  ],
  statedTotal: [
    ['05各5\n共5', ['each 5: TM 05', 'total 5 after 1']],
    ['05.06共10', ['AMBIGUOUS_AMOUNT']],
  ],
  combinationWord: [
    ['复式二中二 01.02.03 各组5', ['each 5: LM_2_ALL 01,02,03 (复式)']],
    ['01拖02.03二中二各5', ['each 5: LM_2_ALL 01,02,03 (拖@1)']],
    ['【01.02】【03.04】二中二各5', ['each 5: LM_2_ALL 01,02,03,04']],
  ],
  exclusion: [
    ['马各10 不要49', ['each 10: TM HORSE (-49)']],
    ['红波 1号不要 各10', ['each 10: TM RED (-1)']],
    ['不要', ['UNKNOWN_TOKEN']],
  ],
  markedNumber: [
    ['3尾各10', ['each 10: TM 3']],
    ['0头 1头各10', ['each 10: TM 0,1']],
    ['1357尾各10', ['each 10: TM 1,3,5,7']],
    ['尾6 头2各10', ['each 10: TM 6,2']],
  ],
  range: [
    ['01到03各5', ['each 5: TM 1,2,3']],
    ['01-03各5', ['AMBIGUOUS_DASH']],
    ['05到01各5', ['BAD_RANGE']],
    ['21-09各5', ['each 5: TM 21,09']],
    ['(06-16)(07-17)二中二各5', ['each 5: LM_2_ALL 06,16,07,17']],
  ],
  dashAmount: [
    ['47-10米', ['bare 10: TM 47', 'note UNIT_READ']],
    ['(06-16)-(07-17)二中二各5', ['each 5: LM_2_ALL 06,16,07,17']],
    ['17-----100', ['bare 100: TM 17']],
    ['-', ['UNKNOWN_TOKEN']],
  ],
  number: [
    ['05 100', ['bare 100: TM 05']],
    ['兔20', ['bare 20: TM RABBIT']],
    ['特码 马 20', ['AMBIGUOUS_NUMBER']],
    ['0102各5', ['RUN_TOGETHER']],
  ],
  chineseAmount: [
    ['05 五斤', ['bare 5: TM 05', 'note UNIT_READ']],
    ['05 一千二', ['bare 1200: TM 05']],
  ],
  wordItem: [
    ['红单 蓝大各5', ['each 5: TM RED:ODD,BLUE:BIG']],
    ['家禽各5', ['each 5: TM DOMESTIC']],
    ['野兽小各5', ['each 5: TM two-sided=WILD&two-sided=SMALL']],
  ],
  unknown: [
    ['哈 05各5', ['UNKNOWN_TOKEN']],
    ['05各5 哈', ['each 5: TM 05', 'UNKNOWN_TOKEN']],
  ],
};

describe('grammar rules', () => {
  it('every rule has its table', () => {
    expect(Object.keys(TABLES).sort()).toEqual(RULES.map((r) => r.name).sort());
  });
  for (const [name, cases] of Object.entries(TABLES)) {
    describe(name, () => {
      it.each(cases)('%j', (text, trace) => {
        const result = read(text);
        expect(result.trace).toEqual(trace);
        expect([...result.fired]).toContain(name);
      });
    });
  }
});
