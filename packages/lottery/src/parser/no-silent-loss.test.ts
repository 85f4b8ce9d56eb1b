import { describe, expect, it } from 'vitest';
import { seeded } from '../testing/random.js';
import { zodiacMapOn } from '../zodiac.js';
import { parseOrderText } from './parse.js';
import type { ParseContext } from './settings.js';

/**
 * No silent loss, by construction: every character of a message is part of a line, a recognised
 * header, label, unit or separator, or under a diagnostic. So an unknown word, digits glued to one,
 * or stray punctuation put anywhere into a message that reads cleanly must leave a diagnostic that
 * covers the place it was put; never a message that books less (or other) money without a word.
 */
const context: ParseContext = {
  lottery: { code: 'HK6', game: 'MARK6' },
  lotteries: [{ code: 'HK6', game: 'MARK6' }, { code: 'MO6', game: 'MARK6' }],
  zodiac: zodiacMapOn('2026-06-01'),
};

/** Messages that read with no error, one per convention. */
const CLEAN = [
  '14.26个数30',
  '19.31个六十蚊',
  '12/24/36各/15',
  '03_15_27各8',
  '06-18-30-42各9',
  '16.28各号7澳门',
  '狗各5\n03.04各10\n新奥',
  '第306期\n阿华：\n21各10',
  '八点半：21各10 共10',
  '1357尾各数5',
  '家禽双数各6',
  '二中二【07-17】【08-18】2组各5',
  '三中三 09拖19.29.39 各3',
  '连 猴鸡狗 各20',
  '复二复三 牛虎猴鸡 各2',
  '狗猪二连各10 狗猪鼠三连5 平狗60',
  '狗猪鼠牛四肖各20',
  '15.27.15各4',
  '港308期\n主猴羊各数20斤\n共160斤',
  '平特一肖，蛇，4000',
  '二中二复式 5 15 25 35 每组2元',
  '特肖 马 羊 各20',
  '@阿华 09各10',
  '[抱拳]老板 12.24各10 谢谢👍',
  '「阿华：09各10」\n- - - - - - -\n21各10',
];

const UNKNOWN_WORDS = ['嗯', '哦哦', '呀', '吧啦', '咯', '嘿嘿', '喔', '呵', '谢', 'qz', 'wow', '😀', '¥¥'];
const PUNCTUATION = ['?', '!', '~', '$', '%', '^', '&', '|', '"', '…', '？', '！', '～', '`', '\\'];

function insertion(rng: ReturnType<typeof seeded>): string {
  switch (rng.int(0, 3)) {
    case 0: return rng.pick(UNKNOWN_WORDS);
    case 1: return rng.pick(PUNCTUATION);
    case 2: return `${rng.pick(UNKNOWN_WORDS)}${rng.int(0, 99)}`;
    default: return `${rng.int(0, 99)}${rng.pick([...UNKNOWN_WORDS, ...PUNCTUATION])}`;
  }
}

describe('no silent loss', () => {
  it('every clean message reads with no error', () => {
    for (const text of CLEAN) {
      const read = parseOrderText(text, context);
      expect(read.diagnostics.filter((d) => d.severity === 'error'), text).toEqual([]);
      expect(read.lines.length, text).toBeGreaterThan(0);
    }
  });

  it('anything unknown put anywhere into a clean message leaves a diagnostic over that place', () => {
    const rng = seeded(22);
    for (let i = 0; i < 3000; i++) {
      const text = rng.pick(CLEAN);
      const at = rng.int(0, text.length);
      const added = insertion(rng);
      const changed = `${text.slice(0, at)}${added}${text.slice(at)}`;
      const { diagnostics } = parseOrderText(changed, context);
      const covered = diagnostics.some((d) => d.start <= at + added.length && d.end >= at);
      if (!covered) expect.fail(`${JSON.stringify(changed)}: nothing said about ${JSON.stringify(added)} at ${at} (${diagnostics.map((d) => d.code).join(' ') || 'no diagnostic'})`);
    }
  }, 60_000); // 3,000 readings: under a second alone, more on a busy machine

  it('a message with digits and an amount never reads to nothing in silence', () => {
    const rng = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: rng.int(1, 6) }, () => rng.pick([
        String(rng.int(0, 120)), rng.pick(UNKNOWN_WORDS), rng.pick(PUNCTUATION), rng.pick(['各', '元', '斤', '/', '-', '.', ' ', '\n', '：', '期', '澳', '港', '尾', '头', '组']),
      ])).join('');
      const read = parseOrderText(text, context);
      if (/\d/.test(text) && read.lines.length === 0 && read.diagnostics.length === 0) expect.fail(`${JSON.stringify(text)} read to nothing in silence`);
    }
  });
});
