import type { GameCode } from '../games/types.js';
import { ZODIACS, type Zodiac } from '../zodiac.js';
import { MARKET_LABELS } from './settings.js';

/**
 * What a play word switches the reader to; the item read next picks the play
 * (plays.ts). `PT` is 平特: an animal makes PT_ZODIAC, a tail PT_TAIL.
 */
export type PlayContext =
  | 'TM' | 'TM_ZODIAC' | 'TM_TAIL' | 'TM_HEAD' | 'TM_COLOUR' | 'TM_TWO_SIDED'
  | 'ZM' | 'PT' | 'PT_TAIL' | 'LM_2_ALL' | 'LM_3_ALL' | 'LM_3_2' | 'LM_2_SPECIAL'
  | 'LX_2' | 'LX_3' | 'LX_4' | 'LX_5'
  | 'NH_5' | 'NH_6' | 'NH_7' | 'NH_8' | 'NH_9' | 'NH_10' | 'NH_11' | 'NH_12'
  /** 连 / 连肖 and 合肖 without a count: the size is the number of animals of each combination. */
  | 'LX' | 'HX'
  | 'HX_2' | 'HX_3' | 'HX_4' | 'HX_5' | 'HX_6' | 'HX_7' | 'HX_8' | 'HX_9' | 'HX_10' | 'HX_11'
  | 'P3_DIRECT' | 'P3_GROUP3' | 'P3_GROUP6' | 'P3_SUM' | 'P3_SPAN' | 'P3_POSITIONAL'
  | 'P3_POS_H' | 'P3_POS_T' | 'P3_POS_U';

/**
 * What a selection is: a number, a pick-3 pattern, or a group of numbers
 * (an animal, a colour, a colour half 红单, a side 大, a side pair 大单, a tail, a head).
 */
export type ItemKind = 'number' | 'pattern' | 'zodiac' | 'colour' | 'colour-half' | 'two-sided' | 'side-pair' | 'tail' | 'head'
  /** Groups written together that narrow each other (家禽大, 红马, 野兽的单): the numbers in all of them. */
  | 'set';

export type Word =
  | { readonly kind: 'play'; readonly context: PlayContext }
  /** A market label (港, 澳门 ...), with the play it also names (澳特: Macau special number). */
  | { readonly kind: 'market'; readonly lotteries: readonly string[]; readonly context?: PlayContext }
  | { readonly kind: 'item'; readonly item: ItemKind; readonly code: string }
  /** 各, 各号, 每注 ...: the amount is per selection (per combination for compound plays). */
  | { readonly kind: 'each' }
  /** 包: one bet on the group (蛇包80 is one TM_ZODIAC bet). */
  | { readonly kind: 'bao' }
  /** 下: "bet", the amount follows. */
  | { readonly kind: 'bet' }
  /** 共, 共计, 合计: a stated total, a checksum. */
  | { readonly kind: 'total' }
  | { readonly kind: 'unit' }
  | { readonly kind: 'range' }
  | { readonly kind: 'tail-mark' }
  | { readonly kind: 'head-mark' }
  /** 号 after a number. */
  | { readonly kind: 'number-mark' }
  /** 复式 / 复试: every combination of the numbers. */
  | { readonly kind: 'compound' }
  /** 拖: each number before it with each after it. */
  | { readonly kind: 'drag' }
  /** 不要, 除: the numbers next to it come out of the group. */
  | { readonly kind: 'exclude' }
  /** N不中. */
  | { readonly kind: 'not-hit' }
  /** 组 after a number (2组): how many combinations the message says it holds, a checksum. */
  | { readonly kind: 'set-count' }
  | { readonly kind: 'date-part' }
  /** 期 after a number: a draw header. */
  | { readonly kind: 'period' }
  /** 点半, 点钟 after a number: a time. */
  | { readonly kind: 'time' }
  /** Courtesy words and greetings (谢谢, 老板, 辛苦了): chat around an order, skipped with a note (chatter.ts). */
  | { readonly kind: 'chatter' }
  /** Marks that carry no order: 主, 防, 买, 第. */
  | { readonly kind: 'noise' }
  | { readonly kind: 'ambiguous' }
  | { readonly kind: 'unsupported' };

const play = (context: PlayContext): Word => ({ kind: 'play', context });
const item = (kind: ItemKind, code: string): Word => ({ kind: 'item', item: kind, code });

type Spellings = [texts: readonly string[], word: Word];
const words = (...spellings: Spellings[]): Record<string, Word> => {
  const out: Record<string, Word> = {};
  for (const [texts, word] of spellings) for (const text of texts) out[text] = word;
  return out;
};

const COMMON = words(
  [['各', '各号', '各数', '数各', '个号', '个数', '一个号', '一个数', '一个', '个', '各个', '每数', '每注', '每组', '一组', '各组', '名数', '名', '每个',
    '每个号', '每个数', '每号', '每', '每样'], { kind: 'each' }],
  [['共', '一共', '总共', '共计', '合计', '总计', '总数', '合共'], { kind: 'total' }],
  [['元', '块', '斤', '米', '文', '蚊', '闷', '井', '点', '快', '块钱', '元钱', '圆', '园', '眯', '咪', '纹', '元整', '块整'], { kind: 'unit' }],
  [['到', '至'], { kind: 'range' }],
  [['下'], { kind: 'bet' }],
  [['期'], { kind: 'period' }],
  [['点半', '点钟'], { kind: 'time' }],
  [['主', '防', '买', '第', '号码', '码', '下注', '投注', '连码', '的', '数', '开奖'], { kind: 'noise' }],
  [['组', '注'], { kind: 'set-count' }],
  [['谢谢', '谢啦', '谢了', '多谢', '感谢', '谢谢老板', '麻烦了', '麻烦', '麻烦你了', '辛苦了', '辛苦', '好的', '好滴', '收到', '回复',
    '老板', '老板好', '拜托', '拜托了', '恭喜发财', '发财', '祝中', '必中', '哈哈', '哈哈哈', '嗯嗯', '请', '帮我', '帮忙', '我要',
    '你好', '您好', '大家好', '早上好', '晚上好', '晚安'], { kind: 'chatter' }],
  // Parts of a date (11月26日): only a header reads them, anywhere else they are unknown.
  [['年', '月', '日'], { kind: 'date-part' }],
);

const ZODIAC_SPELLINGS: Record<Zodiac, string[]> = {
  RAT: ['鼠'], OX: ['牛'], TIGER: ['虎'], RABBIT: ['兔'], DRAGON: ['龙'], SNAKE: ['蛇'],
  HORSE: ['马'], GOAT: ['羊'], MONKEY: ['猴'], ROOSTER: ['鸡'], DOG: ['狗'], PIG: ['猪'],
};
const ZODIAC_EMOJI: Record<Zodiac, string[]> = {
  RAT: ['🐭', '🐀'], OX: ['🐮', '🐂', '🐄'], TIGER: ['🐯', '🐅'], RABBIT: ['🐰', '🐇'], DRAGON: ['🐲', '🐉'], SNAKE: ['🐍'],
  HORSE: ['🐴', '🐎'], GOAT: ['🐑', '🐐'], MONKEY: ['🐵', '🐒'], ROOSTER: ['🐔', '🐓'], DOG: ['🐶', '🐕'], PIG: ['🐷', '🐖'],
};
const COLOURS: readonly [string, string][] = [['红', 'RED'], ['蓝', 'BLUE'], ['绿', 'GREEN']];
const SIDES: readonly [string, string][] = [['单', 'ODD'], ['双', 'EVEN'], ['大', 'BIG'], ['小', 'SMALL']];
const CHINESE_COUNTS = ['二', '三', '四', '五'];
const NOT_HIT_COUNTS = ['五', '六', '七', '八', '九', '十', '十一', '十二'];
const COMBO_COUNTS = ['二', '三', '四', '五', '六', '七', '八', '九', '十', '十一'];

const MARK6_WORDS: Record<string, Word> = {
  ...COMMON,
  ...words(
    [['特', '特码', '特别号', '特号', '特吗'], play('TM')],
    [['特肖', '生肖'], play('TM_ZODIAC')],
    [['特尾', '尾数'], play('TM_TAIL')],
    [['特头', '头数'], play('TM_HEAD')],
    [['波色'], play('TM_COLOUR')],
    [['两面'], play('TM_TWO_SIDED')],
    [['正码', '平码', '正', '苹码'], play('ZM')],
    [['平', '平特', '平特一肖', '一肖', '平肖', '一肖平', '平特肖', '一连', '一连肖'], play('PT')],
    [['平尾', '平特尾', '尾平'], play('PT_TAIL')],
    [['二中二', '二全中', '2中2'], play('LM_2_ALL')],
    [['三中三', '三全中', '3中3'], play('LM_3_ALL')],
    [['三中二', '3中2'], play('LM_3_2')],
    [['二中特', '2中特'], play('LM_2_SPECIAL')],
    ...CHINESE_COUNTS.map((n, i): Spellings => [
      // 平三肖, 平特三肖: three animals all among the drawn, a 连肖 (合肖 has no 平)
      [`${n}连`, `${n}连肖`, `${n}肖连`, `${i + 2}连`, `${i + 2}连肖`, `${n}友`, `平${n}肖`, `平特${n}肖`, ...(n === '二' ? ['两连', '两连肖'] : [])],
      play(`LX_${i + 2}` as PlayContext),
    ]),
    ...NOT_HIT_COUNTS.map((n, i): Spellings => [[`${n}不中`], play(`NH_${i + 5}` as PlayContext)]),
    [['连', '连肖', '肖连', '串肖', '车肖'], play('LX')],
    [['合肖'], play('HX')],
    ...COMBO_COUNTS.map((n, i): Spellings => [[`${n}肖`, `${i + 2}肖`], play(`HX_${i + 2}` as PlayContext)]),
    [['不中'], { kind: 'not-hit' }],
    [['包'], { kind: 'bao' }],
    [['复式', '复试', '复', '复示', '覆式', '夏式'], { kind: 'compound' }],
    [['拖', '托', '分拖', '分别拖', '分别托'], { kind: 'drag' }],
    [['不要', '除', '除了', '去掉'], { kind: 'exclude' }],
    [['号'], { kind: 'number-mark' }],
    [['尾'], { kind: 'tail-mark' }],
    [['头'], { kind: 'head-mark' }],
    ...COLOURS.map(([zh, code]): Spellings => [[`${zh}波`, zh, `${zh}色`], item('colour', code)]),
    ...COLOURS.flatMap(([zh, colour]) => SIDES.map(([side, code]): Spellings => [[`${zh}${side}`, `${zh}波${side}`], item('colour-half', `${colour}:${code}`)])),
    [['大单'], item('side-pair', 'BIG:ODD')], [['大双'], item('side-pair', 'BIG:EVEN')],
    [['小单'], item('side-pair', 'SMALL:ODD')], [['小双'], item('side-pair', 'SMALL:EVEN')],
    [['大'], item('two-sided', 'BIG')], [['小'], item('two-sided', 'SMALL')],
    [['单'], item('two-sided', 'ODD')], [['双'], item('two-sided', 'EVEN')],
    [['合单'], item('two-sided', 'SUM_ODD')], [['合双'], item('two-sided', 'SUM_EVEN')],
    [['尾大'], item('two-sided', 'TAIL_BIG')], [['尾小'], item('two-sided', 'TAIL_SMALL')],
    [['家禽', '家畜', '家肖'], item('two-sided', 'DOMESTIC')], [['野兽', '野肖'], item('two-sided', 'WILD')],
    [['特马'], { kind: 'ambiguous' }],
    [['六合彩', '六合', '彩票', '加', '和', '还有', '再来', '再'], { kind: 'noise' }],
    [[...['一', '二', '三', '四', '五', '六', '1', '2', '3', '4', '5', '6'].map((n) => `正${n}特`), '正码特'], { kind: 'unsupported' }],
    [['半波', '半单双', '半大小', '五行', '正特', '正肖', '七色波', '总和', '特合', '一尾', '尾数连', '四不中', '三不中', '二不中', '一不中'],
      { kind: 'unsupported' }],
    // 猴肖: an animal with 肖 after it is the animal (a count before 肖 is 合肖: 四肖)
    ...ZODIACS.map((z): Spellings => [ZODIAC_SPELLINGS[z].flatMap((a) => [a, `${a}肖`]), item('zodiac', z)]),
    // the zodiac's emoji are their animal (🐭各10)
    ...ZODIACS.map((z): Spellings => [ZODIAC_EMOJI[z], item('zodiac', z)]),
    [['老鼠'], item('zodiac', 'RAT')], [['老虎'], item('zodiac', 'TIGER')], [['兔子'], item('zodiac', 'RABBIT')],
    [['猴子'], item('zodiac', 'MONKEY')], [['老蛇'], item('zodiac', 'SNAKE')],
    [['澳特', '门特', '澳门特', '新澳特', '噢门特'], { kind: 'market', lotteries: ['MO6'], context: 'TM' }],
    [['港特', '香港特'], { kind: 'market', lotteries: ['HK6'], context: 'TM' }],
    [['新澳门', '澳门彩'], { kind: 'market', lotteries: ['MO6'] }],
    ...Object.entries(MARKET_LABELS).map(([label, lotteries]): Spellings => [[label], { kind: 'market', lotteries }]),
  ),
};

const PICK3_WORDS: Record<string, Word> = {
  ...COMMON,
  ...words(
    [['直选', '直', '单选'], play('P3_DIRECT')],
    [['组三', '组3'], play('P3_GROUP3')],
    [['组六', '组6'], play('P3_GROUP6')],
    [['和值', '和'], play('P3_SUM')],
    [['跨度', '跨'], play('P3_SPAN')],
    [['定位', '一定位', '二定位'], play('P3_POSITIONAL')],
    [['百位'], play('P3_POS_H')],
    [['十位'], play('P3_POS_T')],
    [['个位'], play('P3_POS_U')],
    [['福彩3D', '3D', '排列三', '排列3', '排三'], { kind: 'noise' }],
    [['大'], item('two-sided', 'BIG')], [['小'], item('two-sided', 'SMALL')],
    [['单'], item('two-sided', 'ODD')], [['双'], item('two-sided', 'EVEN')],
  ),
};

/** English codes: every play code of the game, selection codes and EACH. */
const ENGLISH_COMMON = words([['EACH'], { kind: 'each' }], [['A'], { kind: 'unit' }], [['OK', 'THX', 'THANKS', 'TKS'], { kind: 'chatter' }],
  [['BIG'], item('two-sided', 'BIG')], [['SMALL'], item('two-sided', 'SMALL')],
  [['ODD'], item('two-sided', 'ODD')], [['EVEN'], item('two-sided', 'EVEN')]);

const ENGLISH_MARK6 = {
  ...ENGLISH_COMMON,
  ...words(
    ...(['TM', 'TM_ZODIAC', 'TM_TAIL', 'TM_HEAD', 'TM_COLOUR', 'TM_TWO_SIDED', 'ZM', 'LM_2_ALL', 'LM_3_ALL', 'LM_3_2', 'LM_2_SPECIAL',
      'PT_TAIL', 'LX_2', 'LX_3', 'LX_4', 'LX_5', 'NH_5', 'NH_6', 'NH_7', 'NH_8', 'NH_9', 'NH_10', 'NH_11', 'NH_12'] as const)
      .map((c): Spellings => [[c], play(c as PlayContext)]),
    [['PT_ZODIAC'], play('PT')],
    ...(['SUM_ODD', 'SUM_EVEN', 'TAIL_BIG', 'TAIL_SMALL', 'DOMESTIC', 'WILD'] as const).map((c): Spellings => [[c], item('two-sided', c)]),
    ...(['RED', 'BLUE', 'GREEN'] as const).map((c): Spellings => [[c], item('colour', c)]),
    ...ZODIACS.map((z): Spellings => [[z], item('zodiac', z)]),
  ),
};

const ENGLISH_PICK3 = {
  ...ENGLISH_COMMON,
  ...words(
    [['P3_DIRECT'], play('P3_DIRECT')], [['P3_GROUP3'], play('P3_GROUP3')], [['P3_GROUP6'], play('P3_GROUP6')],
    [['P3_SUM'], play('P3_SUM')], [['P3_SPAN'], play('P3_SPAN')],
    [['P3_ONE_POS', 'P3_TWO_POS'], play('P3_POSITIONAL')],
  ),
};

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
