import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { drawForOutcome } from '../testing/draws.js';
import { ZODIACS, animalOfYear, zodiacMapFor } from '../zodiac.js';
import { outcomeSets, ruleOf, selectionsOf } from './index.js';

/**
 * docs/domain/games.md#one-rule-two-derivations: analysis runs on the win/tie sets, settlement on the
 * rule function; they must agree for every play, selection and outcome.
 */
const yearsOfEveryAnimal = ZODIACS.map((_, i) => 2020 + i);
/** Walking every selection of 合肖 (924 sets of six animals) in twelve years takes seconds on a busy machine. */
const EXHAUSTIVE_MS = 60_000;

describe('win and tie sets agree with the rule function', () => {
  for (const game of Object.values(GAMES)) {
    for (const play of game.playTypes.filter((p) => p.outcomeSpace === 'single')) {
      it(`${game.code} ${play.code}: every selection, every outcome`, () => {
        const rule = ruleOf(play.code);
        // The zodiac changes TM_ZODIAC and DOMESTIC/WILD: check all twelve year animals for Mark Six.
        const years = game.code === 'MARK6' ? yearsOfEveryAnimal : [2026];
        let checked = 0;
        for (const year of years) {
          const zodiac = zodiacMapFor({ year, start: `${year}-02-01`, animal: animalOfYear(year) });
          // One draw per outcome, judged for every selection (合肖 has 924 selections of six animals).
          const draws = game.outcomes.map((_, outcome) => drawForOutcome(game.code, outcome, zodiac, outcome % 7));
          for (const selection of selectionsOf(play.code)) {
            const sets = outcomeSets(play.code, selection, { zodiac });
            const win = new Set(sets.win);
            const tie = new Set(sets.tie);
            for (let outcome = 0; outcome < game.outcomes.length; outcome++) {
              const judged = rule.judge(selection, draws[outcome] as (typeof draws)[number]);
              const expected = win.has(outcome) ? 'win' : tie.has(outcome) ? 'tie' : 'lose';
              if (judged.result !== expected) expect.fail(`${play.code} ${selection} on ${game.outcomes[outcome]}: rule says ${judged.result}, sets say ${expected}`);
              if (expected === 'win' && judged.oddsSlot !== sets.oddsSlot) expect.fail(`${play.code} ${selection} on ${game.outcomes[outcome]}: slot ${judged.oddsSlot}, sets say ${sets.oddsSlot}`);
              checked++;
            }
          }
        }
        expect(checked).toBe(years.length * selectionsOf(play.code).length * game.outcomes.length);
      }, EXHAUSTIVE_MS);
    }
  }

  it('sets of a selection never overlap (an outcome cannot both win and tie)', () => {
    for (const game of Object.values(GAMES)) {
      const zodiac = zodiacMapFor({ year: 2026, start: '2026-02-17', animal: 'HORSE' });
      for (const play of game.playTypes.filter((p) => p.outcomeSpace === 'single')) {
        for (const selection of selectionsOf(play.code)) {
          const { win, tie } = outcomeSets(play.code, selection, { zodiac });
          expect(win.filter((o) => tie.includes(o))).toEqual([]);
        }
      }
    }
  });
});
