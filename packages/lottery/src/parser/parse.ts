import { combinationCount } from '../rules/index.js';
import { zodiacMapOn } from '../zodiac.js';
import { detail, Diagnostics } from './diagnostics.js';
import { withoutChatter } from './chatter.js';
import { expandBets } from './expand.js';
import { tokenize } from './lexer.js';
import { normalise } from './normalise.js';
import { RULES } from './read-rules.js';
import { Reader } from './reader.js';
import { DEFAULT_BOOK_SETTINGS, type BookSettings, type ParseContext } from './settings.js';
import { splitSlips, type Slip } from './slips.js';
import type { Checksum, DraftLine, ParseResult, StatedTotal } from './types.js';

/** Step 4: every slip through the grammar rules, in order, into one reader. */
function readSlips(slips: readonly Slip[], reader: Reader): void {
  for (const slip of slips) {
    if (slip.startsMessage) reader.startMessage();
    if (slip.skipped) reader.diagnostics.add(slip.skipped, 'HEADER_SKIPPED', detail('SENDER_OR_STAMP'));
    reader.tokens = slip.tokens;
    reader.at = 0;
    reader.slip = slip.index;
    while (reader.at < slip.tokens.length) {
      const token = slip.tokens[reader.at];
      if (token) RULES.find((rule) => rule(reader, token));
    }
    reader.endSlip();
  }
  reader.finish();
}

const lineTotal = (line: DraftLine): number => line.stake * combinationCount(line.play, line.selection);

/** Step 6: each stated total against the lines of the bets before it (since the previous one). */
function checkTotals(checksums: readonly Checksum[], linesByBet: readonly DraftLine[][], diagnostics: Diagnostics): StatedTotal[] {
  let from = 0;
  return checksums.map((c) => {
    const read = linesByBet.slice(from, c.bets).flat().reduce((sum, line) => sum + lineTotal(line), 0);
    from = c.bets;
    diagnostics.add(c, read === c.fen ? 'TOTAL_MATCHES' : 'CHECKSUM', detail('STATED_READ', { stated: c.fen, read }));
    return { start: c.start, end: c.end, amount: c.fen, read };
  });
}

/**
 * Reads a chat order into draft lines (docs/domain/orders.md#chat-orders-text-entry), as a pipeline:
 * normalise the characters, take the chatter out of the tokens, cut them into slips, read each slip by the
 * grammar rules into bets, expand the bets into lines, check stated totals.
 * A line is returned only when it is sure under the book's settings; anything
 * else is a diagnostic under its token (offsets into the original text).
 */
export function parseOrderText(text: string, context: ParseContext): ParseResult {
  const settings: BookSettings = { ...DEFAULT_BOOK_SETTINGS, ...context.settings };
  const { lottery } = context;
  const diagnostics = new Diagnostics(text);
  const reader = new Reader(lottery.game, settings, diagnostics);
  const { tokens, skipped } = withoutChatter(tokenize(normalise(text), lottery.game));
  for (const part of skipped) diagnostics.add(part, part.code);
  readSlips(splitSlips(tokens), reader);
  const lotteries = new Set((context.lotteries ?? [lottery]).filter((l) => l.game === lottery.game).map((l) => l.code));
  lotteries.add(lottery.code);
  const zodiac = context.zodiac ?? (context.drawDate === undefined ? undefined : zodiacMapOn(context.drawDate, context.zodiacYears));
  const linesByBet = expandBets(reader.bets, {
    settings, zodiac, lottery: lottery.code, lotteries, diagnostics, maxLines: context.maxLines ?? Number.POSITIVE_INFINITY,
  });
  const stated = checkTotals(reader.checksums, linesByBet, diagnostics);
  const lines = linesByBet.flat();
  diagnostics.list.sort((a, b) => a.start - b.start);
  return { lines, diagnostics: diagnostics.list, totals: { stake: lines.reduce((sum, line) => sum + lineTotal(line), 0), stated } };
}
