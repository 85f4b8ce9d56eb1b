import { PAYOUT_MAX_FEN } from '@drawdesk/contracts';
import { gameOf, playTypeOf, SCALE, type PlayType } from '@drawdesk/lottery';

const fmtYuan = (fen: number) => (fen / 100).toLocaleString('en-US');

/**
 * What odds a play's terms may have (a plan row, a lay-off): one value per odds slot; odds include the
 * stake, so at least 1.0, except for plays priced by selection, whose value is the return against fair
 * odds (9700 = 97%), at most 100%. Null when they fit, else the reason.
 */
export function oddsProblem(type: PlayType, odds: readonly number[]): string | null {
  const slots = type.oddsSlots;
  if (odds.length !== slots.length) return `${type.code} takes ${slots.length} odds (${slots.map((s) => s.names['en-US']).join(', ')}), got ${odds.length}`;
  if (type.typicalReturnBp !== undefined) {
    return odds[0]! > SCALE ? `${type.code} is priced by selection: its value is the return against fair odds (9700 = 97%), at most 10000` : null;
  }
  return odds.some((value) => value < SCALE) ? `${type.code}: odds include the stake, so they are at least 1.0 (10000)` : null;
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

/** The reason a line or lay-off could pay back more than any one may, or null. */
export function payoutProblem(play: string, amount: number, odds: readonly number[]): string | null {
  return bestPayout(play, amount, odds) > BigInt(PAYOUT_MAX_FEN)
    ? `it could pay back more than ${fmtYuan(PAYOUT_MAX_FEN)} yuan (stake x combinations x odds): lower the stake`
    : null;
}
