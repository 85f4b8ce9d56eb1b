import { COLOUR_NUMBERS } from '../games/mark6-colours.js';
import type { FarmingLine } from '../risk/farming/types.js';
import { ZODIACS, type ZodiacMap } from '../zodiac.js';
import type { seeded } from './random.js';

type Rng = ReturnType<typeof seeded>;

const YUAN = 100;
/** Stakes in whole yuan as players write them (the demo book's ladders). */
const SINGLE = [2, 5, 5, 10, 10, 10, 10, 20, 20, 20, 30, 50, 50, 100];
const SIDE = [10, 20, 20, 50, 50, 100, 100, 200];
const FAVOURITES = [7, 18, 25, 33, 49, 12];
const TIERS = [
  { TM: 426_000, ZM: 72_000, TM_TWO_SIDED: 19_700, TM_COLOUR: [30_160, 28_390], TM_ZODIAC: [112_000, 90_000], TM_TAIL: [96_500, 120_700], TM_HEAD: [45_000] },
  { TM: 475_000, ZM: 76_000, TM_TWO_SIDED: 19_800, TM_COLOUR: [30_500, 28_700], TM_ZODIAC: [114_000, 92_000], TM_TAIL: [97_500, 121_000], TM_HEAD: [46_000] },
] as const;
const SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN', 'BIG', 'SMALL', 'ODD', 'EVEN', 'SUM_ODD', 'SUM_EVEN', 'TAIL_BIG', 'TAIL_SMALL', 'DOMESTIC', 'WILD'];
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A Mark Six draw's book as a real one looks (the demo book's shape): customers of two tiers, bigger
 * ones ordering more often; special numbers crowding on favourites, sides, colours, animals, tails,
 * regular numbers, and the chat groups (`兔各20`, `红波各10`, `0尾各20`, `大各10`) as numbers each.
 */
export function realisticMark6Book(rng: Rng, zodiac: ZodiacMap, customers = 300, orders = 1200): FarmingLine[] {
  const weights = Array.from({ length: customers }, () => rng.int(1, 20));
  const total = weights.reduce((s, w) => s + w, 0);
  const customerOf = (): number => {
    let roll = rng.int(0, total - 1);
    for (const [i, w] of weights.entries()) {
      if (roll < w) return i;
      roll -= w;
    }
    return customers - 1;
  };
  const lines: FarmingLine[] = [];
  for (let o = 0; o < orders; o++) {
    const c = customerOf();
    const customer = `c${c}`;
    const tier = TIERS[c % 2] as (typeof TIERS)[number];
    const scale = c % 7 === 0 ? 2 : 1;
    const yuan = (ladder: readonly number[]) => rng.pick(ladder) * scale * YUAN;
    const tm = (n: number, amount: number) => lines.push({ customer, play: 'TM', selection: String(n), amount, odds: [tier.TM] });
    const kind = rng.int(0, 99);
    if (kind < 45) {
      const amount = yuan(SINGLE);
      for (let i = rng.int(1, 8); i > 0; i--) tm(rng.next() < 0.55 ? rng.pick(FAVOURITES) : rng.int(1, 49), amount);
      if (rng.next() < 0.25) lines.push({ customer, play: 'TM_TWO_SIDED', selection: rng.pick(SIDES), amount: yuan(SIDE), odds: [tier.TM_TWO_SIDED] });
    } else if (kind < 80) {
      for (let i = rng.int(1, 5); i > 0; i--) {
        const play = rng.pick(['TM', 'TM_TWO_SIDED', 'TM_TWO_SIDED', 'TM_COLOUR', 'TM_ZODIAC', 'TM_TAIL', 'TM_HEAD', 'ZM'] as const);
        if (play === 'TM') tm(rng.int(1, 49), yuan(SINGLE));
        else if (play === 'ZM') lines.push({ customer, play, selection: String(rng.int(1, 49)), amount: yuan(SINGLE), odds: [tier.ZM] });
        else if (play === 'TM_TWO_SIDED') lines.push({ customer, play, selection: rng.pick(SIDES), amount: yuan(SIDE), odds: [tier.TM_TWO_SIDED] });
        else if (play === 'TM_COLOUR') lines.push({ customer, play, selection: rng.pick(['RED', 'BLUE', 'GREEN']), amount: yuan(SIDE), odds: tier.TM_COLOUR });
        else if (play === 'TM_ZODIAC') lines.push({ customer, play, selection: rng.pick(ZODIACS), amount: yuan(SINGLE), odds: tier.TM_ZODIAC });
        else if (play === 'TM_TAIL') lines.push({ customer, play, selection: String(rng.int(0, 9)), amount: yuan(SINGLE), odds: tier.TM_TAIL });
        else lines.push({ customer, play, selection: String(rng.int(0, 4)), amount: yuan(SINGLE), odds: tier.TM_HEAD });
      }
    } else if (kind < 92) {
      // a chat group, each of its numbers a special number at one stake
      const amount = yuan(SINGLE);
      const animal = rng.pick(ZODIACS);
      const tail = rng.int(0, 9);
      const head = rng.int(0, 4);
      const group = rng.pick([
        range(1, 49).filter((n) => zodiac.animals[n - 1] === animal),
        [...rng.pick(Object.values(COLOUR_NUMBERS))],
        range(1, 49).filter((n) => n % 10 === tail),
        range(1, 49).filter((n) => Math.floor(n / 10) === head),
        rng.pick([range(25, 49), range(1, 24), range(1, 49).filter((n) => n % 2 === 1), range(1, 49).filter((n) => n % 2 === 0)]),
      ]);
      for (const n of group) tm(n, amount);
    } else {
      // 连码 and 连肖: not read by the farming check, there as a real book has them
      lines.push({ customer, play: 'LM_2_ALL', selection: '3,12,25', amount: 3 * yuan([1, 2, 5]), odds: [520_000] });
    }
  }
  return lines;
}

/** A pick-3 draw's book: direct numbers (lucky ones often), sums, spans, positions, position sides. */
export function realisticPick3Book(rng: Rng, customers = 200, orders = 800): FarmingLine[] {
  const lines: FarmingLine[] = [];
  const digit = () => String(rng.int(0, 9));
  for (let o = 0; o < orders; o++) {
    const customer = `p${rng.int(0, customers - 1)}`;
    const yuan = (ladder: readonly number[]) => rng.pick(ladder) * YUAN;
    for (let i = rng.int(1, 6); i > 0; i--) {
      const play = rng.pick(['P3_DIRECT', 'P3_DIRECT', 'P3_SUM', 'P3_SPAN', 'P3_ONE_POS', 'P3_TWO_POS', 'P3_POS_TWO_SIDED'] as const);
      if (play === 'P3_DIRECT') lines.push({ customer, play, selection: rng.next() < 0.4 ? rng.pick(['168', '888', '520', '666', '518', '123']) : digit() + digit() + digit(), amount: yuan(SINGLE), odds: [9_700_000] });
      else if (play === 'P3_SUM') lines.push({ customer, play, selection: String(rng.int(0, 9) + rng.int(0, 9) + rng.int(0, 9)), amount: yuan(SINGLE), odds: [rng.int(100_000, 1_000_000)] });
      else if (play === 'P3_SPAN') lines.push({ customer, play, selection: digit(), amount: yuan(SINGLE), odds: [rng.int(100_000, 700_000)] });
      else if (play === 'P3_ONE_POS') lines.push({ customer, play, selection: rng.pick([`${digit()}**`, `*${digit()}*`, `**${digit()}`]), amount: yuan(SINGLE), odds: [97_000] });
      else if (play === 'P3_TWO_POS') lines.push({ customer, play, selection: rng.pick([`${digit()}${digit()}*`, `*${digit()}${digit()}`, `${digit()}*${digit()}`]), amount: yuan(SINGLE), odds: [970_000] });
      else lines.push({ customer, play, selection: `${rng.pick(['H', 'T', 'U'])}:${rng.pick(['BIG', 'SMALL', 'ODD', 'EVEN'])}`, amount: yuan(SIDE), odds: [19_600] });
    }
  }
  return lines;
}
