import type { GameCode } from '../games/types.js';
import { detail, type DiagnosticCode, type DiagnosticDetail, type Diagnostics, type Span } from './diagnostics.js';
import type { ItemKind, PlayContext, Word } from './lexicon.js';
import type { Token } from './lexer.js';
import { COMBINATION_PLAYS, DEFAULT_CONTEXT, mergeable, NUMBER_CONTEXTS } from './plays.js';
import type { BookSettings } from './settings.js';
import type { AmountMode, Bet, Checksum, Group, Item } from './types.js';

/**
 * Step 4 of the parse: the state one slip after another is read into. Each
 * grammar rule (read-rules.ts) looks at the token under the cursor, changes
 * this state through the methods below and moves the cursor on.
 */
export class Reader {
  /** The tokens of the slip being read and the cursor. */
  tokens: readonly Token[] = [];
  at = 0;
  /** Where the slip's reading starts: after the headers at its front. */
  lineStart = 0;
  slip = 0;
  context: PlayContext;
  /** A play word set the context (else it is the default: special numbers). */
  explicit = false;
  /** The play word came after the selections it names (羊猴二连各20): it ends with their bet. */
  postfix = false;
  /** The slip the play word was written on. */
  contextSlip = -1;
  /** After an ambiguous word (特马) nothing is read until the next play word. */
  blocked = false;
  markets: readonly string[] | null = null;
  marketSlip = -1;
  /** The last market label, until a group uses it. */
  unusedLabel: Span | null = null;
  /** The last play word written before selections, until one follows it. */
  unusedPlay: Span | null = null;
  /** A label on a line of its own after bets of no market: for them, or for the slips below? */
  labelAlone: { lotteries: readonly string[]; at: Span } | null = null;
  group: Group | null = null;
  /**
   * Combination groups closed by the next play word without an amount (三连 蛇猴牛 四连 蛇虎鸡猴 各组50):
   * a per-combination amount (各, 各组) serves each of them; any other amount leaves them without one.
   */
  waiting: Group[] = [];
  /** Separators read since the last selection. */
  gap = '';
  /** An unknown token stood on this slip before the next group: that group books nothing. */
  taint = false;
  /** 复式 written before the numbers it applies to. */
  compoundNext = false;
  /** 复二复三 / 2.3.4连 read before the animals they apply to. */
  sizesNext: number[] | null = null;
  /** The bracket being read (【01.02】). */
  bracket: Item[] | null = null;
  /** A bet closed on this slip: the play word of the slip ends with it. */
  closedOnSlip = false;
  /** Bets closed since the last market label: a label at the end of a line or message names their market. */
  sinceLabel: Bet[] = [];
  readonly bets: Bet[] = [];
  readonly checksums: Checksum[] = [];

  constructor(
    readonly game: GameCode,
    readonly settings: BookSettings,
    readonly diagnostics: Diagnostics,
  ) {
    this.context = DEFAULT_CONTEXT[game];
  }

  token(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  /** Index of the first token from `from` on that is not a separator or a noise word (各买10). */
  skipSeparators(from: number): number {
    let j = from;
    for (let t = this.tokens[j]; t && (t.type === 'sep' || t.type === 'colon' || (t.type === 'word' && t.word.kind === 'noise')); t = this.tokens[++j]);
    return j;
  }

  private openGroup(): Group {
    const alone = this.labelAlone;
    if (alone && !this.group) {
      this.labelAlone = null;
      this.diagnostics.add(alone.at, 'AMBIGUOUS_MARKET');
      this.markets = alone.lotteries;
      this.marketSlip = this.slip;
      this.sinceLabel = [];
    }
    this.group ??= {
      slip: this.slip, items: [], brackets: [], excluded: [], dragAt: null, compound: this.compoundNext,
      poisoned: this.taint, markets: this.markets, marketSlip: this.marketSlip, separators: new Set(), sizes: this.sizesNext, count: null,
      perCombination: false,
    };
    this.compoundNext = false;
    this.sizesNext = null;
    this.taint = false;
    this.unusedLabel = null;
    this.unusedPlay = null;
    return this.group;
  }

  addItem(kind: ItemKind, value: string, at: Span): void {
    const group = this.openGroup();
    // After a blocking word the selections are still read (to find their amount) but book nothing.
    if (this.blocked) group.poisoned = true;
    const last = group.items[group.items.length - 1];
    // 家禽大, 红马, 野兽的单: groups written together narrow each other on special numbers.
    if (last && this.gap === '' && !this.bracket && NUMBER_CONTEXTS.has(this.context) && last.context === this.context && mergeable(last, kind, value)) {
      const parts = last.kind === 'set' ? last.value : `${last.kind}=${last.value}`;
      group.items[group.items.length - 1] = { ...last, kind: 'set', value: `${parts}&${kind}=${value}`, end: at.end };
      return;
    }
    const item: Item = { kind, value, context: this.context, start: at.start, end: at.end, gap: group.items.length > 0 ? this.gap : '' };
    this.gap = '';
    group.items.push(item);
    this.bracket?.push(item);
  }

  /** 1号不要: out of the open group, or of the bet just closed on this slip (红波各10，1号不要). */
  exclude(value: string, at: Span): void {
    const item: Item = { kind: 'number', value, context: this.context, start: at.start, end: at.end, gap: '' };
    const last = this.bets[this.bets.length - 1];
    if ((!this.group || this.group.items.length === 0) && this.closedOnSlip && last) last.group.excluded.push(item);
    else this.openGroup().excluded.push(item);
  }

  /** Reports a token; a group it is part of books nothing. */
  report(at: Span, code: DiagnosticCode, detail?: DiagnosticDetail, poison = true): void {
    this.diagnostics.add(at, code, detail);
    if (poison) this.openGroup().poisoned = true;
  }

  /** A play word: for the selections that follow, or for the ones just written without one (30.31复试二中二). */
  setPlay(context: PlayContext): void {
    const group = this.group;
    const combining = (c: PlayContext): boolean => COMBINATION_PLAYS[c] !== undefined;
    this.postfix = false;
    if (group && group.items.length > 0 && !this.explicit) {
      for (const item of group.items) item.context = context;
      this.postfix = true;
    } else if (group && group.items.length > 0 && combining(this.context) && !group.poisoned) {
      this.waiting.push(group);
      this.group = null;
      this.bracket = null;
    } else if (group && group.items.length > 0 && combining(context)) {
      this.flushWithoutAmount();
    }
    this.context = context;
    this.explicit = true;
    this.contextSlip = this.slip;
    this.blocked = false;
  }

  /** The play word in force is done: back to the game's default play. */
  endPlay(): void {
    this.context = DEFAULT_CONTEXT[this.game];
    this.explicit = false;
  }

  /** Index of the last token at or before `from` that is not a separator or a noise word. */
  skipBack(from: number): number {
    let j = from;
    for (let t = this.tokens[j]; t && (t.type === 'sep' || (t.type === 'word' && t.word.kind === 'noise')); t = this.tokens[--j]);
    return j;
  }

  /** A market label before the slips it names (they hold for the rest of the message). */
  setMarkets(lotteries: readonly string[], word: Word & { kind: 'market' }, at: Span): void {
    if (this.group && this.group.items.length > 0) this.flushWithoutAmount();
    if (this.unusedLabel) this.diagnostics.add(this.unusedLabel, 'AMBIGUOUS_MARKET', detail('LABEL_THEN_LABEL'));
    this.markets = lotteries;
    this.marketSlip = this.slip;
    this.sinceLabel = [];
    this.unusedLabel = at;
    if (word.context) this.setPlay(word.context);
  }

  /**
   * A chat export's next message begins (its sender and stamp): what the one before left open is
   * reported as at the end of a message, and its labels and play words hold no longer.
   */
  startMessage(): void {
    this.finish();
    this.markets = null;
    this.marketSlip = -1;
    this.sinceLabel = [];
    this.endPlay();
    this.postfix = false;
    this.blocked = false;
  }

  /** The end of the message: a label that named no slip (港 at the end, with every bet above labelled) is in doubt. */
  finish(): void {
    this.flushWithoutAmount();
    const alone = this.labelAlone;
    this.labelAlone = null;
    if (alone) this.labelBefore(alone.lotteries, alone.at, false);
    if (this.unusedLabel) this.diagnostics.add(this.unusedLabel, 'AMBIGUOUS_MARKET', detail('LABEL_NO_SLIP'));
    this.unusedLabel = null;
    // 01各10 平特: a play word that names nothing is never dropped in silence
    if (this.unusedPlay) this.diagnostics.add(this.unusedPlay, 'PLAY_WITHOUT_SELECTION');
    this.unusedPlay = null;
  }

  /**
   * A market label at the end of a line: the bets before it that no label of their own line named
   * (since the previous label) go to its markets. False when there are none: then it is a label for
   * what follows.
   */
  labelBefore(lotteries: readonly string[], at: Span, aloneOnLine: boolean): boolean {
    const named = this.sinceLabel.filter((b) => b.group.markets === null || (b.group.marketSlip !== b.group.slip && b.group.slip === this.slip));
    if (named.length === 0 || (this.group && this.group.items.length > 0)) return false;
    if (aloneOnLine) {
      // 01各10 / 澳门: the end of the message if nothing follows (finish), a question if slips do (openGroup)
      this.labelAlone = { lotteries, at };
      return true;
    }
    for (const bet of named) {
      bet.group.markets = lotteries;
      bet.group.marketSlip = this.slip;
    }
    this.diagnostics.add(at, 'MARKET_AT_END');
    this.sinceLabel = [];
    return true;
  }

  /** Closes the open group with its amount; `fen` null is a malformed amount. */
  close(fen: number | null, mode: AmountMode, at: Span): void {
    const group = this.group;
    this.group = null;
    this.bracket = null;
    if (this.postfix) {
      // 羊猴二连各20 羊猴猪三连10: a play named after its selections is theirs alone.
      this.postfix = false;
      this.context = DEFAULT_CONTEXT[this.game];
      this.explicit = false;
    }
    const served = fen !== null && mode === 'each' ? this.waiting : [];
    if (served.length === 0) this.reportWaiting();
    this.waiting = [];
    if (fen === null) {
      this.diagnostics.add(at, 'BAD_AMOUNT');
      return;
    }
    const groups = group && (group.items.length > 0 || group.poisoned) ? [...served, group] : served;
    if (groups.length === 0) {
      this.diagnostics.add(at, 'NO_SELECTION');
      return;
    }
    this.closedOnSlip = true;
    for (const each of groups) {
      if (each.poisoned) continue;
      const bet = { group: each, fen, mode, at };
      this.bets.push(bet);
      this.sinceLabel.push(bet);
    }
  }

  /** Combination groups that waited for a per-combination amount and got none. */
  private reportWaiting(): void {
    for (const group of this.waiting) {
      const [first, last] = [group.items[0], group.items[group.items.length - 1]];
      if (first && last) this.diagnostics.add({ start: first.start, end: last.end }, 'NO_AMOUNT');
    }
    this.waiting = [];
  }

  /** 01.02 10元一个: the bet's amount is per selection after all. */
  eachAfter(bet: Bet): void {
    const each: Bet = { ...bet, mode: 'each' };
    this.bets[this.bets.indexOf(bet)] = each;
    const i = this.sinceLabel.indexOf(bet);
    if (i >= 0) this.sinceLabel[i] = each;
  }

  flushWithoutAmount(): void {
    this.reportWaiting();
    const group = this.group;
    this.group = null;
    this.bracket = null;
    if (!group || group.poisoned) return;
    const excluded = group.excluded[0];
    if (group.items.length === 0) {
      if (excluded) this.diagnostics.add(excluded, 'NO_SELECTION', detail('EXCLUDED_NO_GROUP'));
      return;
    }
    const first = group.items[0] as Item;
    const last = group.items[group.items.length - 1] as Item;
    this.diagnostics.add({ start: first.start, end: last.end }, 'NO_AMOUNT');
  }

  /**
   * The end of a slip. A play word written on a slip with a bet ends with it (平特 马 50 / 01各10: the
   * 01 is a special number); one on a line of its own heads the lines below (二中二 / 01.02各10 / 03.04各10).
   * Selections without an amount wait for one below.
   */
  endSlip(): void {
    if (this.closedOnSlip && !this.group) {
      // 半波 on a line of its own still blocks the lines below it; one with a bet on its line ends there.
      this.blocked = false;
      if (this.contextSlip === this.slip) {
        this.context = DEFAULT_CONTEXT[this.game];
        this.explicit = false;
      }
    }
    this.closedOnSlip = false;
    this.lineStart = 0;
    this.bracket = null;
    this.taint = false;
    this.gap = '\n'; // a new line parts combinations like a space
    // A group already reported books nothing: the next slip starts afresh rather than joining it.
    if (this.group?.poisoned) this.group = null;
  }
}
