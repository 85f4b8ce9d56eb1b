import type { FastifyInstance } from 'fastify';
import type { OrderDraft, OrderParseBody } from '@drawdesk/contracts';
import { combinationCount, parseOrderText, type ZodiacMap, type Zodiac } from '@drawdesk/lottery';
import type { Executor } from '../db/client.js';
import { invalid } from '../lib/errors.js';
import { zodiacSnapshotOn } from '../draws/service.js';
import { parserSettings } from '../repositories/book-settings.js';
import type { DrawRow } from '../repositories/draws.js';

/**
 * Text entry over HTTP (DOMAIN.md §6): a chat message read against a draw's game and its zodiac year (the
 * draw's snapshot once drawn, else the lunar year its draw time falls in), with the book's settings.
 * Thin on purpose: the reading itself is `parseOrderText` of the domain core.
 */
export function orderReading(app: FastifyInstance) {
  const { draws, lotteries, bookSettings } = app.repos;

  /** The draw a text is read for: the one named, or the lottery's open draw closing first. */
  async function drawFor(body: Pick<OrderParseBody, 'drawId' | 'lottery'>, tx: Executor): Promise<DrawRow> {
    if (body.drawId !== undefined) {
      const draw = await draws.findById(body.drawId, tx);
      if (!draw) throw invalid('/drawId', 'No such draw');
      return draw;
    }
    if (body.lottery === undefined) throw invalid('/drawId', 'Name the draw (drawId) or the lottery whose open draw it is');
    const [open] = await draws.current(body.lottery, tx);
    if (!open) throw invalid('/lottery', `${body.lottery} has no open draw`);
    const draw = await draws.findById(open.id, tx);
    return draw!;
  }

  async function zodiacOf(draw: DrawRow, tx: Executor): Promise<ZodiacMap | undefined> {
    if (draw.zodiac) return { lunarYear: draw.zodiac.lunarYear, yearAnimal: draw.zodiac.yearAnimal as Zodiac, animals: draw.zodiac.animals as Zodiac[] };
    const lottery = await lotteries.find(draw.lottery, tx);
    try {
      const snapshot = zodiacSnapshotOn(draw.drawAt, lottery!.timeZone as Parameters<typeof zodiacSnapshotOn>[1], await lotteries.zodiacYears(tx));
      return { lunarYear: snapshot.lunarYear, yearAnimal: snapshot.yearAnimal as Zodiac, animals: snapshot.animals as Zodiac[] };
    } catch {
      // No lunar year in the table for this date: animals stay unexpanded, and the parser says so (NO_ZODIAC).
      return undefined;
    }
  }

  return {
    drawFor,
    async read(body: Pick<OrderParseBody, 'drawId' | 'lottery' | 'text'>, tx: Executor = app.db): Promise<{ draw: DrawRow; draft: OrderDraft }> {
      const draw = await drawFor(body, tx);
      const markets = await lotteries.list(tx);
      const parsed = parseOrderText(body.text, {
        lottery: { code: draw.lottery, game: draw.game },
        lotteries: markets.map((m) => ({ code: m.code, game: m.game })),
        zodiac: await zodiacOf(draw, tx),
        settings: parserSettings(await bookSettings.read(tx)),
      });
      const lines = parsed.lines.map((line) => {
        const combinations = combinationCount(line.play, line.selection);
        return { ...line, combinations, amount: line.stake * combinations };
      });
      const stated = parsed.totals.stated.map(({ start, end, amount, read }) => ({ start, end, amount, read }));
      const draft: OrderDraft = {
        drawId: draw.id,
        lottery: draw.lottery as OrderDraft['lottery'],
        issue: draw.issue,
        lines,
        diagnostics: parsed.diagnostics.map((d) => ({ ...d, message: { ...d.message } })),
        totals: { stake: parsed.totals.stake, lines: lines.length, stated },
      };
      return { draw, draft };
    },
  };
}
export type OrderReading = ReturnType<typeof orderReading>;
