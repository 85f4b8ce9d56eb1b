import type { GameCode } from '../games/types.js';
import { ZODIACS, type Zodiac } from '../zodiac.js';

/** What a play prefix switches the parser to; the item read next picks the play (see contexts.ts). */
export type PlayContext =
  | 'TM' | 'TM_ZODIAC' | 'TM_TAIL' | 'TM_HEAD' | 'TM_COLOUR' | 'TM_TWO_SIDED'
  | 'ZM' | 'PT_ZODIAC' | 'LM_2_ALL' | 'LM_3_ALL' | 'LM_3_2' | 'LM_2_SPECIAL'
  | 'P3_DIRECT' | 'P3_GROUP3' | 'P3_GROUP6' | 'P3_SUM' | 'P3_SPAN' | 'P3_POSITIONAL'
  | 'P3_POS_H' | 'P3_POS_T' | 'P3_POS_U';

export type ItemKind = 'number' | 'pattern' | 'colour' | 'two-sided' | 'zodiac' | 'tail' | 'head';

export type Word =
  | { readonly kind: 'play'; readonly context: PlayContext }
  | { readonly kind: 'item'; readonly item: 'colour' | 'two-sided' | 'zodiac'; readonly code: string }
  /** 各, 每注, #: the amount is per selection (per combination for LM). */
  | { readonly kind: 'each' }
  /** 共: the amount is the total, split evenly. */
  | { readonly kind: 'total' }
  | { readonly kind: 'unit' }
  | { readonly kind: 'range' }
  | { readonly kind: 'tail-mark' }
  | { readonly kind: 'head-mark' }
  | { readonly kind: 'ambiguous'; readonly reason: string }
  | { readonly kind: 'unsupported'; readonly reason: string };

const play = (context: PlayContext): Word => ({ kind: 'play', context });
const item = (kind: 'colour' | 'two-sided' | 'zodiac', code: string): Word => ({ kind: 'item', item: kind, code });

const words = (entries: Record<string, Word>, ...spellings: [string[], Word][]): Record<string, Word> => {
  const out = { ...entries };
  for (const [texts, word] of spellings) for (const text of texts) out[text] = word;
  return out;
};

const AMOUNT_WORDS = words({}, [['各', '每注', '每个', '每個', '每组', '每組', '每'], { kind: 'each' }],
  [['共', '一共', '总共', '總共', '合计'], { kind: 'total' }],
  [['元', '块', '塊', '蚊'], { kind: 'unit' }],
  [['到', '至'], { kind: 'range' }]);

const TWO_SIDED_BASIC = words({}, [['大'], item('two-sided', 'BIG')], [['小'], item('two-sided', 'SMALL')],
  [['单', '單'], item('two-sided', 'ODD')], [['双', '雙'], item('two-sided', 'EVEN')],
  [['大单', '大單', '大双', '大雙', '小单', '小單', '小双', '小雙'], { kind: 'unsupported', reason: 'combined two-sided bets (大单 ...) are not a play type: write them as separate bets' }]);

const ZODIAC_SPELLINGS: Record<Zodiac, string[]> = {
  RAT: ['鼠'], OX: ['牛'], TIGER: ['虎'], RABBIT: ['兔'], DRAGON: ['龙', '龍'], SNAKE: ['蛇'],
  HORSE: ['马', '馬'], GOAT: ['羊'], MONKEY: ['猴'], ROOSTER: ['鸡', '雞'], DOG: ['狗'], PIG: ['猪', '豬'],
};

const MARK6_WORDS = words(
  { ...AMOUNT_WORDS, ...TWO_SIDED_BASIC },
  [['特', '特码', '特碼', '特别号', '特別號'], play('TM')],
  [['特肖', '生肖'], play('TM_ZODIAC')],
  [['特尾', '尾数', '尾數'], play('TM_TAIL')],
  [['特头', '特頭', '头数', '頭數'], play('TM_HEAD')],
  [['波色'], play('TM_COLOUR')],
  [['两面', '兩面'], play('TM_TWO_SIDED')],
  [['正码', '正碼', '正'], play('ZM')],
  [['平特', '平特一肖', '一肖', '平肖'], play('PT_ZODIAC')],
  [['二全中', '二中二', '2中2'], play('LM_2_ALL')],
  [['三全中', '三中三', '3中3'], play('LM_3_ALL')],
  [['三中二', '3中2'], play('LM_3_2')],
  [['二中特', '2中特'], play('LM_2_SPECIAL')],
  [['红波', '紅波', '红', '紅'], item('colour', 'RED')],
  [['蓝波', '藍波', '蓝', '藍'], item('colour', 'BLUE')],
  [['绿波', '綠波', '绿', '綠'], item('colour', 'GREEN')],
  [['合单', '合單'], item('two-sided', 'SUM_ODD')],
  [['合双', '合雙'], item('two-sided', 'SUM_EVEN')],
  [['尾大'], item('two-sided', 'TAIL_BIG')],
  [['尾小'], item('two-sided', 'TAIL_SMALL')],
  [['家禽', '家'], item('two-sided', 'DOMESTIC')],
  [['野兽', '野獸', '野'], item('two-sided', 'WILD')],
  [['尾'], { kind: 'tail-mark' }],
  [['头', '頭'], { kind: 'head-mark' }],
  [['特马', '特馬'], { kind: 'ambiguous', reason: '特马 is read both as 特码 (special number) and as 特肖 马 (Horse): write 特码 or 特肖' }],
  ...ZODIACS.map((z): [string[], Word] => [ZODIAC_SPELLINGS[z], item('zodiac', z)]),
);

const PICK3_WORDS = words(
  { ...AMOUNT_WORDS, ...TWO_SIDED_BASIC },
  [['直选', '直選', '直', '单选', '單選'], play('P3_DIRECT')],
  [['组三', '組三', '组3', '組3'], play('P3_GROUP3')],
  [['组六', '組六', '组6', '組6'], play('P3_GROUP6')],
  [['和值', '和'], play('P3_SUM')],
  [['跨度', '跨'], play('P3_SPAN')],
  [['定位', '一定位', '二定位'], play('P3_POSITIONAL')],
  [['百位'], play('P3_POS_H')],
  [['十位'], play('P3_POS_T')],
  [['个位', '個位'], play('P3_POS_U')],
);

/** English codes: every play code of the game, selection codes and EACH. */
const ENGLISH_COMMON = words({}, [['EACH'], { kind: 'each' }],
  [['BIG'], item('two-sided', 'BIG')], [['SMALL'], item('two-sided', 'SMALL')],
  [['ODD'], item('two-sided', 'ODD')], [['EVEN'], item('two-sided', 'EVEN')]);

const ENGLISH_MARK6 = words(
  { ...ENGLISH_COMMON },
  ...(['TM', 'TM_ZODIAC', 'TM_TAIL', 'TM_HEAD', 'TM_COLOUR', 'TM_TWO_SIDED', 'ZM', 'PT_ZODIAC', 'LM_2_ALL', 'LM_3_ALL', 'LM_3_2', 'LM_2_SPECIAL'] as const)
    .map((c): [string[], Word] => [[c], play(c)]),
  ...(['SUM_ODD', 'SUM_EVEN', 'TAIL_BIG', 'TAIL_SMALL', 'DOMESTIC', 'WILD'] as const).map((c): [string[], Word] => [[c], item('two-sided', c)]),
  ...(['RED', 'BLUE', 'GREEN'] as const).map((c): [string[], Word] => [[c], item('colour', c)]),
  ...ZODIACS.map((z): [string[], Word] => [[z], item('zodiac', z)]),
);

const ENGLISH_PICK3 = words(
  { ...ENGLISH_COMMON },
  [['P3_DIRECT'], play('P3_DIRECT')], [['P3_GROUP3'], play('P3_GROUP3')], [['P3_GROUP6'], play('P3_GROUP6')],
  [['P3_SUM'], play('P3_SUM')], [['P3_SPAN'], play('P3_SPAN')],
  [['P3_ONE_POS', 'P3_TWO_POS'], play('P3_POSITIONAL')],
);

export interface Lexicon {
  /** Chinese words by first character, longest first. */
  readonly byFirstChar: ReadonlyMap<string, readonly [string, Word][]>;
  /** English words, upper case. */
  readonly english: Readonly<Record<string, Word>>;
}

function lexicon(chinese: Record<string, Word>, english: Record<string, Word>): Lexicon {
  const byFirstChar = new Map<string, [string, Word][]>();
  for (const [text, word] of Object.entries(chinese)) {
    const first = text[0] ?? '';
    byFirstChar.set(first, [...(byFirstChar.get(first) ?? []), [text, word]]);
  }
  for (const list of byFirstChar.values()) list.sort((a, b) => b[0].length - a[0].length);
  return { byFirstChar, english };
}

export const LEXICONS: Readonly<Record<GameCode, Lexicon>> = {
  MARK6: lexicon(MARK6_WORDS, ENGLISH_MARK6),
  PICK3: lexicon(PICK3_WORDS, ENGLISH_PICK3),
};
