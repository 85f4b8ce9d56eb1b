import type { FastifyInstance } from 'fastify';
import { ORDER_RULES, type OrderDraft, type OrderParseBody } from '@drawdesk/contracts';
import { combinationCount, parseOrderText } from '@drawdesk/lottery';
import type { Executor } from '../db/client.js';
import { invalid } from '../lib/errors.js';
import { zodiacOfDraw } from '../draws/zodiac-of.js';
import { parserSettings } from '../repositories/book-settings.js';
import type { DrawRow } from '../repositories/draws.js';

/**
 * Text entry over HTTP (DOMAIN.md §6): a chat message read against a draw's game and its zodiac year (the
 * draw's snapshot once drawn, else the lunar year its draw time falls in), with the book's settings.
 * Thin on purpose: the reading itself is `parseOrderText` of the domain core.
 */
export function orderReading(app: FastifyInstance) {
  const { draws, lotteries, bookSettings, customerReadings } = app.repos;

  /** The draw a text is read for: the one named, or the lottery's open draw closing first. */
  async function drawFor(body: Pick<OrderParseBody, 'drawId' | 'lottery'>, tx: Executor): Promise<DrawRow> {
    if (body.drawId !== undefined) {
      const draw = await draws.findById(body.drawId, tx);
      if (!draw) throw invalid('/drawId', 'draw.noSuch');
      return draw;
    }
    if (body.lottery === undefined) throw invalid('/drawId', 'lottery.nameTheDraw');
    const [open] = await draws.current(body.lottery, tx);
    if (!open) throw invalid('/lottery', 'lottery.noOpenDraw', { lottery: body.lottery });
    const draw = await draws.findById(open.id, tx);
    return draw!;
  }

  return {
    drawFor,
    /** With `customerId` (a customer the route found in the caller's scope): its reading habits over the book's settings. */
    async read(body: Pick<OrderParseBody, 'drawId' | 'lottery' | 'text' | 'customerId'>, tx: Executor = app.db): Promise<{ draw: DrawRow; draft: OrderDraft }> {
      const draw = await drawFor(body, tx);
      const markets = await lotteries.list(tx);
      const parsed = parseOrderText(body.text, {
        lottery: { code: draw.lottery, game: draw.game },
        lotteries: markets.map((m) => ({ code: m.code, game: m.game })),
        // No lunar year in the table for this date: animals stay unexpanded, and the parser says so (NO_ZODIAC).
        zodiac: await zodiacOfDraw(lotteries, draw, tx),
        // An order's bound, counted while expanding: a text past it is a TOO_MANY_LINES error, never a huge list.
        maxLines: ORDER_RULES.linesMax,
        settings: {
          ...parserSettings(await bookSettings.read(tx)),
          ...(body.customerId === undefined ? {} : await customerReadings.settings(body.customerId, tx)),
        },
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
