import { combinations } from '../combinations.js';
import { LotteryError } from '../errors.js';
import { ZODIACS, zodiacOf } from '../zodiac.js';
import { parseChoice, parseWhole, span } from './selection.js';
import { LOSE, WIN, WIN_SLOT_1, winIf, type Judgement, type Mark6Draw, type Rule } from './types.js';

/** Rules of the plays that depend on several drawn numbers: no single-outcome sets. */

export const ZM: Rule<Mark6Draw> = {
  play: 'ZM',
  normalise: (raw) => String(parseWhole(raw, 1, 49, 'a Mark Six number')),
  selections: () => span(1, 49).map(String),
  combinations: (selection) => [selection],
  judge: (selection, draw) => winIf(draw.numbers.includes(Number(selection))),
};

export const PT_ZODIAC: Rule<Mark6Draw> = {
  play: 'PT_ZODIAC',
  normalise: (raw) => parseChoice(raw, ZODIACS, 'an animal'),
  selections: () => ZODIACS,
  combinations: (selection) => [selection],
  judge: (selection, draw) =>
    winIf(
      [...draw.numbers, draw.special].some((n) => zodiacOf(draw.zodiac, n) === selection),
      selection === draw.zodiac.yearAnimal ? 1 : 0,
    ),
};

const NUMBER_LIST_SEPARATOR = /[\s,]+/;

/**
 * A number-set (LM) rule: `pick` numbers per combination; a longer list is a
 * compound line. Canonical form: ascending numbers joined by commas.
 */
function numberSetRule(
  play: Rule['play'],
  pick: number,
  judgeHits: (regularHits: number, specialHit: boolean) => Judgement,
): Rule<Mark6Draw> {
  const parse = (selection: string): number[] => selection.split(',').map(Number);
  return {
    play,
    normalise: (raw) => {
      const numbers = raw.trim().split(NUMBER_LIST_SEPARATOR).map((n) => parseWhole(n, 1, 49, 'a Mark Six number'));
      if (new Set(numbers).size !== numbers.length) {
        throw new LotteryError('BAD_SELECTION', `"${raw}" repeats a number`);
      }
      if (numbers.length < pick) {
        throw new LotteryError('BAD_SELECTION', `${play} needs at least ${pick} numbers, got ${numbers.length}`);
      }
      return numbers.sort((a, b) => a - b).join(',');
    },
    selections: () => combinations(span(1, 49), pick).map((c) => c.join(',')),
    combinations: (selection) => combinations(parse(selection), pick).map((c) => c.join(',')),
    judge: (selection, draw) => {
      const numbers = parse(selection);
      if (numbers.length !== pick) {
        throw new LotteryError('COMPOUND_SELECTION', `judge one combination of ${pick} numbers at a time, got "${selection}"`);
      }
      const regularHits = numbers.filter((n) => draw.numbers.includes(n)).length;
      return judgeHits(regularHits, numbers.includes(draw.special));
    },
  };
}

export const LM_2_ALL = numberSetRule('LM_2_ALL', 2, (hits) => winIf(hits === 2));
export const LM_3_ALL = numberSetRule('LM_3_ALL', 3, (hits) => winIf(hits === 3));
/** Two regular pays slot 0 (21), all three slot 1 (100). */
export const LM_3_2 = numberSetRule('LM_3_2', 3, (hits) => (hits === 3 ? WIN_SLOT_1 : winIf(hits === 2)));
/** Both regular pays slot 0 (29.5); one regular with the other the special pays slot 1 (50). */
export const LM_2_SPECIAL = numberSetRule('LM_2_SPECIAL', 2, (hits, special) =>
  hits === 2 ? WIN : hits === 1 && special ? WIN_SLOT_1 : LOSE,
);
