import { isPlayCode, outcomeSets, playTypeOf, ruleOf, selectionsOf, typicalOdds, type ZodiacMap } from '@drawdesk/lottery';

/**
 * The odds a selection's board starts from (its base until an order or an operator moves it): the typical
 * tier-A odds of the slot the selection wins at (红波 its second slot, the year's animal its own), or the
 * play's main slot where a selection holds combinations or the draw's animals are not known. An odds drop
 * moves every plan's odds by what the board dropped (`tierOdds`), so the base is the reference of the drop,
 * not anyone's price.
 */
export function referenceOdds(play: string, selection: string, zodiac: ZodiacMap | undefined): number {
  const slots = typicalOdds(play, selection, { zodiac });
  const main = slots[0]!;
  if (playTypeOf(play).pick !== undefined || !ruleOf(play).sets) return main;
  try {
    return slots[outcomeSets(play, selection, { zodiac }).oddsSlot] ?? main;
  } catch {
    // A zodiac play on a draw whose lunar year is not in the table: its main slot.
    return main;
  }
}

/**
 * The highest floor a rule of the play may set: the lowest base any of its selections can have (every
 * odds slot of the play; a play priced by selection, its lowest-priced selection), so no selection starts
 * under the floor.
 */
export function floorCeiling(play: string): number {
  if (!isPlayCode(play)) throw new RangeError(`${play} is not a play`);
  const type = playTypeOf(play);
  if (type.typicalReturnBp === undefined) return Math.min(...type.oddsSlots.map((slot) => slot.typicalOdds ?? Number.MAX_SAFE_INTEGER));
  return Math.min(...selectionsOf(play).map((selection) => Math.min(...typicalOdds(play, selection))));
}

/**
 * The selections a board lists whether or not the book holds them: every one of a play of single
 * selections (49 numbers, 12 animals, 1,000 pick-3 numbers); null for plays of combinations, whose board
 * lists what the book holds.
 */
export const listedSelections = (play: string): readonly string[] | null => (playTypeOf(play).pick === undefined ? selectionsOf(play) : null);
