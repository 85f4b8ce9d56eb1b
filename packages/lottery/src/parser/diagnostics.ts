import type { Names } from '../games/types.js';

/** What a diagnostic says, in both languages: the console shows it under the token. */
export const DIAGNOSTIC_MESSAGES = {
  UNKNOWN_TOKEN: { 'zh-CN': '看不懂这部分', 'en-US': 'Not understood' },
  NO_AMOUNT: { 'zh-CN': '这些号码没有金额：加上 各N、N元 或 =N', 'en-US': 'No amount for these selections: add 各N, N元 or =N' },
  NO_SELECTION: { 'zh-CN': '金额前面没有号码', 'en-US': 'An amount with no selection before it' },
  BAD_AMOUNT: { 'zh-CN': '金额无效（大于零的元数，最多两位小数）', 'en-US': 'Not a valid amount (yuan, above zero, up to 2 decimals)' },
  BAD_SELECTION: { 'zh-CN': '这个玩法不接受这个选择', 'en-US': 'Not a valid selection of the play' },
  BAD_RANGE: { 'zh-CN': '范围要从小到大', 'en-US': 'A range goes from a lower to a higher number' },
  NOT_IN_PLAY: { 'zh-CN': '不是前面玩法的选择', 'en-US': 'Not a selection of the play before it' },
  DUPLICATE: { 'zh-CN': '同一组里重复：金额算两次还是写错了？', 'en-US': 'Repeated in one group: count the stake twice, or a slip?' },
  RUN_TOGETHER: { 'zh-CN': '号码连在一起：用逗号或点分开', 'en-US': 'Numbers written together: separate them' },
  AMBIGUOUS_DASH: { 'zh-CN': '横线是范围还是分隔？范围请写“到”', 'en-US': 'A dash: a range or a separator? Write 到 for a range' },
  AMBIGUOUS_AMOUNT: { 'zh-CN': '一个金额对应多个号码：写 各N（每个）', 'en-US': 'One amount after several selections: write 各N for each' },
  AMBIGUOUS_NUMBER: { 'zh-CN': '这个数字是金额还是号码？金额请加单位（元）', 'en-US': 'An amount or a number? Add a unit (元) to an amount' },
  AMBIGUOUS_GROUP: { 'zh-CN': '没有“各”：每个号码还是一注？写 各N 或 包N', 'en-US': 'No 各: each number or one bet? Write 各N or 包N' },
  AMBIGUOUS_WORD: { 'zh-CN': '这个词有两种读法', 'en-US': 'This word reads two ways' },
  AMBIGUOUS_COMPOUND: { 'zh-CN': '号码比玩法需要的多：写“复式”表示每个组合', 'en-US': 'More numbers than the play takes: write 复式 for every combination' },
  NO_ZODIAC: { 'zh-CN': '展开生肖需要开奖日期（生肖年）', 'en-US': 'Expanding an animal into numbers needs the draw date (zodiac year)' },
  UNKNOWN_MARKET: { 'zh-CN': '本盘口不开这个彩种', 'en-US': 'The book does not run this market' },
  CHECKSUM: { 'zh-CN': '写明的合计与识别的金额不符', 'en-US': 'The stated total differs from the total read' },
  TOO_MANY_LINES: { 'zh-CN': '展开后的行数超过一张注单的上限：请分成几张注单', 'en-US': 'It expands into more lines than one order holds: split it into several orders' },
  UNSUPPORTED: { 'zh-CN': '不支持这种玩法', 'en-US': 'Not a play this book takes' },
  AMBIGUOUS_MARKET: { 'zh-CN': '彩种标签夹在中间：是前面的还是后面的？', 'en-US': 'A market label between slips: for the lines above or below?' },
  PLAY_WITHOUT_SELECTION: { 'zh-CN': '这个玩法后面没有号码', 'en-US': 'A play with no selections for it' },
  // Notes: booked as read, shown quietly under their token.
  DUPLICATE_ADDED: { 'zh-CN': '重复的号码已累加', 'en-US': 'Repeated selections added up' },
  UNIT_READ: { 'zh-CN': '按元计', 'en-US': 'Read as yuan' },
  HEADER_SKIPPED: { 'zh-CN': '期号、名字或时间，已跳过', 'en-US': 'Issue, name or time: skipped' },
  TOTAL_MATCHES: { 'zh-CN': '写明的合计与识别的一致', 'en-US': 'The stated total matches' },
  MARKET_AT_END: { 'zh-CN': '末尾的彩种标签用于前面的注', 'en-US': 'The market label at the end applies to the lines before it' },
  CHATTER_SKIPPED: { 'zh-CN': '客套话、表情或分隔线，已跳过', 'en-US': 'Chat words, emoji or a divider: skipped' },
  QUOTE_SKIPPED: { 'zh-CN': '引用的旧消息，不再读取（以免重复下注）', 'en-US': 'A quoted earlier message: not read again (so it is not booked twice)' },
} as const satisfies Record<string, Names>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_MESSAGES;

/** `error`: the draft cannot be booked as it stands; `note`: booked as read, shown under its token. */
export type Severity = 'error' | 'note';

const NOTES: ReadonlySet<DiagnosticCode> = new Set(['DUPLICATE_ADDED', 'UNIT_READ', 'HEADER_SKIPPED', 'TOTAL_MATCHES', 'MARKET_AT_END', 'CHATTER_SKIPPED', 'QUOTE_SKIPPED']);

export const severityOf = (code: DiagnosticCode): Severity => (NOTES.has(code) ? 'note' : 'error');

/** A token the parse could not be sure of: offsets index the original text. */
export interface Diagnostic {
  readonly start: number;
  readonly end: number;
  /** The original text of the token. */
  readonly token: string;
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly message: Names;
  /** Specifics (the totals compared, the combinations counted), when there are any: a code with its parameters. */
  readonly detail?: DiagnosticDetail;
}

/**
 * The specifics a diagnostic can carry. They are a code with parameters, never a sentence: the console words
 * them in the viewer's language (the orders remote's catalog has every code in both languages).
 */
export const DETAIL_CODES = [
  // reading the text
  'SENDER_OR_STAMP', 'UNIT_AS_YUAN', 'TM_OR_ZODIAC_HORSE', 'TOTAL_NO_AMOUNT', 'MARKER_NO_AMOUNT', 'LAST_AN_AMOUNT', 'TOTAL_OR_SPLIT',
  'COUNT_NOTHING', 'DRAG_NOTHING', 'NO_NUMBER_AFTER', 'DASH', 'DASH_NOTHING', 'YUAN_OR_NUMBER', 'LABEL_NO_SLIP', 'LABEL_THEN_LABEL',
  'EXCLUDED_NO_GROUP', 'DIGIT_APART_FROM_TAIL', 'DIGIT_APART_FROM_HEAD', 'HEAD_WITH_ZERO',
  // expanding a bet into lines
  'WRONG_FOR_PLAY', 'ONE_BET_ONLY_SPECIAL', 'ONE_AMOUNT_SELECTIONS', 'ADDED_UP', 'TWICE', 'GROUPS_APART', 'NOT_IN_GROUP', 'OUTSIDE_BRACKETS',
  'DRAG_SIZES', 'TOO_MANY_COMBINATIONS', 'ANIMAL_COUNT', 'ANIMALS_SHORT', 'COMBINATION_REPEATS', 'ONE_AMOUNT_COMBINATIONS',
  'COMBINATIONS_DIFFER', 'COMBINATIONS', 'STATED_READ', 'MORE_LINES_THAN',
] as const;
export type DetailCode = (typeof DETAIL_CODES)[number];

/**
 * A parameter: a count, a number or a word as written, money in fen (`stake`, `stated`, `read`), a play code
 * (`play`) and its canonical selection (`selection`).
 */
export type DetailParams = Readonly<Record<string, string | number>>;
export interface DiagnosticDetail {
  readonly code: DetailCode;
  readonly params?: DetailParams;
}

export const detail = (code: DetailCode, params?: DetailParams): DiagnosticDetail => (params ? { code, params } : { code });

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Whether a list holds an error (a note never stops a booking). */
export const hasErrors = (list: readonly Diagnostic[]): boolean => list.some((d) => d.severity === 'error');

/** Collects diagnostics against the original text. */
export class Diagnostics {
  readonly list: Diagnostic[] = [];
  constructor(private readonly text: string) {}

  add(at: Span, code: DiagnosticCode, detail?: DiagnosticDetail): void {
    this.list.push({
      start: at.start, end: at.end, token: this.text.slice(at.start, at.end), code, severity: severityOf(code), message: DIAGNOSTIC_MESSAGES[code],
      ...(detail === undefined ? {} : { detail }),
    });
  }
}
