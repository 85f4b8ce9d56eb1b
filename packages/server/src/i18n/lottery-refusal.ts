import type { LotteryError } from '@drawdesk/lottery';
import { say, type Say } from './say.js';

/**
 * Why the domain core refused, in the catalog's words by its stable code (`reason.<code>`, both languages).
 * The core's own sentence is English for the logs: it never reaches a screen.
 */
export const lotteryReason = (error: Pick<LotteryError, 'code'>): Say => say(`reason.${error.code}` as const);

/** What the domain core refused of an analysis, in the catalog's words. */
export function lotteryRefusal(error: LotteryError): Say {
  if (error.code === 'NO_ZODIAC_YEAR' || error.code === 'NO_ZODIAC') return say('analysis.zodiacMissing');
  if (error.code === 'BAD_STRATEGY') return say('analysis.badStrategy');
  return say('analysis.cannotAnalyse', { why: lotteryReason(error) });
}
