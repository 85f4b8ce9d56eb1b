import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { ruleOf } from '../rules/index.js';
import { seeded } from '../testing/random.js';
import { formatOrderText } from './format.js';
import { parseOrderText } from './parse.js';
import type { LotteryInfo } from './settings.js';

const HK6: LotteryInfo = { code: 'HK6', game: 'MARK6' };
const MO6: LotteryInfo = { code: 'MO6', game: 'MARK6' };
const P3: LotteryInfo = { code: 'P3', game: 'PICK3' };

describe('formatOrderText', () => {
  it.each([
    [{ play: 'TM', selection: '7', stake: 1000 }, '特码 7 各10元'],
    [{ play: 'TM_TWO_SIDED', selection: 'DOMESTIC', stake: 250 }, '两面 家禽 各2.5元'],
    [{ play: 'TM_ZODIAC', selection: 'HORSE', stake: 8000 }, '特肖 马 各80元'],
    [{ play: 'PT_TAIL', selection: '0', stake: 101 }, '平尾 0 各1.01元'],
    [{ play: 'LM_2_ALL', selection: '1,2,3', stake: 500 }, '复式二中二 1.2.3 各组5元'],
    [{ play: 'LX_2', selection: 'RAT,PIG', stake: 3000 }, '二连肖 鼠.猪 各组30元'],
    [{ play: 'NH_5', selection: '1,2,3,4,5', stake: 1000 }, '五不中 1.2.3.4.5 各组10元'],
    [{ play: 'HX_3', selection: 'RAT,OX,PIG', stake: 1000 }, '三肖 鼠.牛.猪 各10元'],
    [{ play: 'TM', selection: '7', stake: 1000, lottery: 'MO6' }, '澳 特码 7 各10元'],
    [{ play: 'P3_POS_TWO_SIDED', selection: 'H:BIG', stake: 1000 }, '百位 大 各10元'],
  ])('%j is %s', (line, text) => {
    expect(formatOrderText([line], 'HK6')).toBe(text);
  });

  it('refuses a lottery no chat label names', () => {
    expect(() => formatOrderText([{ play: 'TM', selection: '7', stake: 100, lottery: 'XX' }], 'HK6')).toThrow(/no chat label/);
  });
});

/** A random canonical selection of a play: listed ones by pick, number sets as `pick` to `pick + 2` distinct numbers. */
function randomSelection(play: string, rng: ReturnType<typeof seeded>): string {
  const rule = ruleOf(play);
  if (rule.selections) return rng.pick(rule.selections());
  const pick = GAMES.MARK6.playTypes.find((p) => p.code === play)?.pick ?? 2;
  const numbers = new Set<number>();
  const count = pick + rng.int(0, 2);
  while (numbers.size < count) numbers.add(rng.int(1, 49));
  return rule.normalise([...numbers].join(','));
}

describe('format then parse gives the same lines (property, 300 random orders)', () => {
  const rng = seeded(12);
  const orders = Array.from({ length: 300 }, (_, n) => {
    const lottery = n % 3 === 0 ? P3 : HK6;
    const plays = GAMES[lottery.game].playTypes;
    return {
      lottery,
      lines: Array.from({ length: rng.int(1, 6) }, () => {
        const play = rng.pick(plays).code;
        const market = lottery.game === 'MARK6' ? rng.pick([HK6, MO6]).code : lottery.code;
        return { play, selection: randomSelection(play, rng), stake: rng.pick([rng.int(1, 500) * 100, rng.int(1, 99_999)]), lottery: market };
      }),
    };
  });

  it.each(orders.map((o, i) => [i, o] as const))('order %d', (_i, { lottery, lines }) => {
    const text = formatOrderText(lines, lottery.code);
    const parsed = parseOrderText(text, { lottery, lotteries: [HK6, MO6, P3] });
    expect(parsed.diagnostics, text).toEqual([]);
    expect(parsed.lines.map(({ play, selection, stake, lottery: market }) => ({ play, selection, stake, lottery: market })), text).toEqual(lines);
  });
});
