import type { LotteryError } from '@drawdesk/lottery';
import { say, type Say } from './say.js';

/**
 * What the domain core refused, in the catalog's words: the core says it in English with a stable code;
 * English keeps its sentence, Chinese gets the meaning of the code.
 */
export function lotteryRefusal(error: LotteryError): Say {
  const why = error.message;
  if (error.code === 'NO_ZODIAC_YEAR' || error.code === 'NO_ZODIAC') return say('analysis.zodiacMissing', { why });
  if (error.code === 'BAD_STRATEGY') return say('analysis.badStrategy', { why });
  return say('analysis.cannotAnalyse', { why });
}
