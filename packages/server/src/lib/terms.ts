import { PAYOUT_MAX_FEN } from '@drawdesk/contracts';
import { gameOf, playTypeOf, SCALE, type PlayType } from '@drawdesk/lottery';
import type { Names } from '@drawdesk/shell/words';
import { line, listIn, money, say, type Say } from '../i18n/say.js';

/** Names joined in each language (odds slots, play types): `中二、中三`, `Two hit, Three hit`. */
export const namesOf = (items: readonly { names: Names }[]): Names => ({
  'zh-CN': listIn(items.map((i) => i.names['zh-CN']), 'zh-CN'),
  'en-US': listIn(items.map((i) => i.names['en-US']), 'en-US'),
});

/**
 * What odds a play's terms may have (a plan row, a lay-off): one value per odds slot; odds include the
 * stake, so at least 1.0, except for plays priced by selection, whose value is the return against fair
 * odds (9700 = 97%), at most 100%. Null when they fit, else the reason in the catalog's words.
 */
export function oddsProblem(type: PlayType, odds: readonly number[]): Say | null {
  const slots = type.oddsSlots;
  const play = line(type.code);
  if (odds.length !== slots.length) return say('terms.oddsCount', { play, count: slots.length, slots: namesOf(slots), got: odds.length });
  if (type.typicalReturnBp !== undefined) return odds[0]! > SCALE ? say('terms.returnAtMost', { play }) : null;
  return odds.some((value) => value < SCALE) ? say('terms.oddsAtLeastOne', { play }) : null;
}

/**
 * What a line or lay-off pays back in its best outcome, in fen, exactly: its whole stake (per combination x
 * combinations) at its highest odds, every combination winning. A play priced by selection pays its
 * likeliest-to-pay selection: the return times every outcome (one winning outcome of all).
 */
export function bestPayout(play: string, amount: number, odds: readonly number[]): bigint {
  const type = playTypeOf(play);
  const highest = BigInt(Math.max(...odds));
  const best = type.typicalReturnBp === undefined ? highest : highest * BigInt(gameOf(type.game).outcomes.length);
  return (BigInt(amount) * best + BigInt(SCALE - 1)) / BigInt(SCALE);
}

/** Whether a line or lay-off could pay back more than any one may (PAYOUT_MAX_FEN). */
export const paysTooMuch = (play: string, amount: number, odds: readonly number[]) => bestPayout(play, amount, odds) > BigInt(PAYOUT_MAX_FEN);

/** The most any one line or lay-off may pay back, as a message parameter (in yuan). */
export const PAYOUT_MAX = money(PAYOUT_MAX_FEN);
