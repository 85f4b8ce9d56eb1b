import type { Game, Names, OddsSlot, PlayCode, PlayType } from './types.js';

const main = (typicalOdds: number): OddsSlot => ({ code: 'MAIN', names: { 'zh-CN': '赔率', 'en-US': 'Odds' }, typicalOdds });
const slot = (code: string, names: Names, typicalOdds: number): OddsSlot => ({ code, names, typicalOdds });

const play = (p: Omit<PlayType, 'game'>): PlayType => ({ game: 'MARK6', ...p });

/** Tails 1-9 (five numbers each) pay slot 0, tail 0 (four numbers: 10 20 30 40) slot 1. */
const tailSlots = (tails1to9: number, tail0: number): OddsSlot[] => [
  slot('TAIL_1_9', { 'zh-CN': '1-9尾', 'en-US': 'Tails 1-9' }, tails1to9),
  slot('TAIL_0', { 'zh-CN': '0尾', 'en-US': 'Tail 0' }, tail0),
];

/** 连肖: animals per combination, names, typical odds x10,000 without / with the year's animal. */
const LINKED_ZODIACS: readonly [number, string, string, number, number][] = [
  [2, '二连肖', 'Two linked zodiacs', 46_000, 39_000],
  [3, '三连肖', 'Three linked zodiacs', 118_000, 99_000],
  [4, '四连肖', 'Four linked zodiacs', 340_000, 285_000],
  [5, '五连肖', 'Five linked zodiacs', 1_200_000, 1_000_000],
];

/** 不中: numbers per combination, name, typical odds x10,000. */
const NOT_HIT: readonly [number, string, number][] = [
  [5, '五不中', 21_300], [6, '六不中', 25_300], [7, '七不中', 30_200], [8, '八不中', 36_300],
  [9, '九不中', 43_700], [10, '十不中', 53_000], [11, '十一不中', 64_600], [12, '十二不中', 79_000],
];

/** 合肖: animals per selection, name, typical odds x10,000 (11.4 / n: about 95% with the 49 tie). */
const ZODIAC_COMBOS: readonly [number, string, number][] = [
  [2, '二肖', 57_000], [3, '三肖', 38_000], [4, '四肖', 28_500], [5, '五肖', 22_800], [6, '六肖', 19_000],
  [7, '七肖', 16_300], [8, '八肖', 14_300], [9, '九肖', 12_700], [10, '十肖', 11_400], [11, '十一肖', 10_400],
];

/** Play types (docs/domain/games.md#play-types), typical tier-A odds x10,000 and rebates in bp. */
export const MARK6_PLAY_TYPES: readonly PlayType[] = [
  play({
    code: 'TM', names: { 'zh-CN': '特码', 'en-US': 'Special number' }, selection: 'number',
    oddsSlots: [main(426_000)], typicalRebateBp: 1300, outcomeSpace: 'single',
  }),
  play({
    code: 'TM_TWO_SIDED', names: { 'zh-CN': '特码两面', 'en-US': 'Special two-sided' }, selection: 'two-sided',
    oddsSlots: [main(19_700)], typicalRebateBp: 100, outcomeSpace: 'single',
  }),
  play({
    code: 'TM_COLOUR', names: { 'zh-CN': '特码波色', 'en-US': 'Special colour' }, selection: 'colour',
    oddsSlots: [
      slot('BLUE_GREEN', { 'zh-CN': '蓝波/绿波', 'en-US': 'Blue / green' }, 30_160),
      slot('RED', { 'zh-CN': '红波', 'en-US': 'Red' }, 28_390),
    ],
    typicalRebateBp: 100, outcomeSpace: 'single',
  }),
  play({
    code: 'TM_ZODIAC', names: { 'zh-CN': '特肖', 'en-US': 'Special zodiac' }, selection: 'zodiac',
    oddsSlots: [
      slot('OTHER', { 'zh-CN': '其他生肖', 'en-US': 'Other animals' }, 112_000),
      slot('YEAR', { 'zh-CN': '本命肖', 'en-US': "Year's animal" }, 90_000),
    ],
    typicalRebateBp: 300, outcomeSpace: 'single',
  }),
  play({
    code: 'TM_TAIL', names: { 'zh-CN': '特码尾数', 'en-US': 'Special tail' }, selection: 'tail',
    oddsSlots: tailSlots(96_500, 120_700),
    typicalRebateBp: 100, outcomeSpace: 'single',
  }),
  play({
    code: 'TM_HEAD', names: { 'zh-CN': '特码头数', 'en-US': 'Special head' }, selection: 'head',
    oddsSlots: [main(45_000)], typicalRebateBp: 300, outcomeSpace: 'single',
  }),
  play({
    code: 'ZM', names: { 'zh-CN': '正码', 'en-US': 'Regular number' }, selection: 'number',
    oddsSlots: [main(72_000)], typicalRebateBp: 1100, outcomeSpace: 'multi',
  }),
  play({
    code: 'PT_ZODIAC', names: { 'zh-CN': '平特一肖', 'en-US': 'Any-number zodiac' }, selection: 'zodiac',
    oddsSlots: [
      slot('OTHER', { 'zh-CN': '其他生肖', 'en-US': 'Other animals' }, 20_400),
      slot('YEAR', { 'zh-CN': '本命肖', 'en-US': "Year's animal" }, 17_400),
    ],
    typicalRebateBp: 300, outcomeSpace: 'multi',
  }),
  play({
    code: 'LM_2_ALL', names: { 'zh-CN': '二全中', 'en-US': 'Two in two' }, selection: 'numbers', pick: 2,
    oddsSlots: [main(520_000)], typicalRebateBp: 1500, outcomeSpace: 'multi',
  }),
  play({
    code: 'LM_3_ALL', names: { 'zh-CN': '三全中', 'en-US': 'Three in three' }, selection: 'numbers', pick: 3,
    oddsSlots: [main(5_500_000)], typicalRebateBp: 1500, outcomeSpace: 'multi',
  }),
  play({
    code: 'LM_3_2', names: { 'zh-CN': '三中二', 'en-US': 'Three hit two' }, selection: 'numbers', pick: 3,
    oddsSlots: [
      slot('HIT_2', { 'zh-CN': '中二', 'en-US': 'Two hit' }, 210_000),
      slot('HIT_3', { 'zh-CN': '中三', 'en-US': 'Three hit' }, 1_000_000),
    ],
    typicalRebateBp: 1500, outcomeSpace: 'multi',
  }),
  play({
    code: 'LM_2_SPECIAL', names: { 'zh-CN': '二中特', 'en-US': 'Two hit special' }, selection: 'numbers', pick: 2,
    oddsSlots: [
      slot('BOTH_REGULAR', { 'zh-CN': '中二', 'en-US': 'Both regular' }, 295_000),
      slot('WITH_SPECIAL', { 'zh-CN': '中特', 'en-US': 'One regular + special' }, 500_000),
    ],
    typicalRebateBp: 1500, outcomeSpace: 'multi',
  }),
  play({
    code: 'PT_TAIL', names: { 'zh-CN': '平特尾', 'en-US': 'Any-number tail' }, selection: 'tail',
    oddsSlots: tailSlots(17_100, 20_000),
    typicalRebateBp: 200, outcomeSpace: 'multi',
  }),
  ...LINKED_ZODIACS.map(([pick, zh, en, other, withYear]) => play({
    code: `LX_${pick}` as PlayCode, names: { 'zh-CN': zh, 'en-US': en }, selection: 'zodiacs', pick,
    oddsSlots: [
      slot('OTHER', { 'zh-CN': '不含本命肖', 'en-US': "Without the year's animal" }, other),
      slot('WITH_YEAR', { 'zh-CN': '含本命肖', 'en-US': "With the year's animal" }, withYear),
    ],
    typicalRebateBp: 200, outcomeSpace: 'multi',
  })),
  ...NOT_HIT.map(([pick, zh, odds]) => play({
    code: `NH_${pick}` as PlayCode, names: { 'zh-CN': zh, 'en-US': `${pick} miss` }, selection: 'numbers', pick,
    oddsSlots: [main(odds)], typicalRebateBp: 200, outcomeSpace: 'multi',
  })),
  ...ZODIAC_COMBOS.map(([size, zh, odds]) => play({
    code: `HX_${size}` as PlayCode, names: { 'zh-CN': zh, 'en-US': `${size}-zodiac combo` }, selection: 'zodiacs', size,
    oddsSlots: [main(odds)], typicalRebateBp: 200, outcomeSpace: 'single',
  })),
];

export const MARK6: Game = {
  code: 'MARK6',
  names: { 'zh-CN': '六合彩', 'en-US': 'Mark Six' },
  outcomes: Array.from({ length: 49 }, (_, i) => String(i + 1)),
  playTypes: MARK6_PLAY_TYPES,
};
