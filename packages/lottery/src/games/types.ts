export type GameCode = 'MARK6' | 'PICK3';
export type Locale = 'zh-CN' | 'en-US';
export type Names = Readonly<Record<Locale, string>>;

export type Mark6PlayCode =
  | 'TM' | 'TM_TWO_SIDED' | 'TM_COLOUR' | 'TM_ZODIAC' | 'TM_TAIL' | 'TM_HEAD'
  | 'ZM' | 'PT_ZODIAC' | 'LM_2_ALL' | 'LM_3_ALL' | 'LM_3_2' | 'LM_2_SPECIAL'
  | 'PT_TAIL' | 'LX_2' | 'LX_3' | 'LX_4' | 'LX_5'
  | 'NH_5' | 'NH_6' | 'NH_7' | 'NH_8' | 'NH_9' | 'NH_10' | 'NH_11' | 'NH_12'
  | 'HX_2' | 'HX_3' | 'HX_4' | 'HX_5' | 'HX_6' | 'HX_7' | 'HX_8' | 'HX_9' | 'HX_10' | 'HX_11';
export type Pick3PlayCode =
  | 'P3_DIRECT' | 'P3_ONE_POS' | 'P3_TWO_POS' | 'P3_GROUP3' | 'P3_GROUP6'
  | 'P3_SUM' | 'P3_SPAN' | 'P3_POS_TWO_SIDED';
export type PlayCode = Mark6PlayCode | Pick3PlayCode;

/** What a selection of the play is made of (the README lists the codes of each). */
export type SelectionKind =
  | 'number' | 'numbers' | 'zodiacs' | 'two-sided' | 'colour' | 'zodiac' | 'tail' | 'head'
  | 'digits' | 'position-digits' | 'pair-pattern' | 'distinct-digits'
  | 'sum' | 'span' | 'position-two-sided';

/** One odds value of a plan row; a play with two slots pays slot 1 in its special case. */
export interface OddsSlot {
  readonly code: string;
  readonly names: Names;
  /** Typical tier-A odds x10,000; absent where the odds depend on the selection. */
  readonly typicalOdds?: number;
}

export interface PlayType {
  readonly code: PlayCode;
  readonly game: GameCode;
  readonly names: Names;
  readonly selection: SelectionKind;
  /** Numbers (LM, NH) or animals (LX) one combination takes; a longer list is a compound line. */
  readonly pick?: number;
  /** Animals one selection names exactly (合肖 HX_n): never compound. */
  readonly size?: number;
  readonly oddsSlots: readonly OddsSlot[];
  readonly typicalRebateBp: number;
  /**
   * Where the odds depend on the selection (pick-3 sum and span): the typical
   * return in bp, odds = |outcomes| / |win set| x return.
   */
  readonly typicalReturnBp?: number;
  /** 'single': the result depends on one outcome (the special number, the pick-3 result). */
  readonly outcomeSpace: 'single' | 'multi';
}

export interface Game {
  readonly code: GameCode;
  readonly names: Names;
  /** Outcome keys of the single-outcome space, in index order. */
  readonly outcomes: readonly string[];
  readonly playTypes: readonly PlayType[];
}
