import { combinations } from '../combinations.js';
import { LotteryError } from '../errors.js';
import { tailOf } from '../games/mark6-attributes.js';
import { ZODIACS, zodiacOf, type Zodiac } from '../zodiac.js';
import { choose } from './counting.js';
import { parseChoice, parseWhole, requireZodiac, span } from './selection.js';
import { LOSE, WIN, WIN_SLOT_1, winIf, type Judgement, type Mark6Draw, type Rule } from './types.js';

/**
 * Rules of the plays that depend on several drawn numbers: no single-outcome
 * sets; instead `winCounts` counts, in closed form, the draws (6 regular
 * numbers and a special) on which one combination wins at each slot. The
 * judge functions read the draw; `return-to-player.test.ts` checks the counts
 * against judging every pattern of drawn numbers with them.
 */

const drawn = (draw: Mark6Draw): number[] => [...draw.numbers, draw.special];
const LIST_SEPARATOR = /[\s,]+/;

/** Draws won at each slot by a judgement that depends on (regular hits, special hit) of a k-number combination. */
function countByHits(k: number, slots: number, judgeHits: (regularHits: number, specialHit: boolean) => Judgement): bigint[] {
  const counts = Array.from({ length: slots }, () => 0n);
  for (let hits = 0; hits <= Math.min(k, 6); hits++) {
    const regular = choose(k, hits) * choose(49 - k, 6 - hits);
    const left = k - hits; // selected numbers not among the regular: the special is one of them or not
    for (const special of [true, false]) {
      const judged = judgeHits(hits, special);
      if (judged.result !== 'win') continue;
      const ways = special ? BigInt(left) : BigInt(43 - left);
      counts[judged.oddsSlot] = (counts[judged.oddsSlot] ?? 0n) + regular * ways;
    }
  }
  return counts;
}

/**
 * Draws on which every group (an animal's or a tail's numbers, by size) has a number among
 * the seven drawn: inclusion-exclusion over the groups missed, times 7 places for the special.
 */
function allGroupsHit(sizes: readonly number[]): bigint {
  let sevenSets = 0n;
  for (let missed = 0; missed < 1 << sizes.length; missed++) {
    let outside = 49;
    let sign = 1n;
    sizes.forEach((size, i) => {
      if (missed & (1 << i)) {
        outside -= size;
        sign = -sign;
      }
    });
    sevenSets += sign * choose(outside, 7);
  }
  return sevenSets * 7n;
}

/** Counts in the slot a combination pays: [count] in slot 0 or [0, count] in slot 1. */
const inSlot = (count: bigint, slot: number, slots: number): bigint[] =>
  Array.from({ length: slots }, (_, i) => (i === slot ? count : 0n));

const animalSize = (animal: Zodiac, yearAnimal: Zodiac): number => (animal === yearAnimal ? 5 : 4);
const tailSize = (tail: number): number => (tail === 0 ? 4 : 5);

export const ZM: Rule<Mark6Draw> = {
  play: 'ZM',
  normalise: (raw) => String(parseWhole(raw, 1, 49, 'a Mark Six number')),
  selections: () => span(1, 49).map(String),
  combinations: (selection) => [selection],
  judge: (selection, draw) => winIf(draw.numbers.includes(Number(selection))),
  winCounts: () => countByHits(1, 1, (hits) => winIf(hits === 1)),
};

export const PT_ZODIAC: Rule<Mark6Draw> = {
  play: 'PT_ZODIAC',
  normalise: (raw) => parseChoice(raw, ZODIACS, 'an animal'),
  selections: () => ZODIACS,
  combinations: (selection) => [selection],
  judge: (selection, draw) =>
    winIf(drawn(draw).some((n) => zodiacOf(draw.zodiac, n) === selection), selection === draw.zodiac.yearAnimal ? 1 : 0),
  winCounts: (selection, context) => {
    const { yearAnimal } = requireZodiac(context);
    return inSlot(allGroupsHit([animalSize(selection as Zodiac, yearAnimal)]), selection === yearAnimal ? 1 : 0, 2);
  },
};

/** Tail 0 (four numbers: 10 20 30 40) pays slot 1, tails 1-9 (five numbers each) slot 0. */
export const PT_TAIL: Rule<Mark6Draw> = {
  play: 'PT_TAIL',
  normalise: (raw) => String(parseWhole(raw, 0, 9, 'a tail digit')),
  selections: () => span(0, 9).map(String),
  combinations: (selection) => [selection],
  judge: (selection, draw) => winIf(drawn(draw).some((n) => tailOf(n) === Number(selection)), selection === '0' ? 1 : 0),
  winCounts: (selection) => inSlot(allGroupsHit([tailSize(Number(selection))]), selection === '0' ? 1 : 0, 2),
};

/**
 * 连肖 (LX_n): n animals per combination, each among the animals of the seven drawn numbers.
 * A combination with the year's animal (five numbers, easier to hit) pays slot 1. Canonical
 * form: animals in cycle order, comma-joined; more than n animals is a compound line.
 */
function linkedZodiacRule(pick: number): Rule<Mark6Draw> {
  const play = `LX_${pick}` as Rule['play'];
  const parse = (selection: string): Zodiac[] => selection.split(',') as Zodiac[];
  return {
    play,
    normalise: (raw) => {
      const animals = raw.trim().split(LIST_SEPARATOR).map((a) => parseChoice(a, ZODIACS, 'an animal'));
      if (new Set(animals).size !== animals.length) throw new LotteryError('BAD_SELECTION', `"${raw}" repeats an animal`);
      if (animals.length < pick) throw new LotteryError('BAD_SELECTION', `${play} needs at least ${pick} animals, got ${animals.length}`);
      return ZODIACS.filter((z) => animals.includes(z)).join(',');
    },
    selections: () => combinations(ZODIACS, pick).map((c) => c.join(',')),
    combinations: (selection) => combinations(parse(selection), pick).map((c) => c.join(',')),
    judge: (selection, draw) => {
      const animals = parse(selection);
      if (animals.length !== pick) throw new LotteryError('COMPOUND_SELECTION', `judge one combination of ${pick} animals at a time, got "${selection}"`);
      const hit = new Set(drawn(draw).map((n) => zodiacOf(draw.zodiac, n)));
      return winIf(animals.every((a) => hit.has(a)), animals.includes(draw.zodiac.yearAnimal) ? 1 : 0);
    },
    winCounts: (selection, context) => {
      const { yearAnimal } = requireZodiac(context);
      const animals = parse(selection);
      return inSlot(allGroupsHit(animals.map((a) => animalSize(a, yearAnimal))), animals.includes(yearAnimal) ? 1 : 0, 2);
    },
  };
}

/**
 * A number-set rule (LM, NH): `pick` numbers per combination; a longer list is a
 * compound line. Canonical form: ascending numbers joined by commas.
 */
function numberSetRule(
  play: Rule['play'],
  pick: number,
  slots: number,
  judgeHits: (regularHits: number, specialHit: boolean) => Judgement,
): Rule<Mark6Draw> {
  const parse = (selection: string): number[] => selection.split(',').map(Number);
  return {
    play,
    normalise: (raw) => {
      const numbers = raw.trim().split(LIST_SEPARATOR).map((n) => parseWhole(n, 1, 49, 'a Mark Six number'));
      if (new Set(numbers).size !== numbers.length) {
        throw new LotteryError('BAD_SELECTION', `"${raw}" repeats a number`);
      }
      if (numbers.length < pick) {
        throw new LotteryError('BAD_SELECTION', `${play} needs at least ${pick} numbers, got ${numbers.length}`);
      }
      return numbers.sort((a, b) => a - b).join(',');
    },
    combinations: (selection) => combinations(parse(selection), pick).map((c) => c.join(',')),
    judge: (selection, draw) => {
      const numbers = parse(selection);
      if (numbers.length !== pick) {
        throw new LotteryError('COMPOUND_SELECTION', `judge one combination of ${pick} numbers at a time, got "${selection}"`);
      }
      const regularHits = numbers.filter((n) => draw.numbers.includes(n)).length;
      return judgeHits(regularHits, numbers.includes(draw.special));
    },
    winCounts: () => countByHits(pick, slots, judgeHits),
  };
}

export const LM_2_ALL = numberSetRule('LM_2_ALL', 2, 1, (hits) => winIf(hits === 2));
export const LM_3_ALL = numberSetRule('LM_3_ALL', 3, 1, (hits) => winIf(hits === 3));
/** Two regular pays slot 0 (21), all three slot 1 (100). */
export const LM_3_2 = numberSetRule('LM_3_2', 3, 2, (hits) => (hits === 3 ? WIN_SLOT_1 : winIf(hits === 2)));
/** Both regular pays slot 0 (29.5); one regular with the other the special pays slot 1 (50). */
export const LM_2_SPECIAL = numberSetRule('LM_2_SPECIAL', 2, 2, (hits, special) =>
  hits === 2 ? WIN : hits === 1 && special ? WIN_SLOT_1 : LOSE,
);

export const LX_2 = linkedZodiacRule(2);
export const LX_3 = linkedZodiacRule(3);
export const LX_4 = linkedZodiacRule(4);
export const LX_5 = linkedZodiacRule(5);

/** 不中 (NH_n): none of the n numbers is among the seven drawn. */
const notHit = (pick: number): Rule<Mark6Draw> =>
  numberSetRule(`NH_${pick}` as Rule['play'], pick, 1, (hits, special) => winIf(hits === 0 && !special));
export const NH_5 = notHit(5);
export const NH_6 = notHit(6);
export const NH_7 = notHit(7);
export const NH_8 = notHit(8);
export const NH_9 = notHit(9);
export const NH_10 = notHit(10);
export const NH_11 = notHit(11);
export const NH_12 = notHit(12);
