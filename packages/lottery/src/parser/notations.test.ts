import { describe, expect, it } from 'vitest';
import { zodiacMapOn } from '../zodiac.js';
import { parseOrderText } from './parse.js';
import type { BookSettings, ParseContext } from './settings.js';

/**
 * Real-world chat notations (packages/lottery/README.md#conventions) and what they must give, one table
 * per grammar rule or convention. Lines are `PLAY selection yuan` (stake per
 * selection or combination), with the lottery when it is not the order's own
 * (HK6); diagnostics by code. The draw is in 2026, a Horse year: Horse 1 13 25
 * 37 49, Snake 2 14 26 38, Dragon 3 15 27 39, Rabbit 4 16 28 40, Tiger 5 17 29
 * 41, Ox 6 18 30 42, Rat 7 19 31 43, Pig 8 20 32 44, Dog 9 21 33 45, Rooster
 * 10 22 34 46, Monkey 11 23 35 47, Goat 12 24 36 48. Anything ambiguous must
 * give a diagnostic and book nothing for it, unless a book setting decides.
 */
type Case = [text: string, lines: string[], errors?: string[], settings?: Partial<BookSettings>, notes?: string[]];

const HK6 = { code: 'HK6', game: 'MARK6' } as const;
const MO6 = { code: 'MO6', game: 'MARK6' } as const;
const P3 = { code: 'P3', game: 'PICK3' } as const;
const MARK6_CONTEXT: ParseContext = { lottery: HK6, lotteries: [HK6, MO6, P3], zodiac: zodiacMapOn('2026-06-01') };

/** Lines of one play, one per selection, at one stake. */
const each = (play: string, selections: (number | string)[], yuan: number | string, lottery = ''): string[] =>
  selections.map((s) => `${play} ${s} ${yuan}${lottery ? ` ${lottery}` : ''}`);

const HORSE = [1, 13, 25, 37, 49];
const SNAKE = [2, 14, 26, 38];
const RABBIT = [4, 16, 28, 40];
const RAT = [7, 19, 31, 43];
const PIG = [8, 20, 32, 44];
const ROOSTER = [10, 22, 34, 46];
const MONKEY = [11, 23, 35, 47];
const GOAT = [12, 24, 36, 48];
const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
const GREEN = [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49];
const DOG = [9, 21, 33, 45];
const OX = [6, 18, 30, 42];
const DOMESTIC = [...HORSE, ...OX, ...GOAT, ...ROOSTER, ...DOG, ...PIG].sort((a, b) => a - b);
const WILD = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => !DOMESTIC.includes(n));
const tails = (...digits: number[]): number[] => digits.flatMap((d) => Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => n % 10 === d));
const RED_ODD = RED.filter((n) => n % 2 === 1);
const BLUE_BIG = BLUE.filter((n) => n >= 25);
const GREEN_SMALL = GREEN.filter((n) => n < 25);

/** Separators between numbers: . , ， 、 / _ * + space and runs of them. */
const separators: Case[] = ['.', ',', '，', '、', '/', '_', '*', '+', ' ', '..', ', ', ' . ', '，，'].map((sep): Case =>
  [`05${sep}15${sep}25各10`, each('TM', [5, 15, 25], 10)]);

/** Amount words after the selections: each. */
const amountWords: Case[] = ['各', '各号', '各数', '数各', '个号', '每数', '每注', '每组', '一组', '名数', '每个', '每号'].map((word): Case =>
  [`08.18.28${word}20`, each('TM', [8, 18, 28], 20)]);

/** Units: all mean yuan. */
const units: Case[] = ['元', '块', '斤', '米', '文', '蚊', '闷', 'A', '#', '井', '点'].map((unit): Case =>
  [`11.22各5${unit}`, each('TM', [11, 22], 5)]);

/** Chinese numerals, mixed numerals and the letter O for zero. */
const numerals: Case[] = ([
  ['五', 5], ['十', 10], ['二十', 20], ['四十五', 45], ['一百', 100], ['8百', 800], ['一千二', 1200], ['两百', 200],
  ['三百五', 350], ['一百零五', 105], ['两万', 20_000], ['1千', 1000], ['5O', 50], ['1OO', 100], ['2.5', 2.5], ['0.5', 0.5],
] as const).map(([amount, yuan]): Case => [`33各${amount}`, each('TM', [33], yuan)]);

/** `=N ＝N /N xN ×N *N`: the amount of the selection before it (each). */
const markers: Case[] = ['=', '＝', '/', 'x', 'X', '×', '*'].map((marker): Case => [`07${marker}50`, each('TM', [7], 50)]);

const TABLES: Record<string, Case[]> = {
  'the issue’s messages': [
    ['澳特.18.30.8.20各号50', each('TM', [18, 30, 8, 20], 50, 'MO6')],
    ['鼠猪鸡兔各数5米', [...each('TM', RAT, 5), ...each('TM', PIG, 5), ...each('TM', ROOSTER, 5), ...each('TM', RABBIT, 5)]],
    ['30.31.46.32复试二中二各组五斤', ['LM_2_ALL 30,31,32,46 5']],
    ['平特一肖，蛇，4000', ['PT_ZODIAC SNAKE 4000']],
    ['二连狗猴30狗虎30猴虎30', ['LX_2 MONKEY,DOG 30', 'LX_2 TIGER,DOG 30', 'LX_2 TIGER,MONKEY 30']],
    ['港76期\n主猴羊各数20斤\n共160斤', [...each('TM', MONKEY, 20), ...each('TM', GOAT, 20)]],
    ['兔各20', each('TM', RABBIT, 20)],
    ['红单各10', each('TM', RED_ODD, 10)],
    ['0尾各20', each('TM', [10, 20, 30, 40], 20)],
  ],
  separators,
  'amount words': [
    ['08 廿元', each('TM', [8], 20)],
    ...amountWords,
    ['05 15 各 10', each('TM', [5, 15], 10)],
    ['05.15\n各10', each('TM', [5, 15], 10)],
    ['05.15\n25.35\n各10', each('TM', [5, 15, 25, 35], 10)],
    ['08 下1500', each('TM', [8], 1500)],
    ['下1500', [], ['NO_SELECTION']],
    ['各50', [], ['NO_SELECTION']],
    ['01各', [], ['BAD_AMOUNT']],
    ['01各0', [], ['BAD_AMOUNT']],
    ['01各2.555元', [], ['BAD_AMOUNT']],
    ['01各99999999', [], ['BAD_AMOUNT']],
    ['01各1w', [], ['BAD_AMOUNT', 'UNKNOWN_TOKEN']],
    ['01各5k元', [], ['BAD_AMOUNT', 'UNKNOWN_TOKEN', 'UNKNOWN_TOKEN']],
    ['01各5块钱', each('TM', [1], 5)],
    ['01.02.03', [], ['NO_AMOUNT']],
  ],
  units: [
    ...units,
    ['05 100元', each('TM', [5], 100)],
    ['05 100 块', each('TM', [5], 100)],
    ['05,100', each('TM', [5], 100)],
    ['05 20', [], ['NO_AMOUNT']],
  ],
  numerals,
  markers: [
    ...markers,
    ['01=10 02=20', ['TM 1 10', 'TM 2 20']],
    ['01=10,02=20,03=30', ['TM 1 10', 'TM 2 20', 'TM 3 30']],
    ['10x100 11×60', ['TM 10 100', 'TM 11 60']],
    ['01.02=10', each('TM', [1, 2], 10)],
    ['#20 01', [], ['NO_SELECTION', 'NO_AMOUNT']],
    ['01 02 #20', each('TM', [1, 2], 20)],
    ['01/02/03/10', [], ['AMBIGUOUS_AMOUNT']],
    ['11/23', each('TM', [11], 23)],
    ['11/23元', each('TM', [11], 23)],
    ['15/20', each('TM', [15], 20)],
    ['01*02*03*10', [], ['AMBIGUOUS_AMOUNT']],
    ['01.02.03/10', each('TM', [1, 2, 3], 10)],
    ['01=', [], ['BAD_AMOUNT']],
  ],
  'dash before an amount': [
    ['47-10米', each('TM', [47], 10)],
    ['17-----100斤', each('TM', [17], 100)],
    ['17---100', each('TM', [17], 100)],
    ['05.06-20元', [], ['AMBIGUOUS_AMOUNT']],
    ['05.06-20元', each('TM', [5, 6], 20), [], { listAmount: 'each' }],
    ['-20元', [], ['UNKNOWN_TOKEN', 'NO_SELECTION']],
  ],
  ranges: [
    ['01到05各5元', each('TM', [1, 2, 3, 4, 5], 5)],
    ['45至49各10', each('TM', [45, 46, 47, 48, 49], 10)],
    ['01-03各5', [], ['AMBIGUOUS_DASH']],
    ['04-16-28-40各20', each('TM', [4, 16, 28, 40], 20)],
    ['04-16-28各20元', each('TM', [4, 16, 28], 20)],
    ['05-06-20元', [], ['AMBIGUOUS_AMOUNT']],
    ['【澳门】01.02各10', each('TM', [1, 2], 10, 'MO6')],
    ['01-03各5', each('TM', [1, 2, 3], 5), [], { dashRange: 'range' }],
    ['10到05各5', [], ['BAD_RANGE']],
    ['01到50各5', [], ['BAD_SELECTION']],
  ],
  'groups with 各 are every number of the group as special numbers': [
    ['马各10', each('TM', HORSE, 10)],
    ['蛇各数10', each('TM', SNAKE, 10)],
    ['免各20', each('TM', RABBIT, 20)], // typo 免 for 兔
    ['候各5', each('TM', MONKEY, 5)], // typo 候 for 猴
    ['猪.鸡各10', [...each('TM', PIG, 10), ...each('TM', ROOSTER, 10)]],
    ['鼠 猪 各5', [...each('TM', RAT, 5), ...each('TM', PIG, 5)]],
    ['红波各10', each('TM', RED, 10)],
    ['蓝波各10', each('TM', BLUE, 10)],
    ['兰波各10', each('TM', BLUE, 10)], // typo 兰 for 蓝
    ['绿波各2', each('TM', GREEN, 2)],
    ['红各10', each('TM', RED, 10)],
    ['蓝大各3', each('TM', BLUE_BIG, 3)],
    ['绿小各3', each('TM', GREEN_SMALL, 3)],
    ['红波单各10', each('TM', RED_ODD, 10)],
    ['0尾各5', each('TM', [10, 20, 30, 40], 5)],
    ['9尾各5', each('TM', [9, 19, 29, 39, 49], 5)],
    ['1头各10', each('TM', [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], 10)],
    ['0头各10', each('TM', [1, 2, 3, 4, 5, 6, 7, 8, 9], 10)],
    ['4头各1', each('TM', [40, 41, 42, 43, 44, 45, 46, 47, 48, 49], 1)],
    ['尾大各1', each('TM', Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => n % 10 >= 5), 1)],
    ['大各1', each('TM', Array.from({ length: 25 }, (_, i) => i + 25), 1)],
    ['小各1', each('TM', Array.from({ length: 24 }, (_, i) => i + 1), 1)],
    ['单各1', each('TM', Array.from({ length: 25 }, (_, i) => 2 * i + 1), 1)],
    ['双各1', each('TM', Array.from({ length: 24 }, (_, i) => 2 * i + 2), 1)],
    ['大单各1', each('TM', Array.from({ length: 13 }, (_, i) => 2 * i + 25), 1)],
    ['小双各1', each('TM', Array.from({ length: 12 }, (_, i) => 2 * i + 2), 1)],
    ['合单各1', each('TM', Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => (Math.floor(n / 10) + (n % 10)) % 2 === 1), 1)],
    ['家禽各1', each('TM', [...HORSE, 6, 18, 30, 42, ...GOAT, ...ROOSTER, 9, 21, 33, 45, ...PIG].sort((a, b) => a - b), 1)],
    ['马各10 不要49', each('TM', [1, 13, 25, 37], 10)],
    ['马各10，49号不要', each('TM', [1, 13, 25, 37], 10)],
    ['红波 不要01 各10', each('TM', RED.filter((n) => n !== 1), 10)],
    ['马各10 不要02', [], ['BAD_SELECTION']],
    ['1号不要', [], ['NO_SELECTION']],
    ['马 05 各10', [...each('TM', HORSE, 10), 'TM 5 10']],
    ['马 01 各10', [], ['DUPLICATE'], { duplicates: 'diagnose' }],
    ['马 01 各10', [...each('TM', [1], 20), ...each('TM', [13, 25, 37, 49], 10)], [], {}, ['DUPLICATE_ADDED']],
    ['正码 马各10', each('ZM', HORSE, 10)],
  ],
  'a group without 各 is a book setting': [
    ['兔20', [], ['AMBIGUOUS_GROUP']],
    ['兔20', each('TM', RABBIT, 20), [], { bareZodiac: 'each-number' }],
    ['兔20', ['PT_ZODIAC RABBIT 20'], [], { bareZodiac: 'pt-zodiac' }],
    ['马 羊 50', [], ['AMBIGUOUS_AMOUNT']],
    ['马 羊 50', [], ['AMBIGUOUS_GROUP'], { listAmount: 'each' }],
    ['马 羊 50', [], ['AMBIGUOUS_AMOUNT'], { bareZodiac: 'each-number' }],
    ['马 羊 50', [...each('TM', HORSE, 50), ...each('TM', GOAT, 50)], [], { bareZodiac: 'each-number', listAmount: 'each' }],
    ['红波100', [], ['AMBIGUOUS_GROUP']],
    ['红波100', ['TM_COLOUR RED 100'], [], { bareGroup: 'one-bet' }],
    ['红波100', each('TM', RED, 100), [], { bareGroup: 'each-number' }],
    ['大100', [], ['AMBIGUOUS_GROUP']],
    ['大100', ['TM_TWO_SIDED BIG 100'], [], { bareGroup: 'one-bet' }],
    ['3尾10元', [], ['AMBIGUOUS_GROUP']],
    ['3尾10元', ['TM_TAIL 3 10'], [], { bareGroup: 'one-bet' }],
    ['红单100', [], ['UNSUPPORTED'], { bareGroup: 'one-bet' }],
    ['特码 马 20', [], ['AMBIGUOUS_NUMBER']],
    ['特码 马20', [], ['AMBIGUOUS_GROUP']],
  ],
  '包 and play words make one bet': [
    ['蛇 包80', ['TM_ZODIAC SNAKE 80']],
    ['蛇包80', ['TM_ZODIAC SNAKE 80']],
    ['马 羊 包50', ['TM_ZODIAC HORSE 50', 'TM_ZODIAC GOAT 50']],
    ['红波包100', ['TM_COLOUR RED 100']],
    ['大包100', ['TM_TWO_SIDED BIG 100']],
    ['5尾包10', ['TM_TAIL 5 10']],
    ['红单包10', [], ['UNSUPPORTED']],
    ['特肖 蛇 80', ['TM_ZODIAC SNAKE 80']],
    ['特肖 马 羊 各20', ['TM_ZODIAC HORSE 20', 'TM_ZODIAC GOAT 20']],
    ['生肖 龙50', ['TM_ZODIAC DRAGON 50']],
    ['特肖 馬 雞 豬 各10', ['TM_ZODIAC HORSE 10', 'TM_ZODIAC ROOSTER 10', 'TM_ZODIAC PIG 10']],
    ['波色 红 50', ['TM_COLOUR RED 50']],
    ['波色 红 蓝 各50', ['TM_COLOUR RED 50', 'TM_COLOUR BLUE 50']],
    ['两面 大 100', ['TM_TWO_SIDED BIG 100']],
    ['两面 大 小 各100', ['TM_TWO_SIDED BIG 100', 'TM_TWO_SIDED SMALL 100']],
    ['两面 合单 50', ['TM_TWO_SIDED SUM_ODD 50']],
    ['两面 家禽 野兽 各5', ['TM_TWO_SIDED DOMESTIC 5', 'TM_TWO_SIDED WILD 5']],
    ['两面 尾大 20', ['TM_TWO_SIDED TAIL_BIG 20']],
    ['特尾 3 各10', ['TM_TAIL 3 10']],
    ['尾数 0 9 各10', ['TM_TAIL 0 10', 'TM_TAIL 9 10']],
    ['特头 4 各20', ['TM_HEAD 4 20']],
    ['特头 1头 2头 各20', ['TM_HEAD 1 20', 'TM_HEAD 2 20']],
    ['两面 红 10', [], ['NOT_IN_PLAY']],
    ['特肖 01 各10', [], ['NOT_IN_PLAY']],
  ],
  'plays by word': [
    ['特码 01,02,03 各10元', each('TM', [1, 2, 3], 10)],
    ['特01.02.03各10', each('TM', [1, 2, 3], 10)],
    ['特码01，02，03各10块', each('TM', [1, 2, 3], 10)],
    ['特別號 1 2 各20', each('TM', [1, 2], 20)],
    ['正码 12 33 各10', each('ZM', [12, 33], 10)],
    ['平码 12 各10', each('ZM', [12], 10)],
    ['正 05各8', each('ZM', [5], 8)],
    ['平马50', ['PT_ZODIAC HORSE 50']],
    ['平X 蛇 100', [], ['UNKNOWN_TOKEN']],
    ['平 蛇 100', ['PT_ZODIAC SNAKE 100']],
    ['平蛇100', ['PT_ZODIAC SNAKE 100']],
    ['平特 马 50', ['PT_ZODIAC HORSE 50']],
    ['平特马羊各20', ['PT_ZODIAC HORSE 20', 'PT_ZODIAC GOAT 20']],
    ['平特一肖 鼠 牛 各30', ['PT_ZODIAC RAT 30', 'PT_ZODIAC OX 30']],
    ['一肖平狗 200', ['PT_ZODIAC DOG 200']],
    ['一肖 猴100', ['PT_ZODIAC MONKEY 100']],
    ['平特一肖，蛇，4000', ['PT_ZODIAC SNAKE 4000']],
    ['平特一肖：蛇 羊，各500', ['PT_ZODIAC SNAKE 500', 'PT_ZODIAC GOAT 500']],
    ['平尾 3 各10', ['PT_TAIL 3 10']],
    ['平尾 0 5 各20', ['PT_TAIL 0 20', 'PT_TAIL 5 20']],
    ['平特3尾各10', ['PT_TAIL 3 10']],
    ['平特0尾 9尾 各50', ['PT_TAIL 0 50', 'PT_TAIL 9 50']],
    ['二连 马羊 50', ['LX_2 HORSE,GOAT 50']],
    ['二连肖 马 羊 各组50', ['LX_2 HORSE,GOAT 50']],
    ['2连 鼠牛30', ['LX_2 RAT,OX 30']],
    ['二友 狗猴20', ['LX_2 MONKEY,DOG 20']],
    ['三连 鼠牛虎 10', ['LX_3 RAT,OX,TIGER 10']],
    ['三友 鼠牛虎10', ['LX_3 RAT,OX,TIGER 10']],
    ['四连肖 鼠牛虎兔 5', ['LX_4 RAT,OX,TIGER,RABBIT 5']],
    ['五连 鼠牛虎兔龙 2', ['LX_5 RAT,OX,TIGER,RABBIT,DRAGON 2']],
    ['三连 鼠牛虎兔 复式 各组10', ['LX_3 RAT,OX,TIGER,RABBIT 10']],
    // 各组 over four animals for a three-animal play: no way to cut them into sets of three, so every combination.
    ['三连 鼠牛虎兔 各组10', ['LX_3 RAT,OX,TIGER,RABBIT 10']],
    ['三连 鼠牛虎兔 10', [], ['AMBIGUOUS_COMPOUND']],
    ['二连 鼠牛虎兔 各10', [], ['AMBIGUOUS_COMPOUND']],
    ['二连 鼠鼠 10', [], ['DUPLICATE']],
    ['二连 鼠 10', [], ['BAD_SELECTION']],
    ['二连 01 02 10', [], ['NO_AMOUNT']],
    ['二连 01 02 各10', [], ['NOT_IN_PLAY']],
    ['二中二 01.02 各10', ['LM_2_ALL 1,2 10']],
    ['二全中 01,02 10元', ['LM_2_ALL 1,2 10']],
    ['三中三 01.02.03 各10', ['LM_3_ALL 1,2,3 10']],
    ['三全中 01.02.03 10元', ['LM_3_ALL 1,2,3 10']],
    ['三中二 1 2 3 每注5', ['LM_3_2 1,2,3 5']],
    ['二中特 07 17 各3', ['LM_2_SPECIAL 7,17 3']],
    ['二中二 01.02.03 各10', ['LM_2_ALL 1,2,3 10']],
    ['三中三 01.02.03.04.05 每组10', ['LM_3_ALL 1,2,3,4,5 10']],
    ['二中二 01.02.03 30元', [], ['AMBIGUOUS_COMPOUND']],
    ['二中二 01.02.03.04 各10', [], ['AMBIGUOUS_COMPOUND']],
    ['五不中 01.02.03.04.05.06 各10', ['NH_5 1,2,3,4,5,6 10']],
    ['复式二中二 01.02.03 各组10', ['LM_2_ALL 1,2,3 10']],
    ['二中二复式 5 15 25 35 每组2元', ['LM_2_ALL 5,15,25,35 2']],
    ['30.31.46.32复式二中二各组5', ['LM_2_ALL 30,31,32,46 5']],
    ['01.02.03.04复试三中二各组1', ['LM_3_2 1,2,3,4 1']],
    ['复式二中二 01.02.03 30元', [], ['AMBIGUOUS_AMOUNT']],
    ['复式二中二 01.02.03 30元', ['LM_2_ALL 1,2,3 30'], [], { listAmount: 'each' }],
    ['三全中 01 02 各10', [], ['BAD_SELECTION']],
    ['二全中 01 02 马 各10', [], ['NOT_IN_PLAY']],
    ['五不中 1.2.3.4.5 各10', ['NH_5 1,2,3,4,5 10']],
    ['五不中 01.02.03.04.05.06 复式 各组10', ['NH_5 1,2,3,4,5,6 10']],
    ['六不中 1 2 3 4 5 6 10元', ['NH_6 1,2,3,4,5,6 10']],
    ['七不中 1.2.3.4.5.6.7 各5', ['NH_7 1,2,3,4,5,6,7 5']],
    ['八不中 1.2.3.4.5.6.7.8 各5', ['NH_8 1,2,3,4,5,6,7,8 5']],
    ['九不中 1.2.3.4.5.6.7.8.9 各5', ['NH_9 1,2,3,4,5,6,7,8,9 5']],
    ['十不中 1.2.3.4.5.6.7.8.9.10 各5', ['NH_10 1,2,3,4,5,6,7,8,9,10 5']],
    ['十一不中 1.2.3.4.5.6.7.8.9.10.11 各5', ['NH_11 1,2,3,4,5,6,7,8,9,10,11 5']],
    ['十二不中 1.2.3.4.5.6.7.8.9.10.11.12 各5', ['NH_12 1,2,3,4,5,6,7,8,9,10,11,12 5']],
    ['5不中 11.12.13.14.15 各10', ['NH_5 11,12,13,14,15 10']],
    ['12不中 1.2.3.4.5.6.7.8.9.10.11.12 各1', ['NH_12 1,2,3,4,5,6,7,8,9,10,11,12 1']],
    ['4不中 1.2.3.4 各10', [], ['UNSUPPORTED']],
    ['四不中 1.2.3.4 各10', [], ['UNSUPPORTED']],
    ['半波 红单 各10', [], ['UNSUPPORTED']],
    ['正1特 05各10', [], ['UNSUPPORTED']],
    ['正一特 05各10', [], ['UNSUPPORTED']],
    ['包双各10', [], ['BAD_AMOUNT']],
    ['合肖 马羊 10元\n01各10', ['HX_2 HORSE,GOAT 10', 'TM 1 10']],
    ['合肖 马羊 10\n01各10', ['HX_2 HORSE,GOAT 10', 'TM 1 10']],
    ['半X 01.02各10', [], ['UNKNOWN_TOKEN', 'UNKNOWN_TOKEN']],
    ['半波\n红单各10', [], ['UNSUPPORTED']],
    ['五不中 1.2.3.4 各10', [], ['BAD_SELECTION']],
    ['一连肖 老鼠 30', ['PT_ZODIAC RAT 30']],
    ['特吗 19 各6', each('TM', [19], 6)], // typed for 特码 (苹码 for 平码) // 一连 is 平特; 老鼠 老虎 兔子 猴子 are the animals
  ],
  'brackets and drag': [
    ['【01.02】【03.04】二中二各10', ['LM_2_ALL 1,2 10', 'LM_2_ALL 3,4 10']],
    ['二中二 (01.02)(03.04) 各10', ['LM_2_ALL 1,2 10', 'LM_2_ALL 3,4 10']],
    ['三中二《1.2.3》《4.5.6》各5', ['LM_3_2 1,2,3 5', 'LM_3_2 4,5,6 5']],
    ['二中二【01.02.03】各10', [], ['AMBIGUOUS_COMPOUND']],
    ['二中二 01.02 05.06 各10', ['LM_2_ALL 1,2 10', 'LM_2_ALL 5,6 10']],
    ['二中二\n01.02\n05.06\n各10', ['LM_2_ALL 1,2 10', 'LM_2_ALL 5,6 10']],
    ['三中三 01.02.03 04.05.06 各10', ['LM_3_ALL 1,2,3 10', 'LM_3_ALL 4,5,6 10']],
    ['二连肖：鸡狗、鸡猪、狗猪各20', ['LX_2 ROOSTER,DOG 20', 'LX_2 ROOSTER,PIG 20', 'LX_2 DOG,PIG 20']],
    ['二中二 01 02 03 04 各10', [], ['AMBIGUOUS_COMPOUND']],
    ['二中二 01,02 03,04 各10', ['LM_2_ALL 1,2 10', 'LM_2_ALL 3,4 10']],
    ['二中二 01.02 03.04.05 各10', [], ['AMBIGUOUS_COMPOUND']],
    ['连码 二中二 01.02 各10', ['LM_2_ALL 1,2 10']],
    ['二中二【01.02】03 各10', [], ['NOT_IN_PLAY']],
    ['01拖02.03.04二中二各10', ['LM_2_ALL 1,2 10', 'LM_2_ALL 1,3 10', 'LM_2_ALL 1,4 10']],
    ['二中二 01拖02.03 各5', ['LM_2_ALL 1,2 5', 'LM_2_ALL 1,3 5']],
    ['三中三 01.02拖03.04 各5', ['LM_3_ALL 1,2,3 5', 'LM_3_ALL 1,2,4 5']],
    ['二中二 01.02拖03 各5', ['LM_2_ALL 1,3 5', 'LM_2_ALL 2,3 5']], // for a pair: each number before 拖 with each after it
    ['二中二 11.12托21.22共4注每注3', ['LM_2_ALL 11,21 3', 'LM_2_ALL 11,22 3', 'LM_2_ALL 12,21 3', 'LM_2_ALL 12,22 3'], [], {}, ['TOTAL_MATCHES']], // 托 for 拖, N注 a count
    ['二中二 11.12 拖 21.22 各4', ['LM_2_ALL 11,21 4', 'LM_2_ALL 11,22 4', 'LM_2_ALL 12,21 4', 'LM_2_ALL 12,22 4']],
    ['拖02 各5', [], ['UNKNOWN_TOKEN']],
    ['二连 马拖羊猴 各10', ['LX_2 HORSE,GOAT 10', 'LX_2 HORSE,MONKEY 10']],
  ],
  'market labels': [
    ['港彩 12各10', each('TM', [12], 10)],
    ['香港彩：12各10', each('TM', [12], 10)],
    ['新澳门彩 12各10', each('TM', [12], 10, 'MO6')],
    ['澳彩 12各10', each('TM', [12], 10, 'MO6')],
    ['澳特.18.30各号50', each('TM', [18, 30], 50, 'MO6')],
    ['门特 05各10', each('TM', [5], 10, 'MO6')],
    ['港特 05各10', each('TM', [5], 10)],
    ['澳门 05各10', each('TM', [5], 10, 'MO6')],
    ['新澳 兔各5', each('TM', RABBIT, 5, 'MO6')],
    ['新门 05各10', each('TM', [5], 10, 'MO6')],
    ['澳：05各10\n06各20', [...each('TM', [5], 10, 'MO6'), ...each('TM', [6], 20, 'MO6')]],
    ['香港 05各10', each('TM', [5], 10)],
    ['香港澳门 05各10', [...each('TM', [5], 10), ...each('TM', [5], 10, 'MO6')]],
    ['港澳 05各10', [...each('TM', [5], 10), ...each('TM', [5], 10, 'MO6')]],
    ['澳 05各10\n港 06各20', [...each('TM', [5], 10, 'MO6'), ...each('TM', [6], 20)]],
    ['澳 平特 马 50', ['PT_ZODIAC HORSE 50 MO6']],
    ['澳 复式二中二 01.02.03 各组5', ['LM_2_ALL 1,2,3 5 MO6']],
    ['05.06 澳 各10', [], ['NO_AMOUNT', 'AMBIGUOUS_MARKET', 'NO_SELECTION']],
    ['奥 05各10', each('TM', [5], 10, 'MO6')],
    ['新奥 05各10', each('TM', [5], 10, 'MO6')],
    // At the end of a slip a label names that slip's bets, and only them.
    ['05各10 澳门', each('TM', [5], 10, 'MO6')],
    ['05各10 06各20 奥', [...each('TM', [5], 10, 'MO6'), ...each('TM', [6], 20, 'MO6')]],
    ['05各10港澳', [...each('TM', [5], 10), ...each('TM', [5], 10, 'MO6')]],
    ['05各10 澳特\n06各20', [...each('TM', [5], 10, 'MO6'), ...each('TM', [6], 20)]],
    ['澳\n05各10 港\n06各20', [...each('TM', [5], 10), ...each('TM', [6], 20, 'MO6')]],
  ],
  'headers, names, times and marks': [
    ['193期\n01各10', each('TM', [1], 10)],
    ['第193期 01各10', each('TM', [1], 10)],
    ['港76期\n01各10', each('TM', [1], 10)],
    ['澳193期：兔各20', each('TM', RABBIT, 20, 'MO6')],
    ['九点半 01各10', each('TM', [1], 10)],
    ['9点半\n01各10', each('TM', [1], 10)],
    ['张三:01各10', each('TM', [1], 10)],
    ['李四：兔各20', each('TM', RABBIT, 20)],
    ['马云：01各10', each('TM', [1], 10)],
    ['@张三 01各10', each('TM', [1], 10)],
    ['张三 澳门: 01各10', [], ['UNKNOWN_TOKEN']],
    ['张三\n澳门: 01各10', each('TM', [1], 10, 'MO6'), ['UNKNOWN_TOKEN']],
    ['下注：01各10', each('TM', [1], 10)],
    ['马 羊：各10', [...each('TM', HORSE, 10), ...each('TM', GOAT, 10)]],
    ['大家好', [], [], {}, ['CHATTER_SKIPPED']],
    ['大家好\n01各10', each('TM', [1], 10), [], {}, ['CHATTER_SKIPPED']],
    ['12月5日 01各10', each('TM', [1], 10), [], {}, ['HEADER_SKIPPED']],
    ['2026/12/05 20:31\n01各10', each('TM', [1], 10), [], {}, ['HEADER_SKIPPED', 'HEADER_SKIPPED']],
    ['5日 01各10', [], ['UNKNOWN_TOKEN']],
    ['01各10 21:30', each('TM', [1], 10), [], {}, ['HEADER_SKIPPED']],
    ['01 13800138000', [], ['RUN_TOGETHER']],
    ['【老王】: 05.06各10', each('TM', [5, 6], 10)],
    ['主猴各20', each('TM', MONKEY, 20)],
    ['防 05各10', each('TM', [5], 10)],
    ['买 05各10', each('TM', [5], 10)],
    ['05.06各买10', each('TM', [5, 6], 10)],
    ['香港六合彩 01各10', each('TM', [1], 10)],
    ['新澳门 01各10', each('TM', [1], 10, 'MO6')],
    ['马和羊各10', [...each('TM', HORSE, 10), ...each('TM', GOAT, 10)]],
    ['01各10 加 02各20', ['TM 1 10', 'TM 2 20']],
    ['老澳 01各10', [], ['UNKNOWN_TOKEN']],
    ['张三\n01各10', each('TM', [1], 10), ['UNKNOWN_TOKEN']],
    ['01各10 哈哈', each('TM', [1], 10), [], {}, ['CHATTER_SKIPPED']],
    ['01 哈哈 02各10', each('TM', [1, 2], 10), [], {}, ['CHATTER_SKIPPED']],
    ['👍 01各10', each('TM', [1], 10), [], {}, ['CHATTER_SKIPPED']],
    ['👍\n01各10', each('TM', [1], 10), [], {}, ['CHATTER_SKIPPED']],
    ['01各10 👍 02各10', each('TM', [1, 2], 10), [], {}, ['CHATTER_SKIPPED']],
    ['01各10 嘿嘿', each('TM', [1], 10), ['UNKNOWN_TOKEN']], // only the listed courtesy words are chatter
  ],
  'chat around an order: emoji, stickers, courtesy words, quotes (chatter.ts)': [
    ['12.24各10👍', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['12.24各10🙏🏻🙏🏻', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['❤️12.24各10', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['12.24各10[抱拳]', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['[玫瑰][玫瑰]澳门12.24各10', each('TM', [12, 24], 10, 'MO6'), [], {}, ['CHATTER_SKIPPED']],
    ['12.24各10!!', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['12.24各10～', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['“12.24各10”', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED', 'CHATTER_SKIPPED']],
    ['12.24各10，麻烦了', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['老板 12.24各10 收到回复', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED', 'CHATTER_SKIPPED']],
    ['老板：12.24各10', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['老板娘88：21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']], // a courtesy word glued to a name is the name
    ['12.24各10 ok thx', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    ['12.24\u200b各10\ufeff', each('TM', [12, 24], 10), [], {}, []], // invisible characters are spaces
    ['12.24各10元整', each('TM', [12, 24], 10), [], {}, []],
    // the zodiac's emoji are their animal
    ['🐭各10', each('TM', RAT, 10)],
    ['🐵🐔各号5', [...each('TM', MONKEY, 5), ...each('TM', ROOSTER, 5)]],
    ['平特 🐴 100', ['PT_ZODIAC HORSE 100']],
    // what may carry a selection or an amount is not chatter
    ['🐱各10', [], ['UNKNOWN_TOKEN', 'NO_SELECTION']],
    ['🔴各10', [], ['UNKNOWN_TOKEN', 'NO_SELECTION']],
    ['12.24各💯', [], ['BAD_AMOUNT', 'UNKNOWN_TOKEN']],
    ['1️⃣2️⃣各10', [], ['UNKNOWN_TOKEN', 'UNKNOWN_TOKEN']],
    ['12.24各10?', [], ['BAD_AMOUNT', 'UNKNOWN_TOKEN']],
    ['[微笑 12.24各10', [], ['UNKNOWN_TOKEN']],
    // a chat export's name and time on one line
    ['张三 21:05:33\n12.24各10', each('TM', [12, 24], 10), [], {}, ['HEADER_SKIPPED']],
    ['阿华88 2026年11月28日 21:05\n12.24各10', each('TM', [12, 24], 10), [], {}, ['HEADER_SKIPPED']],
    ['张三(123456789) 20:31:05\n12.24各10', each('TM', [12, 24], 10), [], {}, ['HEADER_SKIPPED']], // QQ
    ['张三, [28.11.2026 20:31]\n12.24各10', each('TM', [12, 24], 10), [], {}, ['HEADER_SKIPPED']], // Telegram
    ['2026-11-28 20:31:05 阿华\n12.24各10\n\n2026-11-28 20:35:10 阿华\n马各5', [...each('TM', [12, 24], 10), ...each('TM', HORSE, 5)], [], {}, ['HEADER_SKIPPED', 'HEADER_SKIPPED']],
    ['【群主】张三 20:31\n12.24各10', each('TM', [12, 24], 10), [], {}, ['HEADER_SKIPPED']],
    ['[28/11/2026, 20:31:05] 张三: 12.24各10', each('TM', [12, 24], 10), [], {}, ['HEADER_SKIPPED']], // WhatsApp
    ['28/11/2026, 20:31 - 张三: 12.24各10\n28/11/2026, 20:33 - 张三: 36各20', [...each('TM', [12, 24], 10), ...each('TM', [36], 20)], [], {}, ['HEADER_SKIPPED', 'HEADER_SKIPPED']],
    ['[20:31] 马: 12.24各10', [...each('TM', HORSE, 10), ...each('TM', [12, 24], 10)], [], {}, ['HEADER_SKIPPED']], // an animal before the colon is a selection
    ['马 21:05\n12.24各10', each('TM', [12, 24], 10), ['AMBIGUOUS_NUMBER']], // no name: the animal is a selection, the line is no header
    ['12.24各10\n[图片]\n[转账]', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED', 'CHATTER_SKIPPED']],
    ['12.24各10 [Facepalm]', each('TM', [12, 24], 10), [], {}, ['CHATTER_SKIPPED']],
    // a quoted earlier message (「name：text」, a divider, the reply) is not booked again; the reply is read
    ['「李四：12.24各10」\n- - - - - - - - - - - - - - -\n36各20', each('TM', [36], 20), [], {}, ['QUOTE_SKIPPED']],
    ['「李四：12.24各10\n马各5」\n- - - - - - - - - - - - - - - -\n好的', [], [], {}, ['QUOTE_SKIPPED', 'CHATTER_SKIPPED']],
    ['「李四：12.24各10」\n36各20', [...each('TM', [12, 24], 10), ...each('TM', [36], 20)], [], {}, ['HEADER_SKIPPED']], // no divider: no quote
    ['12.24各10\n-----\n36各20', [...each('TM', [12, 24], 10), ...each('TM', [36], 20)], [], {}, ['CHATTER_SKIPPED']],
  ],
  'stated totals are checksums': [
    ['12 24 36 各100 合共300', each('TM', [12, 24, 36], 100), [], {}, ['TOTAL_MATCHES']],
    ['01.02各10\n共20', each('TM', [1, 2], 10)],
    ['01.02各10\n共计:20米', each('TM', [1, 2], 10)],
    ['01.02各10\n合计20元', each('TM', [1, 2], 10)],
    ['01.02各10\n共30', each('TM', [1, 2], 10), ['CHECKSUM']],
    ['兔各20\n共80斤', each('TM', RABBIT, 20)],
    ['马各20\n共80斤', each('TM', HORSE, 20), ['CHECKSUM']],
    ['复式二中二 01.02.03 各组10\n共30', ['LM_2_ALL 1,2,3 10']],
    ['香港澳门 05各10 共20', [...each('TM', [5], 10), ...each('TM', [5], 10, 'MO6')]],
    ['01.02.03共30', [], ['AMBIGUOUS_AMOUNT']],
    ['01各10\n共计', each('TM', [1], 10), ['BAD_AMOUNT']],
    ['01各10 共10\n02各20 共20', ['TM 1 10', 'TM 2 20']],
  ],
  'several slips in one message': [
    ['特码01.02各10\n平特 马 羊 各20', [...each('TM', [1, 2], 10), 'PT_ZODIAC HORSE 20', 'PT_ZODIAC GOAT 20']],
    ['01各10；02各20;03各30', ['TM 1 10', 'TM 2 20', 'TM 3 30']],
    ['01各10。02各20', ['TM 1 10', 'TM 2 20']],
    ['01各10，02各20', ['TM 1 10', 'TM 2 20']],
    ['01.02.03各10.05.06各20', [...each('TM', [1, 2, 3], 10), ...each('TM', [5, 6], 20)]],
    ['马羊各号15鼠各号10', [...each('TM', HORSE, 15), ...each('TM', GOAT, 15), ...each('TM', RAT, 10)]],
    ['平特 马 50\n01各10', ['PT_ZODIAC HORSE 50', 'TM 1 10']],
    ['二连 马羊 50\n01各10', ['LX_2 HORSE,GOAT 50', 'TM 1 10']],
    ['平特\n马 羊 各20', ['PT_ZODIAC HORSE 20', 'PT_ZODIAC GOAT 20']],
    ['二中二\n01.02各10\n03.04各10', ['LM_2_ALL 1,2 10', 'LM_2_ALL 3,4 10']],
    ['正码 12各10\n05各10', ['ZM 12 10', 'TM 5 10']],
    ['正码\n12各10\n05各10', ['ZM 12 10', 'ZM 5 10']],
    ['特肖\n马 80\n05各10', ['TM_ZODIAC HORSE 80'], ['NOT_IN_PLAY']],
    ['特码 01 02 平特 马 各10', ['TM 1 10', 'TM 2 10', 'PT_ZODIAC HORSE 10']],
    ['二全中 03 04 05 每注2\n红波50', ['LM_2_ALL 3,4,5 2'], ['AMBIGUOUS_GROUP']],
    ['０１，０２各１０', each('TM', [1, 2], 10)],
  ],
  'ambiguous or unreadable': [
    ['01 02 03 10元', [], ['AMBIGUOUS_AMOUNT']],
    ['01 02 03 10元', each('TM', [1, 2, 3], 10), [], { listAmount: 'each' }],
    ['01 02 100', [], ['AMBIGUOUS_AMOUNT']],
    ['特马50', [], ['AMBIGUOUS_WORD']],
    ['特马 01各50', [], ['AMBIGUOUS_WORD']],
    ['010203各10', [], ['RUN_TOGETHER']],
    ['01,1各10', [], ['DUPLICATE'], { duplicates: 'diagnose' }],
    ['01,1各10', each('TM', [1], 20), [], {}, ['DUPLICATE_ADDED']],
    ['50各10', [], ['BAD_SELECTION']],
    ['平特 01 各10', [], ['NOT_IN_PLAY']],
    ['01~05各5', [], ['UNKNOWN_TOKEN']],
    ['各10', [], ['NO_SELECTION']],
  ],
  'English codes': [
    ['TM 7 8 each 30', each('TM', [7, 8], 30)],
    ['tm 07#15', each('TM', [7], 15)],
    ['ZM 12 each 10', each('ZM', [12], 10)],
    ['PT_ZODIAC HORSE 10', ['PT_ZODIAC HORSE 10']],
    ['LX_2 RAT OX each 5', ['LX_2 RAT,OX 5']],
    ['NH_5 1 2 3 4 5 each 5', ['NH_5 1,2,3,4,5 5']],
  ],
};


/**
 * The conventions operators read without thinking (issue: chat orders read the way operators read
 * them), one table per kind, in words of their own; the ambiguous forms of each kind stay diagnostics.
 */
const OPERATOR_TABLES: Record<string, Case[]> = {
  'per-number amount words with any unit and Chinese numerals': [
    ['14.26个数30', each('TM', [14, 26], 30)],
    ['14.26个号30块', each('TM', [14, 26], 30)],
    ['14 26 一个号8元', each('TM', [14, 26], 8)],
    ['14,26每个12米', each('TM', [14, 26], 12), [], {}, ['UNIT_READ']],
    ['19.31个40', each('TM', [19, 31], 40)],
    ['19.31个六十蚊', each('TM', [19, 31], 60), [], {}, ['UNIT_READ']],
    ['狗个数二十斤', each('TM', DOG, 20), [], {}, ['UNIT_READ']],
    ['03.27个号十五文', each('TM', [3, 27], 15), [], {}, ['UNIT_READ']],
    ['40.41个数7A', each('TM', [40, 41], 7), [], {}, ['UNIT_READ']],
    ['40.41个数7井', each('TM', [40, 41], 7), [], {}, ['UNIT_READ']],
    ['40.41每个号3点', each('TM', [40, 41], 3), [], {}, ['UNIT_READ']],
    ['个数15', [], ['NO_SELECTION']],
    ['27.39名6斤', each('TM', [27, 39], 6), [], {}, ['UNIT_READ']],
    ['15.33各5元一个', each('TM', [15, 33], 5)], // the amount word again after the amount
    ['15.33 6元一个', each('TM', [15, 33], 6)], // …and it says the amount is each
    ['38十斤', each('TM', [38], 10), [], {}, ['UNIT_READ']], // two digits never count tens
    ['狗猪号6', each('TM', [...DOG, ...PIG], 6)], // 号 with the amount glued to it is 各号
    ['17 29 号3', each('TM', [17, 29], 3)],
    ['17号 29号 各3', each('TM', [17, 29], 3)], // 号 glued to a number marks the number
    ['小号2', each('TM', Array.from({ length: 24 }, (_, i) => i + 1), 2)],
    ['44/18圆', each('TM', [44], 18)], // 圆 and 园 are 元
    ['44各3咪', each('TM', [44], 3), [], {}, ['UNIT_READ']],
    ['猪，羊，各.号12', each('TM', [...PIG, ...GOAT], 12)], // separators and 号 between the amount word and its amount
  ],
  'slash, underscore and dash': [
    ['12/24/36/ 各10', each('TM', [12, 24, 36], 10)],
    ['12/24/36各/15', each('TM', [12, 24, 36], 15)],
    ['44/各6', each('TM', [44], 6)],
    ['07/20', each('TM', [7], 20)],
    ['33/18元', each('TM', [33], 18)],
    ['12/24/36/15', [], ['AMBIGUOUS_AMOUNT']], // the last one: a number or the amount?
    ['03_15_27各8', each('TM', [3, 15, 27], 8)],
    ['03__15__27各8', each('TM', [3, 15, 27], 8)],
    ['27___35', each('TM', [27], 35)],
    ['06-18-30-42各9', each('TM', [6, 18, 30, 42], 9)],
    ['38-14各4', each('TM', [38, 14], 4)],
    ['38-14-02各4', each('TM', [38, 14, 2], 4)],
    ['11至14各3', each('TM', [11, 12, 13, 14], 3)],
    ['14-18各3', [], ['AMBIGUOUS_DASH']], // a lone ascending pair: the book decides
    ['14-18各3', each('TM', [14, 18], 3), [], { dashRange: 'list' }],
    ['14-18各3', each('TM', [14, 15, 16, 17, 18], 3), [], { dashRange: 'range' }],
    ['22-----60米', each('TM', [22], 60), [], {}, ['UNIT_READ']],
    ['05-各8', each('TM', [5], 8)], // a dash before the amount word separates
    ['05-17-各8', each('TM', [5, 17], 8)], // every number written with a dash after it: a list
    ['05-17 各8', [], ['AMBIGUOUS_DASH']], // a lone ascending pair still asks
    ['29各-12元', each('TM', [29], 12)],
    ['05--17--29各8', each('TM', [5, 17, 29], 8)], // runs of dashes join like one
    ['05–17–29各8', each('TM', [5, 17, 29], 8)], // the en dash
    ['狗各3 ----05各8', [...each('TM', DOG, 3), ...each('TM', [5], 8)]], // dashes leading the next bet
    ['04-16-28=各5', each('TM', [4, 16, 28], 5)],
    ['14/27.38.40各2', each('TM', [14, 27, 38, 40], 2)], // a list goes on after the slash: no amount
    ['31一70米', each('TM', [31], 70), [], {}, ['UNIT_READ']], // 一 between digits is a dash
    ['14/26/38 15/27各3', each('TM', [14, 26, 38, 15, 27], 3)], // a list written with slashes goes on past a space
    ['14/26 15/27', [...each('TM', [14], 26), ...each('TM', [15], 27)]], // two number/amount pairs
    ['狗鸡36/48各8', each('TM', [...DOG, ...ROOSTER, 36, 48], 8)], // numbers after animals, joined by slashes
    ['狗各数9-22/40-34/15', [...each('TM', DOG, 9), ...each('TM', [22], 40), ...each('TM', [34], 15)]], // number/amount pairs joined by dashes
    ['7/17/27/37/47五不中各30', ['NH_5 7,17,27,37,47 30']], // a slash before the play named after the numbers separates
  ],
  'market labels at the end of a line or message': [
    ['16.28各20港', each('TM', [16, 28], 20), [], {}, ['MARKET_AT_END']],
    ['16.28各号7澳门', each('TM', [16, 28], 7, 'MO6'), [], {}, ['MARKET_AT_END']],
    ['33各12 香港澳门', [...each('TM', [33], 12), ...each('TM', [33], 12, 'MO6')], [], {}, ['MARKET_AT_END']],
    ['狗各5\n03.04各10\n新奥', [...each('TM', DOG, 5, 'MO6'), ...each('TM', [3, 4], 10, 'MO6')], [], {}, ['MARKET_AT_END']],
    ['奥 平特 狗 30', ['PT_ZODIAC DOG 30 MO6']],
    ['奥门 09各6', each('TM', [9], 6, 'MO6')],
    ['香港\n09各6\n10各6澳', [...each('TM', [9], 6), ...each('TM', [10], 6, 'MO6')], [], {}, ['MARKET_AT_END']],
    ['香港\n09各6\n澳', each('TM', [9], 6), ['AMBIGUOUS_MARKET']], // the second label names nothing
    ['09各6\n澳门\n10各6', [...each('TM', [9], 6), ...each('TM', [10], 6, 'MO6')], ['AMBIGUOUS_MARKET']], // above or below?
    ['狗各号6，澳，共24', each('TM', DOG, 6, 'MO6'), [], {}, ['MARKET_AT_END', 'TOTAL_MATCHES']], // a label before the total still ends the slip
    ['蓝双各数2门', each('TM', BLUE.filter((n) => n % 2 === 0), 2, 'MO6'), [], {}, ['MARKET_AT_END']], // 门 alone is Macau
    ['门：19各4', each('TM', [19], 4, 'MO6')],
    ['噢门特 19各4', each('TM', [19], 4, 'MO6')],
  ],
  'headers, names and times': [
    ['第306期\n21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['澳123期\n21各10', each('TM', [21], 10, 'MO6'), [], {}, ['HEADER_SKIPPED']],
    ['港307期：21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['八点半：21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['21各10 20:55', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['阿华：21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['老板娘88：21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['Kevin: 21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['小红：21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['猪 狗：各10', [...each('TM', PIG, 10), ...each('TM', DOG, 10)]], // selections before a colon, the amount after
    ['早上好\n21各10', each('TM', [21], 10), [], {}, ['CHATTER_SKIPPED']], // a greeting is skipped, never in silence
    ['21各10\n谢谢老板', each('TM', [21], 10), [], {}, ['CHATTER_SKIPPED']],
    ['中午好\n21各10', each('TM', [21], 10), ['UNKNOWN_TOKEN']], // a line nothing reads is never dropped
    ['阿华\n2026年08月02日 21:05\n21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED', 'HEADER_SKIPPED']], // a chat export: the name above the stamp
    ['2026年08月02日\n21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']],
    ['阿华\n08-02 21:05\n澳门 21各10\n阿华\n08-02 21:06\n22各10', [...each('TM', [21], 10, 'MO6'), ...each('TM', [22], 10)]], // each exported message afresh
    ['[21:05] 21各10', each('TM', [21], 10), [], {}, ['HEADER_SKIPPED']], // a stamp in brackets
    ['阿华\n21各10', each('TM', [21], 10), ['UNKNOWN_TOKEN']], // a word alone on a line with no stamp under it is no name
  ],
  'groups as sets of numbers on the special': [
    ['1357尾各数5', each('TM', tails(1, 3, 5, 7), 5)],
    ['09尾各2', each('TM', tails(0, 9), 2)],
    ['尾8各3', each('TM', tails(8), 3)],
    ['2头各4', each('TM', [20, 21, 22, 23, 24, 25, 26, 27, 28, 29], 4)],
    ['家禽双数各6', each('TM', DOMESTIC.filter((n) => n % 2 === 0), 6)],
    ['野兽的大数各2', each('TM', WILD.filter((n) => n >= 25), 2)],
    ['绿波双各号3', each('TM', GREEN.filter((n) => n % 2 === 0), 3)],
    ['红狗各5', each('TM', DOG.filter((n) => RED.includes(n)), 5)],
    ['家禽 双数 各6', [], ['AMBIGUOUS_GROUP']], // the numbers in both, or each group?
    ['2-4-8尾各数3', each('TM', tails(2, 4, 8), 3)], // single digits joined to a tail are tails
    ['1.6尾各2', each('TM', tails(1, 6), 2)],
    ['05.15.6尾各2', [...each('TM', [5, 15], 2), ...each('TM', tails(6), 2)]], // two-digit numbers stay numbers
    ['2 头各号4', each('TM', [20, 21, 22, 23, 24, 25, 26, 27, 28, 29], 4)],
    ['04头各3', [], ['AMBIGUOUS_WORD']], // the head 4, or the heads 0 and 4?
    ['6/8尾各2', each('TM', tails(6, 8), 2)],
    ['6 8尾各2', [], ['AMBIGUOUS_WORD']], // the number 6 and the tail 8, or the tails 6 and 8?
    ['狗肖各数6', each('TM', DOG, 6)], // an animal with 肖 is the animal
    ['猪狗38.15.27各号9', each('TM', [...PIG, ...DOG, 38, 15, 27], 9)], // numbers listed after animals are selections
    ['单 双 各1', each('TM', [...Array.from({ length: 25 }, (_, i) => 2 * i + 1), ...Array.from({ length: 24 }, (_, i) => 2 * i + 2)], 1)],
  ],
  'combination groups': [
    ['二中二【07-17】【08-18】各5', ['LM_2_ALL 7,17 5', 'LM_2_ALL 8,18 5']],
    ['三中二(04-14-24)-(05-15-25)各2', ['LM_3_2 4,14,24 2', 'LM_3_2 5,15,25 2']],
    ['二中二(07-17)(08-18)2组各5', ['LM_2_ALL 7,17 5', 'LM_2_ALL 8,18 5'], [], {}, ['TOTAL_MATCHES']],
    ['二中二(07-17)(08-18)共2组各5', ['LM_2_ALL 7,17 5', 'LM_2_ALL 8,18 5'], [], {}, ['TOTAL_MATCHES']],
    ['二中二(07-17)(08-18)各5 3组', [], ['CHECKSUM']],
    ['三中三 09拖19.29.39 各3', ['LM_3_ALL 9,19,29 3', 'LM_3_ALL 9,19,39 3', 'LM_3_ALL 9,29,39 3']],
    ['11,22三中二8', [], ['BAD_SELECTION']],
    ['11,22,33三中二8', ['LM_3_2 11,22,33 8']],
    ['16.26二中二十五', ['LM_2_ALL 16,26 15']],
    ['连 猴鸡狗 各20', ['LX_3 MONKEY,ROOSTER,DOG 20']],
    ['连肖 牛虎 各8', ['LX_2 OX,TIGER 8']],
    ['连 牛虎、猴鸡狗 各8', ['LX_2 OX,TIGER 8', 'LX_3 MONKEY,ROOSTER,DOG 8']],
    ['连 鼠牛虎兔龙蛇 各8', [], ['BAD_SELECTION']],
    ['复二复三 牛虎猴鸡 各2', ['LX_2 OX,TIGER,MONKEY,ROOSTER 2', 'LX_3 OX,TIGER,MONKEY,ROOSTER 2']],
    ['牛虎猴鸡复二复四各2', ['LX_2 OX,TIGER,MONKEY,ROOSTER 2', 'LX_4 OX,TIGER,MONKEY,ROOSTER 2']],
    ['鼠牛虎兔复式2/3连各组2', ['LX_2 RAT,OX,TIGER,RABBIT 2', 'LX_3 RAT,OX,TIGER,RABBIT 2']],
    ['鼠牛虎兔复式2.3连各组2', ['LX_2 RAT,OX,TIGER,RABBIT 2', 'LX_3 RAT,OX,TIGER,RABBIT 2']],
    ['3.4.5连 鼠牛虎兔龙 各1', ['LX_3 RAT,OX,TIGER,RABBIT,DRAGON 1', 'LX_4 RAT,OX,TIGER,RABBIT,DRAGON 1', 'LX_5 RAT,OX,TIGER,RABBIT,DRAGON 1']],
    ['2.3连 牛 各1', [], ['BAD_SELECTION']],
    ['三中三 08/19/30 ,11/22/33 各4', ['LM_3_ALL 8,19,30 4', 'LM_3_ALL 11,22,33 4']], // / inside, a comma between
    ['五连 鼠牛虎兔龙....蛇马羊猴鸡 各6', ['LX_5 RAT,OX,TIGER,RABBIT,DRAGON 6', 'LX_5 SNAKE,HORSE,GOAT,MONKEY,ROOSTER 6']],
    ['四连俏 鼠牛虎兔 10', ['LX_4 RAT,OX,TIGER,RABBIT 10']], // 俏 and 消 are typed for 肖
    ['两连肖 猴鸡 40', ['LX_2 MONKEY,ROOSTER 40']],
    ['平四肖 牛虎兔龙 20', ['LX_4 OX,TIGER,RABBIT,DRAGON 20']], // 平 + N肖: all of them among the drawn, a 连肖
    ['平特二肖 猪鼠 15', ['LX_2 RAT,PIG 15']],
    ['串肖 猪鼠 15', ['LX_2 RAT,PIG 15']],
    ['复式三中三 09-19-29-39-各4元', ['LM_3_ALL 9,19,29,39 4']],
    ['三中三 07-17-27-40元', ['LM_3_ALL 7,17,27 40']], // under a combination play the dash joins, and a unit makes the amount
    ['二中二 12-24-60', ['LM_2_ALL 12,24 60']], // above 49: the amount
    ['05.15.25，06.16.26 每组8 三中三', ['LM_3_ALL 5,15,25 8', 'LM_3_ALL 6,16,26 8']], // the play named after a per-combination amount
    ['05.15.25.35，共4组每组3 复式三中三', ['LM_3_ALL 5,15,25,35 3'], [], {}, ['TOTAL_MATCHES']],
    ['05.15.25 各8 三中三', each('TM', [5, 15, 25], 8), ['PLAY_WITHOUT_SELECTION']], // no per-combination word: the play names nothing
    ['三中三', [], ['PLAY_WITHOUT_SELECTION']],
    ['17各4 复式', each('TM', [17], 4), ['PLAY_WITHOUT_SELECTION']], // 复式 that applies to nothing
  ],
  'several plays on one line': [
    ['狗猪二连各10 狗猪鼠三连5 平狗60', ['LX_2 DOG,PIG 10', 'LX_3 RAT,DOG,PIG 5', 'PT_ZODIAC DOG 60']],
    ['二连 狗猪 各10 三连 狗猪鼠 各5', ['LX_2 DOG,PIG 10', 'LX_3 RAT,DOG,PIG 5']],
    ['12.24二中二各10 平猪20', ['LM_2_ALL 12,24 10', 'PT_ZODIAC PIG 20']],
    ['平蛇300，27各40', ['PT_ZODIAC SNAKE 300', ...each('TM', [27], 40)]], // a number after a bet of a play without numbers is a special number again
    ['二连 鼠㺅 20 09各3', ['LX_2 RAT,MONKEY 20', ...each('TM', [9], 3)]],
    ['四连肖牛虎兔龙20元复式四连肖牛虎兔龙蛇各组5元', ['LX_4 OX,TIGER,RABBIT,DRAGON 20', 'LX_4 OX,TIGER,RABBIT,DRAGON,SNAKE 5']],
    ['三连 鼠牛虎 四连 兔龙蛇马 各组6', ['LX_3 RAT,OX,TIGER 6', 'LX_4 RABBIT,DRAGON,SNAKE,HORSE 6']], // one per-combination amount for both
    ['三连 鼠牛虎 四连 兔龙蛇马 6', ['LX_4 RABBIT,DRAGON,SNAKE,HORSE 6'], ['NO_AMOUNT']], // a bare amount is the last play's only
  ],
  '合肖 and N肖 (HX_n)': [
    ['狗猪鼠牛四肖各20', ['HX_4 RAT,OX,DOG,PIG 20']],
    ['二肖 狗猪 50', ['HX_2 DOG,PIG 50']],
    ['合肖 狗猪鼠 30', ['HX_3 RAT,DOG,PIG 30']],
    ['合肖：猴鸡、狗猪鼠 各10', ['HX_2 MONKEY,ROOSTER 10', 'HX_3 RAT,DOG,PIG 10']],
    ['6肖 鼠牛虎兔龙蛇 10元', ['HX_6 RAT,OX,TIGER,RABBIT,DRAGON,SNAKE 10']],
    ['十一肖 鼠牛虎兔龙蛇马羊猴鸡狗 5', ['HX_11 RAT,OX,TIGER,RABBIT,DRAGON,SNAKE,HORSE,GOAT,MONKEY,ROOSTER,DOG 5']],
    ['狗猪鼠五肖各20', [], ['BAD_SELECTION']], // five named, three written
    ['合肖 狗 30', [], ['BAD_SELECTION']],
    ['合肖 09 21 各5', [], ['NOT_IN_PLAY']],
  ],
  'duplicates add up with a note': [
    ['15.27.15各4', [...each('TM', [15], 8), ...each('TM', [27], 4)], [], {}, ['DUPLICATE_ADDED']],
    ['狗 09 各3', [...each('TM', [9], 6), ...each('TM', [21, 33, 45], 3)], [], {}, ['DUPLICATE_ADDED']],
    ['二中二 09.19 09.19 各5', ['LM_2_ALL 9,19 10'], [], {}, ['DUPLICATE_ADDED']],
    ['15.27.15各4', [], ['DUPLICATE'], { duplicates: 'diagnose' }],
  ],
  'a paste over two markets with a header, a name and a total': [
    ['港308期\n阿华：\n狗各10\n03.03各5\n共50', [...each('TM', DOG, 10), ...each('TM', [3], 10)], [], {}, ['HEADER_SKIPPED', 'HEADER_SKIPPED', 'DUPLICATE_ADDED', 'TOTAL_MATCHES']],
    ['狗各10港\n猪各5澳', [...each('TM', DOG, 10), ...each('TM', PIG, 5, 'MO6')], [], {}, ['MARKET_AT_END', 'MARKET_AT_END']],
  ],
  'ambiguous forms keep their diagnostic': [
    ['14 26 38 20元', [], ['AMBIGUOUS_AMOUNT']], // each or in all?
    ['狗30', [], ['AMBIGUOUS_GROUP']], // each number or one 平特 bet?
    ['狗30', ['PT_ZODIAC DOG 30'], [], { bareZodiac: 'pt-zodiac' }],
    ['绿波30', [], ['AMBIGUOUS_GROUP']],
    ['14-18各3', [], ['AMBIGUOUS_DASH']],
    ['三中三 01.02.03.04.05.06 10元', [], ['AMBIGUOUS_COMPOUND']],
    ['特马 20', [], ['AMBIGUOUS_WORD']],
    ['特码 狗 15', [], ['AMBIGUOUS_NUMBER']],
  ],
};

const PICK3: Case[] = [
  ['直选 123 456 各10', ['P3_DIRECT 123 10', 'P3_DIRECT 456 10']],
  ['123=10,456=20', ['P3_DIRECT 123 10', 'P3_DIRECT 456 20']],
  ['123#5元', ['P3_DIRECT 123 5']],
  ['直选123各十块', ['P3_DIRECT 123 10']],
  ['直选 12 各5', [], ['BAD_SELECTION']],
  ['组三 112 223 各5', ['P3_GROUP3 112 5', 'P3_GROUP3 223 5']],
  ['组三 121 各5', ['P3_GROUP3 112 5']],
  ['组三 112 121 各5', ['P3_GROUP3 112 10'], [], {}, ['DUPLICATE_ADDED']],
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
  ['直选 123 各10\n组六 456 各5', ['P3_DIRECT 123 10', 'P3_GROUP6 456 5']],
  ['大100', [], ['NOT_IN_PLAY']],
  ['3D 直选 123 各10', ['P3_DIRECT 123 10']],
  ['福彩3D：组六 123各5', ['P3_GROUP6 123 5']],
  ['港 123各10', [], ['UNKNOWN_TOKEN']],
];

const formatLine = (line: { play: string; selection: string; stake: number; lottery: string }, own: string): string =>
  `${line.play} ${line.selection} ${line.stake / 100}${line.lottery === own ? '' : ` ${line.lottery}`}`;

/** Errors by code always; notes (booked as read) when the row lists them. */
function check(context: ParseContext, [text, lines, errors = [], settings = {}, notes]: Case): void {
  const result = parseOrderText(text, { ...context, settings });
  expect(result.lines.map((l) => formatLine(l, context.lottery.code))).toEqual(lines);
  expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(errors);
  if (notes) expect(result.diagnostics.filter((d) => d.severity === 'note').map((d) => d.code)).toEqual(notes);
}

describe('order text notations', () => {
  it('the table holds at least 300 notations', () => {
    expect(Object.values(TABLES).flat().length + PICK3.length).toBeGreaterThanOrEqual(300);
    expect(Object.keys(OPERATOR_TABLES)).toHaveLength(11);
  });
  for (const [name, cases] of Object.entries({ ...TABLES, ...OPERATOR_TABLES })) {
    describe(name, () => {
      it.each(cases)('%j', (...c) => check(MARK6_CONTEXT, c));
    });
  }
  describe('pick-3', () => {
    it.each(PICK3)('%j', (...c) => check({ lottery: P3, lotteries: [HK6, P3] }, c));
  });
});
