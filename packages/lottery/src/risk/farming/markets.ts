import { selectionsOf } from '../../rules/index.js';

/**
 * The markets a group can cover: sets of selections of which exactly one wins on every draw (one per
 * drawn regular number for 正码), so that holding all of them at the same payout carries no risk.
 * Pick-3 position plays form one market per set of positions. Other plays (两面 sides, 组三/组六,
 * 平特, combinations) are no such partition; two-sided plays have their own check (opposite sides).
 */
const COVER_PLAYS = ['TM', 'TM_COLOUR', 'TM_ZODIAC', 'TM_TAIL', 'TM_HEAD', 'ZM', 'P3_DIRECT', 'P3_SUM', 'P3_SPAN', 'P3_ONE_POS', 'P3_TWO_POS'] as const;
const BY_POSITION = new Set<string>(['P3_ONE_POS', 'P3_TWO_POS']);

/** The market of a selection: the play, or the play and which positions it fixes (`P3_TWO_POS:dd*`). */
export const marketOf = (play: string, selection: string): string => (BY_POSITION.has(play) ? `${play}:${selection.replace(/\d/g, 'd')}` : play);

let markets: ReadonlyMap<string, { readonly play: string; readonly selections: readonly string[] }> | null = null;

/** Every cover market, by key, with its selections in order. */
export function coverMarkets(): ReadonlyMap<string, { readonly play: string; readonly selections: readonly string[] }> {
  if (!markets) {
    const built = new Map<string, { play: string; selections: string[] }>();
    for (const play of COVER_PLAYS) {
      for (const selection of selectionsOf(play)) {
        const key = marketOf(play, selection);
        const market = built.get(key) ?? { play, selections: [] };
        market.selections.push(selection);
        built.set(key, market);
      }
    }
    markets = built;
  }
  return markets;
}

/** Opposite sides of the two-sided plays: the special's five pairs, and each pick-3 position's two. */
export const OPPOSITE_SIDES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  TM_TWO_SIDED: [['BIG', 'SMALL'], ['ODD', 'EVEN'], ['SUM_ODD', 'SUM_EVEN'], ['TAIL_BIG', 'TAIL_SMALL'], ['DOMESTIC', 'WILD']],
  P3_POS_TWO_SIDED: ['H', 'T', 'U'].flatMap((p) => [[`${p}:BIG`, `${p}:SMALL`], [`${p}:ODD`, `${p}:EVEN`]] as const),
};
