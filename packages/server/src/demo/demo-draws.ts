import type { Calendar, GameCode } from '@drawdesk/contracts';
import { drawInstants } from '../draws/calendar.js';
import { generator } from './demo-book.js';

const DAY = 24 * 3_600_000;
export const DEMO_HISTORY_DAYS = 30;

export type DemoMarket = { code: string; game: GameCode; calendar: Calendar };
/** A past draw: drawn with its result, or (its sales over, its draw time still ahead) closed without one. */
export type DemoDraw = { lottery: string; opensAt: Date; closesAt: Date; drawAt: Date; result: { numbers: number[]; special: number | null } | null };

/** A draw's result, fixed by its lottery and draw time: every fresh start shows the same history for the same days. */
function resultOf(game: GameCode, lottery: string, drawAt: number): NonNullable<DemoDraw['result']> {
  const next = generator(Math.floor(drawAt / 60_000) ^ [...lottery].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  if (game === 'PICK3') return { numbers: [next(10), next(10), next(10)], special: null };
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  const picked: number[] = [];
  for (let i = 0; i < 7; i++) picked.push(pool.splice(next(pool.length), 1)[0]!);
  return { numbers: picked.slice(0, 6).sort((a, b) => a - b), special: picked[6]! };
}

/** The draws each market's calendar had in the last DEMO_HISTORY_DAYS days whose sales are over at `now`, oldest first. */
export function demoDraws(markets: readonly DemoMarket[], now: Date): DemoDraw[] {
  return markets.flatMap((market) => {
    const { calendar } = market;
    const close = calendar.closeMinutes * 60_000;
    const { previous, next } = drawInstants(calendar, new Date(now.getTime() - DEMO_HISTORY_DAYS * DAY), new Date(now.getTime() + close));
    let opensAt = previous ?? next[0]! - DAY;
    return next.filter((at) => at - close <= now.getTime()).map((at) => {
      const result = at <= now.getTime() ? resultOf(market.game, market.code, at) : null;
      const draw = { lottery: market.code, opensAt: new Date(opensAt), closesAt: new Date(at - close), drawAt: new Date(at), result };
      opensAt = at;
      return draw;
    });
  });
}
