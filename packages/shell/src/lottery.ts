/**
 * @drawdesk/shell/lottery: the domain core's rules the remotes use (games and plays, selections, zodiac and
 * colours, the order text reader), one copy for the console. The host provides this entry to remotes under the
 * shell's version (packages/mf-config: a remote built against another shell major is refused before it loads),
 * so every remote reads, checks and shows orders by the same rules; it is downloaded with the first remote page
 * that uses it. Part of the contract with remotes (README): a name added here is a minor version.
 */
export {
  GAMES,
  PLAY_GROUPS,
  ruleOf,
  isPlayCode,
  playTypeOf,
  selectionsOf,
  validateSelection,
  combinationCount,
  groupNumbers,
  parseOrderText,
  COLOURS,
  TWO_SIDED,
  colourOf,
  ZODIACS,
  ZODIAC_NAMES,
  animalOfYear,
  zodiacMapFor,
  zodiacMapOn,
  type Colour,
  type GameCode,
  type NumberGroupKind,
  type PlayCode,
  type SelectionKind,
  type TwoSided,
  type Zodiac,
  type ZodiacMap,
  type ZodiacYear,
} from '@drawdesk/lottery';
