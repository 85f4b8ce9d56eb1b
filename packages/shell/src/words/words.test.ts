import { describe, expect, it } from 'vitest';
import { GAMES, ruleOf, type PlayCode } from '@drawdesk/lottery';
import { LOCALES, type Locale } from './locale.js';
import { playGroupOf } from '@drawdesk/contracts';
import { PLAY_GROUP_NAMES, lineWords, playGroupWords, playWords, selectionWords } from './plays.js';
import { AUDIT_ACTION_NAMES, AUDIT_OBJECT_NAMES, JOB_KIND_NAMES, auditActionWords, jobKindWords } from './records.js';

/** A code as a person would never want to read it: a play code, an upper-case selection code, a dotted kind. */
const CODE = /\b(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|TM|ZM|RAT|OX|TIGER|RABBIT|DRAGON|SNAKE|HORSE|GOAT|MONKEY|ROOSTER|DOG|PIG|BIG|SMALL|ODD|EVEN|RED|BLUE|GREEN|DOMESTIC|WILD)\b|\b[a-z]+\.[a-z-]+\b/;
const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

/** One selection of every play of both games, as the book stores it, and how each language reads it. */
const EVERY_PLAY: Record<PlayCode, [selection: string, zh: string, en: string]> = {
  TM: ['7', '特码 7', 'Special number 7'],
  TM_TWO_SIDED: ['BIG', '特码两面 大', 'Special two-sided Big'],
  TM_COLOUR: ['RED', '特码波色 红波', 'Special colour Red'],
  TM_ZODIAC: ['SNAKE', '特肖 蛇', 'Special zodiac Snake'],
  TM_TAIL: ['3', '特码尾数 3尾', 'Special tail Tail 3'],
  TM_HEAD: ['2', '特码头数 2头', 'Special head Head 2'],
  ZM: ['12', '正码 12', 'Regular number 12'],
  PT_ZODIAC: ['RAT', '平特一肖 鼠', 'Any-number zodiac Rat'],
  LM_2_ALL: ['3,15', '二全中 03,15', 'Two in two 03,15'],
  LM_3_ALL: ['1,2,49', '三全中 01,02,49', 'Three in three 01,02,49'],
  LM_3_2: ['3,15,27,39', '三中二 03,15,27,39', 'Three hit two 03,15,27,39'],
  LM_2_SPECIAL: ['10,20', '二中特 10,20', 'Two hit special 10,20'],
  PT_TAIL: ['0', '平特尾 0尾', 'Any-number tail Tail 0'],
  LX_2: ['DRAGON,SNAKE', '二连肖 龙、蛇', 'Two linked zodiacs Dragon, Snake'],
  LX_3: ['RAT,OX,PIG', '三连肖 鼠、牛、猪', 'Three linked zodiacs Rat, Ox, Pig'],
  LX_4: ['TIGER,RABBIT,DRAGON,SNAKE', '四连肖 虎、兔、龙、蛇', 'Four linked zodiacs Tiger, Rabbit, Dragon, Snake'],
  LX_5: ['HORSE,GOAT,MONKEY,ROOSTER,DOG', '五连肖 马、羊、猴、鸡、狗', 'Five linked zodiacs Horse, Goat, Monkey, Rooster, Dog'],
  NH_5: ['1,2,3,4,5', '五不中 01,02,03,04,05', '5 miss 01,02,03,04,05'],
  NH_6: ['1,2,3,4,5,6', '六不中 01,02,03,04,05,06', '6 miss 01,02,03,04,05,06'],
  NH_7: ['1,2,3,4,5,6,7', '七不中 01,02,03,04,05,06,07', '7 miss 01,02,03,04,05,06,07'],
  NH_8: ['1,2,3,4,5,6,7,8', '八不中 01,02,03,04,05,06,07,08', '8 miss 01,02,03,04,05,06,07,08'],
  NH_9: ['41,42,43,44,45,46,47,48,49', '九不中 41,42,43,44,45,46,47,48,49', '9 miss 41,42,43,44,45,46,47,48,49'],
  NH_10: ['1,2,3,4,5,6,7,8,9,10', '十不中 01,02,03,04,05,06,07,08,09,10', '10 miss 01,02,03,04,05,06,07,08,09,10'],
  NH_11: ['1,2,3,4,5,6,7,8,9,10,11', '十一不中 01,02,03,04,05,06,07,08,09,10,11', '11 miss 01,02,03,04,05,06,07,08,09,10,11'],
  NH_12: ['1,2,3,4,5,6,7,8,9,10,11,12', '十二不中 01,02,03,04,05,06,07,08,09,10,11,12', '12 miss 01,02,03,04,05,06,07,08,09,10,11,12'],
  HX_2: ['SNAKE,HORSE', '二肖 蛇、马', '2-zodiac combo Snake, Horse'],
  HX_3: ['RAT,OX,PIG', '三肖 鼠、牛、猪', '3-zodiac combo Rat, Ox, Pig'],
  HX_4: ['RAT,OX,TIGER,RABBIT', '四肖 鼠、牛、虎、兔', '4-zodiac combo Rat, Ox, Tiger, Rabbit'],
  HX_5: ['RAT,OX,TIGER,RABBIT,DRAGON', '五肖 鼠、牛、虎、兔、龙', '5-zodiac combo Rat, Ox, Tiger, Rabbit, Dragon'],
  HX_6: ['RAT,OX,TIGER,RABBIT,DRAGON,SNAKE', '六肖 鼠、牛、虎、兔、龙、蛇', '6-zodiac combo Rat, Ox, Tiger, Rabbit, Dragon, Snake'],
  HX_7: ['RAT,OX,TIGER,RABBIT,DRAGON,SNAKE,HORSE', '七肖 鼠、牛、虎、兔、龙、蛇、马', '7-zodiac combo Rat, Ox, Tiger, Rabbit, Dragon, Snake, Horse'],
  HX_8: ['RAT,OX,TIGER,RABBIT,DRAGON,SNAKE,HORSE,GOAT', '八肖 鼠、牛、虎、兔、龙、蛇、马、羊', '8-zodiac combo Rat, Ox, Tiger, Rabbit, Dragon, Snake, Horse, Goat'],
  HX_9: ['RAT,OX,TIGER,RABBIT,DRAGON,SNAKE,HORSE,GOAT,MONKEY', '九肖 鼠、牛、虎、兔、龙、蛇、马、羊、猴', '9-zodiac combo Rat, Ox, Tiger, Rabbit, Dragon, Snake, Horse, Goat, Monkey'],
  HX_10: ['OX,TIGER,RABBIT,DRAGON,SNAKE,HORSE,GOAT,MONKEY,ROOSTER,DOG', '十肖 牛、虎、兔、龙、蛇、马、羊、猴、鸡、狗', '10-zodiac combo Ox, Tiger, Rabbit, Dragon, Snake, Horse, Goat, Monkey, Rooster, Dog'],
  HX_11: ['RAT,OX,TIGER,RABBIT,DRAGON,SNAKE,HORSE,GOAT,MONKEY,ROOSTER,DOG', '十一肖 鼠、牛、虎、兔、龙、蛇、马、羊、猴、鸡、狗', '11-zodiac combo Rat, Ox, Tiger, Rabbit, Dragon, Snake, Horse, Goat, Monkey, Rooster, Dog'],
  P3_DIRECT: ['042', '直选 042', 'Direct 042'],
  P3_ONE_POS: ['*5*', '一定位 十位5', 'One position Tens 5'],
  P3_TWO_POS: ['5*7', '二定位 百位5 个位7', 'Two positions Hundreds 5, Units 7'],
  P3_GROUP3: ['112', '组三 112', 'Group 3 112'],
  P3_GROUP6: ['123', '组六 123', 'Group 6 123'],
  P3_SUM: ['13', '和值 13', 'Sum 13'],
  P3_SPAN: ['5', '跨度 5', 'Span 5'],
  P3_POS_TWO_SIDED: ['T:EVEN', '定位两面 十位双', 'Position two-sided Tens even'],
};

const ALL_PLAYS = [...GAMES.MARK6.playTypes, ...GAMES.PICK3.playTypes].map((p) => p.code);

describe('a play and its selection in words', () => {
  it('the table covers every play of both games', () => {
    expect(Object.keys(EVERY_PLAY).sort()).toEqual([...ALL_PLAYS].sort());
  });

  it.each(Object.entries(EVERY_PLAY))('%s %s', (play, [selection, zh, en]) => {
    expect(lineWords(play, selection, 'zh-CN')).toBe(zh);
    expect(lineWords(play, selection, 'en-US')).toBe(en);
  });

  // Every single selection a play offers (pick-3's thousands included), in both languages: never a code,
  // zh-CN never a Latin word, en-US never a Chinese character.
  it.each(ALL_PLAYS.flatMap((play) => LOCALES.map((locale) => [play, locale] as const)))('every selection of %s reads without codes in %s', (play, locale: Locale) => {
    // The number sets (LM, NH) list no selections: their combinations are too many to walk.
    for (const selection of ruleOf(play).selections?.() ?? [EVERY_PLAY[play][0]]) {
      const words = lineWords(play, selection, locale);
      expect(words, `${play} ${selection}`).not.toMatch(CODE);
      if (locale === 'zh-CN') expect(words, `${play} ${selection}`).not.toMatch(LATIN_WORD);
      else expect(words, `${play} ${selection}`).not.toMatch(HAN);
    }
  });

  it('the play alone, and selections written loosely (lower case, padded, spaced)', () => {
    expect(playWords('LM_2_ALL', 'zh-CN')).toBe('二全中');
    expect(playWords('P3_SUM', 'en-US')).toBe('Sum');
    expect(selectionWords('TM', '07', 'zh-CN')).toBe('7');
    expect(selectionWords('TM_ZODIAC', 'snake', 'en-US')).toBe('Snake');
    expect(selectionWords('LM_2_ALL', ' 3,15 ', 'zh-CN')).toBe('03,15');
    expect(selectionWords('P3_POS_TWO_SIDED', 'h:big', 'zh-CN')).toBe('百位大');
  });

  it('what it cannot read stays as written, never thrown', () => {
    expect(lineWords('NOPE', 'x', 'zh-CN')).toBe('NOPE x');
    expect(selectionWords('TM', 'abc', 'en-US')).toBe('abc');
    expect(selectionWords('TM_ZODIAC', 'RAT,UNICORN', 'zh-CN')).toBe('鼠,UNICORN');
    expect(selectionWords('P3_ONE_POS', '***', 'zh-CN')).toBe('***');
  });
});

describe('play groups in words', () => {
  it('names the group of every play of both games, and 合肖', () => {
    for (const play of ALL_PLAYS) {
      const group = playGroupOf(play);
      expect(PLAY_GROUP_NAMES[group], play).toBeDefined();
      expect(playGroupWords(group, 'zh-CN')).toMatch(HAN);
      expect(playGroupWords(group, 'en-US')).not.toMatch(HAN);
    }
  });
});

describe('job kinds, audit actions and objects in words', () => {
  it.each([
    ['draw.close', '封盘', 'Close draw'],
    ['analysis.run', '号码分析', 'Run analysis'],
    ['risk.farming', '对刷检查', 'Check for rebate farming'],
  ])('job %s', (kind, zh, en) => {
    expect(jobKindWords(kind, 'zh-CN')).toBe(zh);
    expect(jobKindWords(kind, 'en-US')).toBe(en);
  });

  it.each([
    ['draw.close', '封盘', 'Close draw'],
    ['order.dismiss-renewal', '结束追号', 'Dismiss renewal'],
    ['login', '登录', 'Log in'],
    ['risk.close', '手动封号', 'Close selections'],
    ['risk.open', '手动开号', 'Reopen selections'],
  ])('action %s', (action, zh, en) => {
    expect(auditActionWords(action, 'zh-CN')).toBe(zh);
    expect(auditActionWords(action, 'en-US')).toBe(en);
  });

  it('every name has both languages, each in its own script', () => {
    for (const table of [JOB_KIND_NAMES, AUDIT_ACTION_NAMES, AUDIT_OBJECT_NAMES]) {
      for (const [code, names] of Object.entries(table)) {
        expect(names['zh-CN'], code).toMatch(HAN);
        expect(names['zh-CN'], code).not.toMatch(LATIN_WORD);
        expect(names['en-US'], code).not.toMatch(HAN);
        expect(names['en-US'].trim().length, code).toBeGreaterThan(0);
      }
    }
  });

  it('an unknown kind reads as itself', () => expect(jobKindWords('risk.new-kind', 'zh-CN')).toBe('risk.new-kind'));
});

