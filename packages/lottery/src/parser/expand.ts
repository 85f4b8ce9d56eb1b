import { combinations } from '../combinations.js';
import { LotteryError } from '../errors.js';
import type { PlayCode } from '../games/types.js';
import { combinationCount, MAX_COMBINATIONS, ruleOf } from '../rules/index.js';
import { choose } from '../rules/counting.js';
import type { ZodiacMap } from '../zodiac.js';
import { detail, type DiagnosticCode, type DiagnosticDetail, type Diagnostics, type Span } from './diagnostics.js';
import { COMBINATION_PLAYS, FAMILY_SIZES, NUMBER_CONTEXTS, ONE_BET, RESOLVERS, mergeable, numbersOf, type CombinationPlay, type Resolved } from './plays.js';
import type { BookSettings } from './settings.js';
import type { Bet, DraftLine, Item } from './types.js';

/** A line before its market and slip: the play, the canonical selection, where it was written. */
interface Draft extends Span {
  readonly play: PlayCode;
  selection: string;
  stake: number;
}

interface ExpandContext {
  readonly settings: BookSettings;
  readonly zodiac: ZodiacMap | undefined;
  readonly lottery: string;
  readonly lotteries: ReadonlySet<string>;
  readonly diagnostics: Diagnostics;
  /** Lines the whole message may expand to: past it the expansion stops with TOO_MANY_LINES. */
  readonly maxLines: number;
}

/** Notes a bet earns while it expands (duplicates added, a count that matches): kept only if it books. */
type Notes = { at: Span; code: DiagnosticCode; detail?: DiagnosticDetail }[];

/** The lines a bet may still add before the text passes its bound. */
type Room = { readonly left: number };

/** The text expands into more lines than its bound: reading stops at this bet. */
class TooManyLines {
  constructor(readonly bet: Bet) {}
}

/**
 * Why a bet books nothing: reported under its token. Thrown out of the expansion, but not an
 * Error: a refusal is an expected outcome of reading chat, with no stack trace worth capturing.
 */
class Refusal {
  constructor(readonly at: Span, readonly code: DiagnosticCode, readonly detail?: DiagnosticDetail) {}
}

const spanOf = (items: readonly Item[]): Span => ({ start: items[0]?.start ?? 0, end: items[items.length - 1]?.end ?? 0 });

function canonical(resolved: Resolved, at: Span): string {
  try {
    return ruleOf(resolved.play).normalise(resolved.raw);
  } catch (error) {
    if (error instanceof LotteryError) throw new Refusal(at, 'BAD_SELECTION', detail('WRONG_FOR_PLAY', { play: resolved.play }));
    throw error;
  }
}

/** 兔各20: every number of the group, as the context's number play (TM, or ZM under 正码). */
function eachNumber(item: Item, ctx: ExpandContext): Resolved[] {
  const numbers = numbersOf(item.kind, item.value, ctx.zodiac);
  if (numbers === 'needs-zodiac') throw new Refusal(item, 'NO_ZODIAC');
  const play = RESOLVERS[item.context].number;
  if (!play) throw new Refusal(item, 'NOT_IN_PLAY');
  return numbers.map((n) => play(String(n)));
}

/** What one item of a single-selection group books under the amount's mode and the book's settings. */
function resolveItem(item: Item, bet: Bet, ctx: ExpandContext): Resolved[] {
  const direct = RESOLVERS[item.context][item.kind];
  if (item.kind === 'number' || item.kind === 'pattern' || !NUMBER_CONTEXTS.has(item.context)) {
    if (!direct) throw new Refusal(item, 'NOT_IN_PLAY');
    return [direct(item.value)];
  }
  // A group (兔, 红波, 大 ...) under special numbers: 各 means each number, 包 one bet, neither a book setting.
  const oneBet = ONE_BET[item.kind];
  const reading = bet.mode === 'each' ? 'each-number' : bet.mode === 'bao' ? 'one-bet'
    : item.kind === 'zodiac' ? ctx.settings.bareZodiac : ctx.settings.bareGroup;
  if (reading === 'each-number') return eachNumber(item, ctx);
  if (reading === 'pt-zodiac') return [{ play: 'PT_ZODIAC', raw: item.value }];
  if (reading === 'one-bet') {
    if (!oneBet || item.context !== 'TM') throw new Refusal(item, 'UNSUPPORTED', detail('ONE_BET_ONLY_SPECIAL'));
    return [oneBet(item.value)];
  }
  throw new Refusal(spanOf([item]), 'AMBIGUOUS_GROUP');
}

/** Single-selection plays: one line per selection (groups expanded), exclusions taken out, duplicates by the setting. */
function singleDrafts(bet: Bet, ctx: ExpandContext, notes: Notes): Draft[] {
  const { group } = bet;
  if (bet.mode === 'bare' && group.items.length > 1 && ctx.settings.listAmount !== 'each') {
    throw new Refusal(bet.at, 'AMBIGUOUS_AMOUNT', detail('ONE_AMOUNT_SELECTIONS', { count: group.items.length }));
  }
  apartGroups(bet);
  const drafts = new Map<string, Draft>();
  for (const item of group.items) {
    for (const resolved of resolveItem(item, bet, ctx)) {
      const selection = canonical(resolved, item);
      const key = `${resolved.play} ${selection}`;
      const same = drafts.get(key);
      if (!same) drafts.set(key, { play: resolved.play, selection, stake: bet.fen, start: item.start, end: item.end });
      else if (ctx.settings.duplicates === 'add') {
        same.stake += bet.fen;
        notes.push({ at: item, code: 'DUPLICATE_ADDED', detail: detail('ADDED_UP', { play: resolved.play, selection, stake: same.stake }) });
      } else throw new Refusal(item, 'DUPLICATE', detail('TWICE', { play: resolved.play, selection }));
    }
  }
  return removeExcluded([...drafts.values()], bet);
}

/**
 * 家禽 大数 各10: two groups of different kinds written apart under special numbers: the numbers in
 * both (as 家禽大数), or each group's numbers (the common ones twice)? Written together they narrow.
 */
function apartGroups(bet: Bet): void {
  const groups = bet.group.items.filter((i) => i.kind !== 'number' && i.kind !== 'pattern' && NUMBER_CONTEXTS.has(i.context));
  for (let i = 1; i < groups.length; i++) {
    const item = groups[i] as Item;
    const other = groups.slice(0, i).find((g) => mergeable(g, item.kind, item.value));
    if (other) {
      throw new Refusal({ start: other.start, end: item.end }, 'AMBIGUOUS_GROUP', detail('GROUPS_APART'));
    }
  }
}

function removeExcluded(drafts: Draft[], bet: Bet): Draft[] {
  let kept = drafts;
  for (const out of bet.group.excluded) {
    const number = canonical({ play: 'TM', raw: out.value }, out);
    const left = kept.filter((d) => !((d.play === 'TM' || d.play === 'ZM') && d.selection === number));
    if (left.length === kept.length) throw new Refusal(out, 'BAD_SELECTION', detail('NOT_IN_GROUP'));
    kept = left;
  }
  return kept;
}

/** A separator between combinations (space, 、 , /) as against one inside a combination (. or nothing). */
const MAJOR_GAP = /[\s,、/]/;

/**
 * Combinations written one after another (二中二 01.02 05.06, 二连 鸡狗、鸡猪): the selections
 * split at every major separator into runs of exactly `pick`, or null when they do not.
 */
function chunks(items: readonly Item[], pick: number): Item[][] | null {
  const whole = (cut: Item[][]): boolean => cut.length > 1 && cut.every((run) => run.length === pick);
  const cut = runs(items);
  if (whole(cut)) return cut;
  // 23/46/07 ,30/17/40, 01,02 03,04 and 鸡狗猴.....兔虎蛇: one kind of separator between the combinations,
  // another inside, and only one of them cuts the list into whole combinations
  const kinds = new Set(items.slice(1).map((item) => gapKind(item.gap)));
  if (kinds.size !== 2) return null;
  const fits = [...kinds].map((kind) => cutAt(items, kind)).filter(whole);
  return fits.length === 1 ? (fits[0] as Item[][]) : null;
}

/** A separator as written, spaces around it aside (' ,' is ','; a run of spaces is ' '). */
const gapKind = (gap: string): string => gap.replace(/\s+/g, '') || (gap === '' ? '' : ' ');

/** Selections cut wherever the separator before them is of one kind. */
function cutAt(items: readonly Item[], kind: string): Item[][] {
  const out: Item[][] = [];
  for (const item of items) {
    if (out.length === 0 || gapKind(item.gap) === kind) out.push([item]);
    else out[out.length - 1]?.push(item);
  }
  return out;
}

/** The sets a combination group books, one line each: brackets, 拖, runs one after another, or all its selections. */
function combinationSets(bet: Bet, items: readonly Item[], combo: CombinationPlay, settings: BookSettings, room: Room): Item[][] {
  const { group } = bet;
  const sized = combo.play === null;
  if (group.brackets.length > 0) {
    if (group.brackets.flat().length !== items.length) throw new Refusal(spanOf(items), 'NOT_IN_PLAY', detail('OUTSIDE_BRACKETS'));
    for (const set of group.brackets) if (!sized && set.length !== combo.pick && !group.compound) throw new Refusal(spanOf(set), 'AMBIGUOUS_COMPOUND');
    return group.brackets;
  }
  if (group.dragAt !== null && !sized) {
    const banker = items.slice(0, group.dragAt);
    const rest = items.slice(group.dragAt);
    // 二中二 01.02.03 拖 06.07: for a pair, each number before 拖 with each after it (对碰)
    if (combo.pick === 2 && banker.length >= 2) return crossPairs(bet, banker, rest, room);
    if (banker.length >= combo.pick || rest.length < combo.pick - banker.length) {
      throw new Refusal(spanOf(items), 'BAD_SELECTION', detail('DRAG_SIZES', { pick: combo.pick }));
    }
    const count = Number(choose(rest.length, combo.pick - banker.length));
    if (count > MAX_COMBINATIONS) throw new Refusal(spanOf(items), 'BAD_SELECTION', detail('TOO_MANY_COMBINATIONS', { max: MAX_COMBINATIONS }));
    // Each combination of 拖 is a line of its own: counted before any is built.
    if (count > room.left) throw new TooManyLines(bet);
    return combinations(rest, combo.pick - banker.length).map((tail) => [...banker, ...tail]);
  }
  // 连 龙蛇马 / 合肖 马羊、鸡狗: each run written apart is one set of its own size
  if (sized) return runs(items);
  const cut = items.length > combo.pick && !group.compound ? chunks(items, combo.pick) : null;
  if (cut) return cut;
  if (combo.exact) return [[...items]]; // 合肖 takes exactly its count: the rule says so if not
  if (items.length > combo.pick && !group.compound && !eachCombination(bet, items, combo) && settings.compound !== 'every-combination') {
    throw new Refusal(spanOf(items), 'AMBIGUOUS_COMPOUND');
  }
  return [[...items]];
}

/** Every number of one list with every number of the other, one pair a line (counted before any is built). */
function crossPairs(bet: Bet, left: readonly Item[], right: readonly Item[], room: Room): Item[][] {
  const count = left.length * right.length;
  if (count > MAX_COMBINATIONS) throw new Refusal(spanOf([...left, ...right]), 'BAD_SELECTION', detail('TOO_MANY_COMBINATIONS', { max: MAX_COMBINATIONS }));
  if (count > room.left) throw new TooManyLines(bet);
  return left.flatMap((a) => right.map((b) => [a, b]));
}

/** Selections cut at every major separator. */
function runs(items: readonly Item[]): Item[][] {
  const out: Item[][] = [];
  for (const item of items) {
    if (out.length === 0 || MAJOR_GAP.test(item.gap)) out.push([item]);
    else out[out.length - 1]?.push(item);
  }
  return out;
}

/**
 * 各/每组/每注 with more selections than the play takes has one reading when the selections are
 * written one way and cannot be cut into whole combinations (`二中二 01.02.03 各10`,
 * `三连 鼠牛虎兔 各组10`): every combination at that amount. Four numbers for a pair
 * (`01 02 03 04 各10`: two pairs, or six?) or mixed separators stay a question.
 */
function eachCombination(bet: Bet, items: readonly Item[], combo: CombinationPlay): boolean {
  const writtenOneWay = items.slice(2).every((item) => item.gap === items[1]?.gap);
  return bet.mode === 'each' && writtenOneWay && items.length % combo.pick !== 0;
}

/** The play of one set: the context's own, or for 连 / 合肖 without a count the one its size names. */
function playOfSet(combo: CombinationPlay, set: readonly Item[]): PlayCode {
  if (combo.play) return combo.play;
  const [min, max] = FAMILY_SIZES[combo.family as 'LX' | 'HX'];
  if (set.length < min || set.length > max) {
    throw new Refusal(spanOf(set), 'BAD_SELECTION', detail('ANIMAL_COUNT', { min, max, count: set.length }));
  }
  return `${combo.family}_${set.length}` as PlayCode;
}

/** 复二复三, 2.3.4连: one compound line per size named, over every animal. */
function sizedDrafts(bet: Bet, items: readonly Item[]): Draft[] {
  const sizes = [...(bet.group.sizes ?? [])].sort((a, b) => a - b);
  const raw = items.map((i) => i.value).join(',');
  return sizes.map((size): Draft => {
    if (items.length < size) throw new Refusal(spanOf(items), 'BAD_SELECTION', detail('ANIMALS_SHORT', { size, count: items.length }));
    const play = `LX_${size}` as PlayCode;
    return { play, selection: canonical({ play, raw }, spanOf(items)), stake: bet.fen, ...spanOf(items) };
  });
}

/** Combination plays (LM, LX, NH, HX): one line per set, the amount per combination; a set twice adds up. */
function combinationDrafts(bet: Bet, ctx: ExpandContext, notes: Notes, room: Room): Draft[] {
  const { group } = bet;
  const first = group.items[0] as Item;
  const combo = COMBINATION_PLAYS[first.context];
  if (!combo) return [];
  const wrong = group.items.find((i) => i.kind !== combo.takes || i.context !== first.context);
  if (wrong) throw new Refusal(wrong, 'NOT_IN_PLAY');
  const valueOf = (i: Item): string => (i.kind === 'number' ? String(Number(i.value)) : i.value);
  const excluded = new Set(group.excluded.map(valueOf));
  const items = group.items.filter((i) => !excluded.has(valueOf(i)));
  const drafts = group.sizes ? sizedDrafts(bet, items) : combinationSets(bet, items, combo, ctx.settings, room).map((set): Draft => {
    const values = set.map(valueOf);
    if (new Set(values).size !== values.length) throw new Refusal(spanOf(set), 'DUPLICATE', detail('COMBINATION_REPEATS'));
    const play = playOfSet(combo, set);
    return { play, selection: canonical({ play, raw: values.join(',') }, spanOf(set)), stake: bet.fen, ...spanOf(set) };
  });
  const stakes = drafts.reduce((n, d) => n + combinationCount(d.play, d.selection), 0);
  if (stakes > MAX_COMBINATIONS) throw new Refusal(spanOf(items), 'BAD_SELECTION', detail('TOO_MANY_COMBINATIONS', { max: MAX_COMBINATIONS }));
  if (bet.mode === 'bao' || (bet.mode === 'bare' && stakes > 1 && ctx.settings.listAmount !== 'each')) {
    throw new Refusal(bet.at, 'AMBIGUOUS_AMOUNT', detail('ONE_AMOUNT_COMBINATIONS', { count: stakes }));
  }
  if (group.count) {
    if (group.count.n !== stakes) throw new Refusal(group.count, 'CHECKSUM', detail('COMBINATIONS_DIFFER', { written: group.count.n, counted: stakes }));
    notes.push({ at: group.count, code: 'TOTAL_MATCHES', detail: detail('COMBINATIONS', { count: stakes }) });
  }
  return addUp(drafts, ctx, notes);
}

/** The same set twice in one bet: one line at the sum (同号累加), or a diagnostic when the book says so. */
function addUp(drafts: readonly Draft[], ctx: ExpandContext, notes: Notes): Draft[] {
  const seen = new Map<string, Draft>();
  for (const d of drafts) {
    const key = `${d.play} ${d.selection}`;
    const same = seen.get(key);
    if (!same) seen.set(key, { ...d });
    else if (ctx.settings.duplicates === 'add') {
      same.stake += d.stake;
      notes.push({ at: d, code: 'DUPLICATE_ADDED', detail: detail('ADDED_UP', { play: d.play, selection: d.selection, stake: same.stake }) });
    } else throw new Refusal(d, 'DUPLICATE');
  }
  return [...seen.values()];
}

/** The markets a group goes to, each one the book runs. */
function marketsOf(bet: Bet, ctx: ExpandContext): readonly string[] {
  const markets = bet.group.markets ?? [ctx.lottery];
  const missing = markets.find((m) => !ctx.lotteries.has(m));
  if (missing) throw new Refusal(spanOf(bet.group.items), 'UNKNOWN_MARKET');
  return markets;
}

/** One bet's lines, in every market it names; a refusal books nothing and is reported under its token. */
function expandBet(bet: Bet, ctx: ExpandContext, room: Room): DraftLine[] {
  const notes: Notes = [];
  try {
    const combination = COMBINATION_PLAYS[(bet.group.items[0] as Item).context] !== undefined;
    const drafts = combination ? combinationDrafts(bet, ctx, notes, room) : singleDrafts(bet, ctx, notes);
    const lines = marketsOf(bet, ctx).flatMap((lottery) => drafts.map((d): DraftLine => ({
      slip: bet.group.slip, lottery, play: d.play, selection: d.selection, stake: d.stake, start: d.start, end: d.end,
    })));
    if (lines.length > room.left) throw new TooManyLines(bet);
    for (const note of notes) ctx.diagnostics.add(note.at, note.code, note.detail);
    return lines;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    ctx.diagnostics.add(error.at, error.code, error.detail);
    return [];
  }
}

/**
 * Step 5 of the parse: every bet into draft lines. A bet that cannot be read
 * for sure books nothing and leaves one diagnostic under its token. The lines
 * are counted as they are made: the bet that would pass `maxLines` is
 * reported (TOO_MANY_LINES) and nothing after it is expanded, so a short
 * text never builds a huge list. A bet's own lines are bounded before they
 * are built (a group's selections by the play's numbers, 拖 by its count).
 */
export function expandBets(bets: readonly Bet[], ctx: ExpandContext): DraftLine[][] {
  const read: DraftLine[][] = [];
  let count = 0;
  for (const bet of bets) {
    try {
      const lines = expandBet(bet, ctx, { left: ctx.maxLines - count });
      count += lines.length;
      read.push(lines);
    } catch (error) {
      if (!(error instanceof TooManyLines)) throw error;
      const { group, at } = error.bet;
      ctx.diagnostics.add({ start: group.items[0]?.start ?? at.start, end: at.end }, 'TOO_MANY_LINES', detail('MORE_LINES_THAN', { max: ctx.maxLines }));
      break;
    }
  }
  return read;
}
