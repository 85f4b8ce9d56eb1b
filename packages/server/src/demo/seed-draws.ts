import type { App } from '../app.js';
import type { Transaction } from '../db/client.js';
import { localDate, nextIssueOf } from '../draws/calendar.js';
import { zodiacSnapshotOn } from '../draws/service.js';
import { toMarket } from '../repositories/lotteries.js';
import { demoDraws } from './demo-draws.js';

/**
 * The demo's draw history: every calendar draw of the last 30 days with its result, `settled` (it
 * had no orders, so settling it paid nothing), numbered in order (one whose sales are over but whose
 * draw time is ahead is `closed`, awaiting its result); then the calendar job's work for
 * the next 14 days, so the markets have their next draws open at once. Returns both counts.
 */
export async function seedDemoDraws(app: App, tx: Transaction) {
  const { lotteries, draws } = app.repos;
  const markets = (await lotteries.list(tx)).map(toMarket);
  const years = await lotteries.zodiacYears(tx);
  const history = demoDraws(markets, new Date());
  for (const draw of history) {
    const market = markets.find((m) => m.code === draw.lottery)!;
    const year = localDate(draw.drawAt, market.calendar.timeZone).slice(0, 4);
    const issue = nextIssueOf(market.calendar, draw.drawAt, year, await draws.lastSequence(draw.lottery, year, tx));
    const id = await draws.insert({ lottery: market.code, issue, opensAt: draw.opensAt, closesAt: draw.closesAt, drawAt: draw.drawAt, source: 'calendar' }, tx);
    const zodiac = market.game === 'MARK6' && draw.result ? zodiacSnapshotOn(draw.drawAt, market.calendar.timeZone, years) : null;
    await draws.update(
      id,
      draw.result
        ? { status: 'settled', numbers: draw.result.numbers, special: draw.result.special, zodiac, resultAt: draw.drawAt }
        : { status: 'closed' },
      tx,
    );
  }
  return { pastDraws: history.length, nextDraws: await app.draws.service.scheduleAhead(tx) };
}
