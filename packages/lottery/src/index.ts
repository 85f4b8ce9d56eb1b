/**
 * @drawdesk/lottery: the pure domain core of DrawDesk. Games as data, the
 * rule of every play type, settlement arithmetic, the order text parser,
 * the exposure analysis with its hedging strategies, and the risk desk (odds
 * drop, closing, payout caps, automatic lay-off, rebate-farming flags). No
 * I/O, no clock.
 */
export { LOTTERY_ERROR_CODES, LotteryError, type LotteryErrorCode } from './errors.js';
export { SCALE, applyRate, mulDivRound } from './money.js';
export {
  ZODIACS, ZODIAC_NAMES, DOMESTIC_ZODIACS, DEFAULT_ZODIAC_YEARS, addZodiacYear, animalOfYear,
  zodiacYearOn, zodiacMapFor, zodiacMapOn, zodiacOf,
  type Zodiac, type ZodiacYear, type ZodiacMap,
} from './zodiac.js';
export type { Game, GameCode, Locale, Names, OddsSlot, PlayCode, PlayType, SelectionKind, Mark6PlayCode, Pick3PlayCode } from './games/types.js';
export { GAMES, gameOf, playTypeOf, isPlayCode } from './games/index.js';
export { MARK6, MARK6_PLAY_TYPES } from './games/mark6.js';
export { PICK3, PICK3_PLAY_TYPES } from './games/pick3.js';
export { typicalOdds } from './games/typical-odds.js';
export { COLOURS, COLOUR_NUMBERS, colourOf, type Colour } from './games/mark6-colours.js';
export {
  TWO_SIDED, tailOf, headOf, digitSumOf, mark6Attributes, hasTwoSided, type TwoSided, type Mark6Attributes,
} from './games/mark6-attributes.js';
export type { Draw, Mark6Draw, Pick3Draw, Judgement, Result, OutcomeSets, OutcomeContext, Rule } from './rules/types.js';
export {
  ruleOf, validateSelection, judgeSelection, outcomeSets, winCounts, selectionsOf, combinationCount, MAX_COMBINATIONS, type SelectionCheck,
} from './rules/index.js';
export { mark6Draw, pick3Draw } from './rules/draws.js';
export {
  settleLine, settleJudgements, voidLine, splitShares,
  type Line, type LineTerms, type LineResult, type LineSettlement, type ShareLink, type AgentShare, type ShareSplit,
} from './settlement.js';
export { returnToPlayer, selectionReturn, combinationReturn, type ReturnRange, type ExactReturn } from './return-to-player.js';
export { parseOrderText } from './parser/parse.js';
export { groupNumbers, type NumberGroupKind } from './parser/plays.js';
export { formatOrderText } from './parser/format.js';
export { DEFAULT_BOOK_SETTINGS, MARKET_LABELS, type BookSettings, type LotteryInfo, type ParseContext } from './parser/settings.js';
export { DETAIL_CODES, DIAGNOSTIC_MESSAGES, hasErrors, severityOf, type DetailCode, type DetailParams, type Diagnostic, type DiagnosticCode, type DiagnosticDetail, type Severity } from './parser/diagnostics.js';
export type { ParseResult, ParseTotals, StatedTotal, DraftLine } from './parser/types.js';
export { analyseBook } from './analysis/analyse.js';
export { aggregatePositions, type LineColumns, type PositionGroup } from './analysis/aggregate.js';
export type {
  BookInput, BookAnalysis, BookSummary, Layoff, OutcomeRow, Position, SelectionRow, Strategy, StrategyResult,
} from './analysis/types.js';
export { riskKey, type RiskRefusal, type RiskRule } from './risk/refusal.js';
export { partyStakes, type ChainShare, type PartyStakes } from './risk/shares.js';
export {
  checkOddsDropRule, takeOdds, takeOrderOdds, oddsAt, handOdds, resetOdds, tierOdds, tierLineOdds, staleOddsRefusal,
  type OddsDropBasis, type OddsDropRule, type BoardOdds, type OddsChange, type OddsChangeCause, type OddsLine, type TakenOdds,
  type OddsMove, type OrderOddsLine, type TakenOrderOdds, type SeenOddsLine,
} from './risk/odds-drop.js';
export { PLAY_GROUPS, playGroupOf, type PlayGroup } from './risk/play-groups.js';
export {
  MAX_LEAD_MINUTES, capCounted, groupClosesAt, selectionState, closingRefusal,
  type SelectionFacts, type DrawClosing, type SelectionState, type ClosingLine,
} from './risk/closing.js';
export {
  combinationOdds, lineMaxPayout, orderPayoutRefusal, combinationPayouts, bookPayoutCheck, bookPayoutRefusal,
  type PayoutLine, type PayoutContext, type BookPayoutCheck,
} from './risk/payout.js';
export {
  autoLayoffs, keptKey,
  type PartyId, type LayoffCounterparty, type KeepRule, type AutoLayoffLine, type AutoLayoff, type PartyTake, type AutoLayoffResult,
} from './risk/auto-layoff.js';
export { DEFAULT_FARMING_OPTIONS, farmingFlags } from './risk/farming/index.js';
export type {
  FarmingLine, FarmingContext, FarmingOptions, CoverageFlag, OppositeFlag, FarmingFlag, FarmingResult,
} from './risk/farming/types.js';
