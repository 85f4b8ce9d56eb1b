import { ORDER_RULES, type DraftDraw, type LotteryCode, type OrderDraft, type OrderParseBody, type ParseDiagnostic } from '@drawdesk/contracts';
import { combinationCount, parseOrderText, type DraftLine, type ParseResult, type ZodiacMap } from '@drawdesk/lottery';
import type { Database, Executor } from '../db/client.js';
import { invalid } from '../lib/errors.js';
import { inBoth, say } from '../i18n/say.js';
import { zodiacOfDraw } from '../draws/zodiac-of.js';
import { parserSettings } from '../repositories/book-settings.js';
import type { DrawRow } from '../repositories/draws.js';
import type { Repositories } from '../repositories/index.js';

/** A market the lines name has no draw open for orders: the draft cannot be booked as it stands. */
const NO_OPEN_DRAW = inBoth(say('order.marketNotOpen'));

/** Diagnostics of two readings of one text, each once. */
const merged = (a: readonly ParseDiagnostic[], b: readonly ParseDiagnostic[]) =>
  [...new Map([...a, ...b].map((d) => [`${d.start}:${d.end}:${d.code}`, d])).values()].sort((x, y) => x.start - y.start);

/**
 * Text entry over HTTP (docs/domain/orders.md, chat orders): a chat message read against a draw's game and
 * its zodiac year (the draw's snapshot once drawn, else the lunar year its draw time falls in), with the
 * book's settings, at most `ORDER_RULES.linesMax` lines (counted while expanding). Each line keeps the market
 * its slip named; the draft lists the open draw of every market the lines need, and a line of another market
 * is read with that draw's zodiac year (two markets' open draws may fall either side of a lunar new year).
 * Thin on purpose: the reading itself is `parseOrderText` of the domain core.
 */
export function orderReading(db: Database, repos: Pick<Repositories, 'draws' | 'lotteries' | 'bookSettings' | 'customerReadings'>) {
  const { draws, lotteries, bookSettings, customerReadings } = repos;

  /** The draw a text is read for: the one named, or the lottery's open draw closing first. */
  async function drawFor(body: Pick<OrderParseBody, 'drawId' | 'lottery'>, tx: Executor): Promise<DrawRow> {
    if (body.drawId !== undefined) {
      const draw = await draws.findById(body.drawId, tx);
      if (!draw) throw invalid('/drawId', 'draw.noSuch');
      return draw;
    }
    if (body.lottery === undefined) throw invalid('/drawId', 'lottery.nameTheDraw');
    const open = await draws.openOf(body.lottery, tx);
    if (!open) throw invalid('/lottery', 'lottery.noOpenDraw', { lottery: body.lottery });
    return open;
  }

  /** One reading of the text with a zodiac year; with a customer (found in the caller's scope), its reading habits over the book's settings. */
  async function parser(draw: DrawRow, customerId: number | undefined, tx: Executor) {
    const markets = await lotteries.list(tx);
    const settings = {
      ...parserSettings(await bookSettings.read(tx)),
      ...(customerId === undefined ? {} : await customerReadings.settings(customerId, tx)),
    };
    return (text: string, zodiac: ZodiacMap | undefined): ParseResult =>
      parseOrderText(text, {
        lottery: { code: draw.lottery, game: draw.game },
        lotteries: markets.map((m) => ({ code: m.code, game: m.game })),
        // No lunar year in the table for this date: animals stay unexpanded, and the parser says so (NO_ZODIAC).
        zodiac,
        settings,
        maxLines: ORDER_RULES.linesMax,
      });
  }

  return {
    drawFor,
    async read(body: Pick<OrderParseBody, 'drawId' | 'lottery' | 'text' | 'customerId'>, tx: Executor = db): Promise<{ draw: DrawRow; draft: OrderDraft }> {
      const draw = await drawFor(body, tx);
      const parse = await parser(draw, body.customerId, tx);
      const zodiac = await zodiacOfDraw(lotteries, draw, tx);
      const parsed = parse(body.text, zodiac);
      let read: DraftLine[] = parsed.lines;
      let diagnostics: ParseDiagnostic[] = parsed.diagnostics.map((d) => ({ ...d, message: { ...d.message } }));
      const needed: DraftDraw[] = [];
      for (const lottery of new Set(parsed.lines.map((line) => line.lottery as LotteryCode))) {
        const open = lottery === draw.lottery ? draw : await draws.openOf(lottery, tx);
        if (!open) {
          const first = read.find((line) => line.lottery === lottery)!;
          diagnostics = merged(diagnostics, [
            { start: first.start, end: first.end, token: body.text.slice(first.start, first.end), code: 'NO_OPEN_DRAW', severity: 'error', message: NO_OPEN_DRAW },
          ]);
          continue;
        }
        needed.push({ lottery, drawId: open.id, issue: open.issue });
        const own = open === draw ? zodiac : await zodiacOfDraw(lotteries, open, tx);
        if (own?.lunarYear === zodiac?.lunarYear) continue;
        const again = parse(body.text, own);
        read = [...read.filter((line) => line.lottery !== lottery), ...again.lines.filter((line) => line.lottery === lottery)].sort((a, b) => a.slip - b.slip);
        diagnostics = merged(diagnostics, again.diagnostics.map((d) => ({ ...d, message: { ...d.message } })));
      }
      const lines = read.map((line) => {
        const combinations = combinationCount(line.play, line.selection);
        return { ...line, combinations, amount: line.stake * combinations };
      });
      const stated = parsed.totals.stated.map(({ start, end, amount, read: fen }) => ({ start, end, amount, read: fen }));
      const draft: OrderDraft = {
        drawId: draw.id,
        lottery: draw.lottery as OrderDraft['lottery'],
        issue: draw.issue,
        draws: needed,
        lines,
        diagnostics,
        totals: { stake: lines.reduce((sum, line) => sum + line.amount, 0), lines: lines.length, stated },
      };
      return { draw, draft };
    },
  };
}
export type OrderReading = ReturnType<typeof orderReading>;

/** A text that expands past the bound of an order is refused whole, naming where it passed it. */
export function refuseTooMany(draft: OrderDraft) {
  const over = draft.diagnostics.find((d) => d.code === 'TOO_MANY_LINES');
  if (over) throw invalid('/text', 'order.textTooMany', { max: ORDER_RULES.linesMax, token: over.token, at: over.start });
}
