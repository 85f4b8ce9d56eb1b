import { playWords, selectionWords, type Locale, type Names } from '@drawdesk/shell/words';
import type { NewMessage } from '../repositories/messages.js';
import type { FoundAlert } from '../repositories/risk-alerts.js';
import { inBoth, line, listIn, money, render, say, someNamed } from '../i18n/say.js';
import { decimalText } from '@drawdesk/shell/words';
import { drawName, lotteryNames, notice } from '../notices/notice.js';

type Lottery = { nameZh: string; nameEn: string };

/** Words made in each language by `of`. */
const inEach = (of: (locale: Locale) => string): Names => ({ 'zh-CN': of('zh-CN'), 'en-US': of('en-US') });
type DrawLabel = { id: number; issue: string };

/** Selections named in a live event at most; the rest are counted. */
const NAMED_MAX = 10;

/** The desk a todo or an event points at: the live page on the draw. */
export const deskLink = (drawId: number) => `/number-analyse/live?drawId=${drawId}`;

/** The traceId of a board event (the desk reloads the draw it shows): `risk:<drawId>:<play>`. */
export const boardTrace = (drawId: number, play: string) => `risk:${drawId}:${play}`;

/** The traceId of a rule change (every desk on the lottery's play reloads): `risk-rule:<lottery>:<play>`. */
export const ruleTrace = (lottery: string, play: string) => `risk-rule:${lottery}:${play}`;

/** The live event of a rule saved, in both languages. */
export const ruleChanged = (lottery: Lottery, play: string, by: string) => inBoth(say('risk.event.ruleChanged', { lottery: lotteryNames(lottery), play: line(play), by }));

/** Selections in words, the first NAMED_MAX named and the rest counted. */
function named(play: string, selections: readonly string[], locale: Locale): string {
  return `${playWords(play, locale)} ${someNamed(selections.map((s) => selectionWords(play, s, locale)), NAMED_MAX, 'list.moreItems', locale)}`;
}

/** The live event of selections closed or opened by hand, in both languages. */
export function handChange(action: 'close' | 'open', lottery: Lottery, draw: DrawLabel, play: string, selections: readonly string[], reason: string, by: string): Names {
  const params = { lottery: lotteryNames(lottery), issue: draw.issue, selections: inEach((locale) => named(play, selections, locale)), by, reason };
  return inBoth(say(action === 'close' ? 'risk.event.closed' : 'risk.event.opened', params));
}

/** What a flag is about, in words: `特码：3 个客户覆盖 46/49` / `Special number: 3 customers cover 46 of 49`. */
function flagWords(flag: FoundAlert) {
  const evidence = flag.evidence;
  const play = line(evidence.play);
  const who = inEach((locale) => listIn(evidence.customers.map((c) => c.code), locale));
  if (evidence.kind === 'coverage') {
    return say('risk.farming.coverage', { play, count: evidence.customers.length, who, covered: evidence.covered, selections: evidence.selections, stake: money(evidence.stake) });
  }
  const sides = inEach((locale) => (evidence.matches[0]?.sides ?? []).map((side) => selectionWords(evidence.play, side, locale)).join(' / '));
  return say('risk.farming.opposite', { play, who, sides, matched: money(evidence.matched) });
}

/** The Admins' todo of a new rebate-farming flag (对刷): what, on which draw, and a link to the desk. */
export function farmingFlagged(lottery: Lottery, draw: DrawLabel, flag: FoundAlert): NewMessage {
  const content = say('risk.farming.content', { draw: drawName(lottery, draw.issue), what: flagWords(flag) });
  return notice('todo', say('risk.farming.title'), content, drawName(lottery, draw.issue), deskLink(draw.id));
}

/**
 * The live event of an order that moved a play's board: each selection's odds from before the order to
 * after it, and each selection it brought to its cap (closed), in both languages.
 */
export function boardMoved(
  lottery: Lottery,
  draw: DrawLabel,
  play: string,
  changes: readonly { selection: string; old: number; new: number }[],
  capped: readonly { selection: string; cap: number }[],
): Names {
  const span = new Map<string, { old: number; new: number }>();
  for (const change of changes) span.set(change.selection, { old: span.get(change.selection)?.old ?? change.old, new: change.new });
  const parts = [
    ...[...span].map(([selection, odds]) => say('risk.event.oddsChange', { selection: inEach((locale) => selectionWords(play, selection, locale)), old: decimalText(odds.old, 4), new: decimalText(odds.new, 4) })),
    ...capped.map(({ selection, cap }) => say('risk.event.capReached', { selection: inEach((locale) => selectionWords(play, selection, locale)), cap: money(cap) })),
  ];
  const list = inEach((locale) => parts.map((part) => render(part, locale)).join(render(say('list.clauseSeparator'), locale)));
  return inBoth(say('risk.event.oddsMoved', { lottery: lotteryNames(lottery), issue: draw.issue, play: line(play), changes: list }));
}
