import { judgeSelection, mark6Draw, pick3Draw, type Draw, type ZodiacMap } from '@drawdesk/lottery';
import { BadDataError } from '../jobs/failure.js';
import { line, say } from '../i18n/say.js';
import type { SelectionTally } from '../repositories/settlement.js';

/** The lottery package's draw from a drawn row's result (pick-3 keeps its digits as numbers). */
export function drawnResult(game: 'MARK6' | 'PICK3', numbers: number[], special: number | null, zodiac: ZodiacMap | undefined): Draw {
  if (game === 'PICK3') return pick3Draw(numbers.join(''));
  if (special === null || !zodiac) throw new BadDataError(say('job.bad.mark6Result'));
  return mark6Draw(numbers, special, zodiac);
}

/**
 * Judges each selection once: every line on it settles from the same tally (wins per odds slot,
 * ties, combinations), so a draw of a million lines asks the rules only per distinct selection.
 */
export function tallySelection(play: string, selection: string, draw: Draw): SelectionTally {
  const wins: [number, number] = [0, 0];
  let ties = 0;
  const judgements = judgeSelection(play, selection, draw);
  for (const j of judgements) {
    if (j.result === 'win') {
      if (j.oddsSlot !== 0 && j.oddsSlot !== 1) throw new BadDataError(say('job.bad.oddsSlot', { line: line(play, selection), slot: j.oddsSlot }));
      wins[j.oddsSlot]++;
    } else if (j.result === 'tie') ties++;
  }
  return { play, selection, wins, ties, combinations: judgements.length };
}
