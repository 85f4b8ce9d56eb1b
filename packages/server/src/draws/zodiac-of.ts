import type { Zodiac, ZodiacMap, ZodiacYear } from '@drawdesk/lottery';
import type { Executor } from '../db/client.js';
import type { DrawRow } from '../repositories/draws.js';
import type { LotteryRepository } from '../repositories/lotteries.js';
import { zodiacSnapshotOn } from './service.js';

/**
 * The zodiac map a draw is read with: its snapshot once drawn, else that of the lunar year its draw time
 * falls in (in its market's zone); undefined for pick-3 or when the table has no such year.
 */
export async function zodiacOfDraw(lotteries: LotteryRepository, draw: DrawRow, tx: Executor): Promise<ZodiacMap | undefined> {
  if (draw.game !== 'MARK6' || draw.zodiac) return zodiacFrom(draw, '', []);
  const lottery = await lotteries.find(draw.lottery, tx);
  return zodiacFrom(draw, lottery!.timeZone, await lotteries.zodiacYears(tx));
}

/** The same from what the caller read: its market's time zone and the zodiac table. */
export function zodiacFrom(draw: DrawRow, timeZone: string, years: readonly ZodiacYear[]): ZodiacMap | undefined {
  if (draw.game !== 'MARK6') return undefined;
  if (draw.zodiac) return { lunarYear: draw.zodiac.lunarYear, yearAnimal: draw.zodiac.yearAnimal as Zodiac, animals: draw.zodiac.animals as Zodiac[] };
  try {
    const snapshot = zodiacSnapshotOn(draw.drawAt, timeZone as Parameters<typeof zodiacSnapshotOn>[1], years);
    return { lunarYear: snapshot.lunarYear, yearAnimal: snapshot.yearAnimal as Zodiac, animals: snapshot.animals as Zodiac[] };
  } catch {
    return undefined;
  }
}
