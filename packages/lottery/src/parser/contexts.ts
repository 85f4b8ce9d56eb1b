import type { GameCode, PlayCode } from '../games/types.js';
import type { ItemKind, PlayContext } from './lexicon.js';

/** A play and the raw selection its rule will normalise. */
export interface Resolved {
  readonly play: PlayCode;
  readonly raw: string;
}
type Resolver = (value: string) => Resolved;

const as = (play: PlayCode): Resolver => (raw) => ({ play, raw });
const pattern: Resolver = (raw) => ({ play: raw.replace(/\*/g, '').length === 1 ? 'P3_ONE_POS' : 'P3_TWO_POS', raw });
const position = (index: number, code: 'H' | 'T' | 'U'): Partial<Record<ItemKind, Resolver>> => ({
  number: (digit) => ({ play: 'P3_ONE_POS', raw: ['*', '*', '*'].map((c, i) => (i === index ? digit : c)).join('') }),
  'two-sided': (side) => ({ play: 'P3_POS_TWO_SIDED', raw: `${code}:${side}` }),
});

/**
 * Which play an item means under a prefix: 特码 大 is TM_TWO_SIDED, 特码 马
 * is TM_ZODIAC, 平特 马 is PT_ZODIAC. An item a context has no entry for is
 * a diagnostic.
 */
export const RESOLVERS: Readonly<Record<PlayContext, Partial<Record<ItemKind, Resolver>>>> = {
  TM: {
    number: as('TM'), colour: as('TM_COLOUR'), 'two-sided': as('TM_TWO_SIDED'),
    zodiac: as('TM_ZODIAC'), tail: as('TM_TAIL'), head: as('TM_HEAD'),
  },
  TM_ZODIAC: { zodiac: as('TM_ZODIAC') },
  TM_TAIL: { number: as('TM_TAIL'), tail: as('TM_TAIL') },
  TM_HEAD: { number: as('TM_HEAD'), head: as('TM_HEAD') },
  TM_COLOUR: { colour: as('TM_COLOUR') },
  TM_TWO_SIDED: { 'two-sided': as('TM_TWO_SIDED') },
  ZM: { number: as('ZM') },
  PT_ZODIAC: { zodiac: as('PT_ZODIAC') },
  LM_2_ALL: { number: as('LM_2_ALL') },
  LM_3_ALL: { number: as('LM_3_ALL') },
  LM_3_2: { number: as('LM_3_2') },
  LM_2_SPECIAL: { number: as('LM_2_SPECIAL') },
  P3_DIRECT: { number: as('P3_DIRECT'), pattern },
  P3_GROUP3: { number: as('P3_GROUP3') },
  P3_GROUP6: { number: as('P3_GROUP6') },
  P3_SUM: { number: as('P3_SUM') },
  P3_SPAN: { number: as('P3_SPAN') },
  P3_POSITIONAL: { pattern },
  P3_POS_H: position(0, 'H'),
  P3_POS_T: position(1, 'T'),
  P3_POS_U: position(2, 'U'),
};

/** Contexts whose numbers form one compound line (LM plays), and that line's play. */
export const COMPOUND_PLAYS: Readonly<Partial<Record<PlayContext, PlayCode>>> = {
  LM_2_ALL: 'LM_2_ALL', LM_3_ALL: 'LM_3_ALL', LM_3_2: 'LM_3_2', LM_2_SPECIAL: 'LM_2_SPECIAL',
};

/** What a selection without a prefix means: bare numbers are special numbers (Mark Six) or direct bets (pick-3). */
export const DEFAULT_CONTEXT: Readonly<Record<GameCode, PlayContext>> = { MARK6: 'TM', PICK3: 'P3_DIRECT' };
