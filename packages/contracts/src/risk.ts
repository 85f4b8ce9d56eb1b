import { Type, type Static } from 'typebox';
import { Id, ListQuery, Timestamp, Version } from './common.js';
import { MONEY_MAX_FEN } from './field-rules.js';
import { DrawId, LotteryCode } from './lottery.js';
import { BasisPoints, Fen, Odds } from './money.js';
import type { LimitRefusal } from './order.js';

/**
 * The risk desk (the `/risk` routes): odds that drop with the stake, selections closed by hand, by their play
 * group or at a cap, payout caps, automatic lay-off and rebate-farming flags. Money in fen, odds
 * x10,000, rates in bp; every field bounded.
 */
export const RISK_RULES = {
  reasonMax: 200,
  /** Selections closed or opened in one request (a pick-3 market has 1,000). */
  selectionsMax: 1000,
  selectionMax: 200,
  upstreamMax: 60,
  /** A play group may close up to a day before its draw. */
  leadMinutesMax: 1440,
  /** Odds changes of one selection the board returns, the latest last. */
  historyMax: 200,
  /** Odds 1: a floor below it would pay back less than the stake. */
  floorMin: 10_000,
  /** Selections one board shows (every selection of a single-outcome play fits: a pick-3 market has 1,000). */
  boardRowsMax: 1000,
} as const;

/** The rules a refused order line names (its 422 details' `rule`), beside the order rules. */
export const RISK_LIMIT_RULES = ['selection-closed', 'group-closed', 'cap-per-selection', 'order-payout-cap', 'selection-payout-cap', 'stale-odds'] as const;
export type RiskLimitRule = (typeof RISK_LIMIT_RULES)[number];

/**
 * An order refused by the risk desk: the 422 `LIMIT_EXCEEDED` details (a 409 `CONFLICT` for `stale-odds`),
 * shaped like an order rule's with what the rule adds: the hand's `reason`, the time the play group closed
 * (`closesAt`), the combination over its payout cap, the odds the line gets now (`odds`, x10,000).
 */
export type RiskRefusalDetails = Omit<LimitRefusal, 'rule'> & { rule: RiskLimitRule; reason?: string; closesAt?: string; combination?: string; odds?: number };

const PlayCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_]+$' });
const Selection = Type.String({ minLength: 1, maxLength: RISK_RULES.selectionMax });
const Reason = Type.String({ minLength: 1, maxLength: RISK_RULES.reasonMax });
const PositiveFen = Type.Integer({ minimum: 1, maximum: MONEY_MAX_FEN, description: 'integer fen' });
const Floor = Type.Integer({ minimum: RISK_RULES.floorMin, maximum: 100_000_000, description: 'odds x10,000, at least 1' });

/** What an odds drop counts: the whole book's stake on the selection, or the company's part of it. */
export const OddsDropBasis = Type.Union([Type.Literal('total'), Type.Literal('kept')]);
export type OddsDropBasis = Static<typeof OddsDropBasis>;

const RiskRuleFields = {
  lottery: LotteryCode,
  play: PlayCode,
  basis: OddsDropBasis,
  /** Stake per step (fen). */
  step: PositiveFen,
  /** Odds taken off at each step. */
  drop: Odds,
  /** The lowest odds a drop reaches (the server checks it is not above the play's base odds). */
  floor: Floor,
  /** The book's cap per selection of a draw: at it the selection closes (null: none). */
  capPerSelection: Type.Union([PositiveFen, Type.Null()]),
  enabled: Type.Boolean(),
};

/** `POST /risk/rule/save` (Admin): a lottery's rule for one play; `version` when it updates the one read. */
export const RiskRuleSave = Type.Object({ ...RiskRuleFields, version: Type.Optional(Version) }, { additionalProperties: false });
export type RiskRuleSave = Static<typeof RiskRuleSave>;
export const RiskRule = Type.Object({ ...RiskRuleFields, updatedBy: Type.String(), updatedAt: Timestamp, version: Version });
export type RiskRule = Static<typeof RiskRule>;
/** `GET /risk/rule/list?lottery=`: a lottery's rules, one per play at most. */
export const RiskRuleListQuery = Type.Object({ lottery: LotteryCode }, { additionalProperties: false });
export type RiskRuleListQuery = Static<typeof RiskRuleListQuery>;

/** `POST /risk/close` and `POST /risk/open`: selections of a draw's play, by hand, with the reason (audited). */
export const RiskCloseBody = Type.Object(
  { drawId: DrawId, play: PlayCode, selections: Type.Array(Selection, { minItems: 1, maxItems: RISK_RULES.selectionsMax, uniqueItems: true }), reason: Reason },
  { additionalProperties: false },
);
export type RiskCloseBody = Static<typeof RiskCloseBody>;
export const RiskOpenBody = RiskCloseBody;
export type RiskOpenBody = RiskCloseBody;

export const LayoffCounterparty = Type.Union([Type.Literal('upline'), Type.Literal('external')]);
export type LayoffCounterparty = Static<typeof LayoffCounterparty>;

const AutoLayoffFields = {
  /** The agent that lays off (one that may), or null: the company (Admin only; external only). */
  agentId: Type.Union([Id, Type.Null()]),
  play: PlayCode,
  /** The most stake kept on one selection of the play in a draw (fen). */
  keepMax: Fen,
  counterparty: LayoffCounterparty,
  /** External counterparty's name and terms (required when external). */
  upstream: Type.Optional(Type.String({ minLength: 1, maxLength: RISK_RULES.upstreamMax })),
  odds: Type.Optional(Odds),
  rebateBp: Type.Optional(BasisPoints),
  enabled: Type.Boolean(),
};

/** `POST /risk/auto-layoff/save`: one party's keep-at-most for one play; `version` when it updates. */
export const AutoLayoffSave = Type.Object({ ...AutoLayoffFields, version: Type.Optional(Version) }, { additionalProperties: false });
export type AutoLayoffSave = Static<typeof AutoLayoffSave>;
export const AutoLayoffRule = Type.Object({
  ...AutoLayoffFields,
  agentName: Type.Union([Type.String(), Type.Null()]),
  updatedBy: Type.String(),
  updatedAt: Timestamp,
  version: Version,
});
export type AutoLayoffRule = Static<typeof AutoLayoffRule>;
/** `POST /risk/auto-layoff/list`: the rules in the caller's scope (the company's: Admins), by party and play. */
export const AutoLayoffListQuery = ListQuery({ agentId: Type.Optional(Type.Union([Id, Type.Null()])), play: Type.Optional(PlayCode) }, ['play'] as const);
export type AutoLayoffListQuery = Static<typeof AutoLayoffListQuery>;

/**
 * Book settings the desk adds (`/setting/book`): the most one order may pay out (its lines at their
 * best, added up) and the most one selection or combination may pay out across the book; null: none.
 */
export const PayoutCaps = Type.Object(
  { orderPayoutCap: Type.Union([PositiveFen, Type.Null()]), selectionPayoutCap: Type.Union([PositiveFen, Type.Null()]) },
  { additionalProperties: false },
);
export type PayoutCaps = Static<typeof PayoutCaps>;

const LeadMinutes = Type.Optional(Type.Integer({ minimum: 0, maximum: RISK_RULES.leadMinutesMax }));

/**
 * A lottery's play groups that close before the draw: minutes early, by group code, the domain core's
 * `PLAY_GROUPS` (特码 SPECIAL, 正码 REGULAR, 连码 LINKED, 平特 ANY, 连肖 LINKED_ZODIAC, 不中 MISS, 排列三 PICK3).
 */
export const PlayGroupLeads = Type.Object(
  { SPECIAL: LeadMinutes, REGULAR: LeadMinutes, LINKED: LeadMinutes, ANY: LeadMinutes, LINKED_ZODIAC: LeadMinutes, MISS: LeadMinutes, PICK3: LeadMinutes },
  { additionalProperties: false },
);
export type PlayGroupLeads = Static<typeof PlayGroupLeads>;
/** Every lottery's leads, by lottery code (`{"HK6": {"REGULAR": 5}}`); a lottery not listed has none. */
export const GroupLeadsByLottery = Type.Object({ HK6: Type.Optional(PlayGroupLeads), MO6: Type.Optional(PlayGroupLeads), P3: Type.Optional(PlayGroupLeads) }, { additionalProperties: false });
export type GroupLeadsByLottery = Static<typeof GroupLeadsByLottery>;

/** `GET /risk/board?drawId=&play=` */
export const RiskBoardQuery = Type.Object({ drawId: DrawId, play: PlayCode }, { additionalProperties: false });
export type RiskBoardQuery = Static<typeof RiskBoardQuery>;

export const OddsChangeCause = Type.Union([Type.Literal('step'), Type.Literal('hand'), Type.Literal('reset')]);
export type OddsChangeCause = Static<typeof OddsChangeCause>;
/** One change of a selection's current odds; `by` is who (a step: null, the order's doing). */
export const OddsChange = Type.Object({ at: Timestamp, old: Type.Integer(), new: Type.Integer(), cause: OddsChangeCause, by: Type.Union([Type.String(), Type.Null()]) });
export type OddsChange = Static<typeof OddsChange>;

/** Open, or closed: by hand (who, why), by its play group (when), or at the cap per selection. */
export const SelectionState = Type.Union([
  Type.Object({ state: Type.Literal('open') }),
  Type.Object({ state: Type.Literal('closed'), cause: Type.Literal('hand'), reason: Type.String(), by: Type.String(), at: Timestamp }),
  Type.Object({ state: Type.Literal('closed'), cause: Type.Literal('group'), group: Type.String(), closesAt: Timestamp }),
  Type.Object({ state: Type.Literal('closed'), cause: Type.Literal('cap'), cap: Type.Integer(), stake: Type.Integer() }),
]);
export type SelectionState = Static<typeof SelectionState>;

export const RiskBoardRow = Type.Object({
  selection: Type.String(),
  baseOdds: Type.Integer(),
  currentOdds: Type.Integer(),
  /** The latest changes, oldest first (at most historyMax). */
  history: Type.Array(OddsChange, { maxItems: RISK_RULES.historyMax }),
  stake: Type.Integer(),
  /** The viewer's kept stake after automatic lay-offs (docs/domain/analysis.md#automatic-lay-off-in-the-order-save). */
  keptStake: Type.Integer(),
  cap: Type.Union([Type.Integer(), Type.Null()]),
  /** The stake the cap counts over the cap, bp (null without a cap). */
  capUsedBp: Type.Union([Type.Integer(), Type.Null()]),
  /** The book's stake when an operator last reopened the selection at its cap (0: never); the cap counts the stake above it. */
  capFrom: Type.Integer(),
  state: SelectionState,
  /** The automatic lay-offs made on the selection in the viewer's scope. */
  autoLayoffs: Type.Object({ count: Type.Integer(), stake: Type.Integer(), planned: Type.Integer() }),
});
export type RiskBoardRow = Static<typeof RiskBoardRow>;
export const RiskBoard = Type.Object({
  drawId: DrawId,
  lottery: LotteryCode,
  issue: Type.String(),
  play: Type.String(),
  /** The play's group and when it stops taking lines. */
  group: Type.String(),
  groupClosesAt: Timestamp,
  rule: Type.Union([RiskRule, Type.Null()]),
  rows: Type.Array(RiskBoardRow, { maxItems: RISK_RULES.boardRowsMax }),
  /** A play of combinations holds more selections than a board shows: the ones with the most stake are shown. */
  truncated: Type.Boolean(),
  at: Timestamp,
});
export type RiskBoard = Static<typeof RiskBoard>;

/** `GET /risk/alerts?drawId=` */
export const RiskAlertsQuery = Type.Object({ drawId: DrawId }, { additionalProperties: false });
export type RiskAlertsQuery = Static<typeof RiskAlertsQuery>;

const AlertCustomer = Type.Object({ customerId: Id, code: Type.String(), name: Type.String() });
/** A group that splits a market at a similar payout: each member, what they cover, what is left out. */
export const CoverageAlert = Type.Object({
  kind: Type.Literal('coverage'),
  play: Type.String(),
  market: Type.String(),
  customers: Type.Array(Type.Intersect([AlertCustomer, Type.Object({ selections: Type.Integer(), stake: Type.Integer() })])),
  selections: Type.Integer(),
  covered: Type.Integer(),
  missing: Type.Array(Type.String()),
  stake: Type.Integer(),
  payout: Type.Object({ min: Type.Integer(), median: Type.Integer(), max: Type.Integer() }),
});
export type CoverageAlert = Static<typeof CoverageAlert>;
/** A pair taking opposite sides with matched stakes: each pair of sides and the two stakes. */
export const OppositeAlert = Type.Object({
  kind: Type.Literal('opposite'),
  play: Type.String(),
  customers: Type.Array(Type.Intersect([AlertCustomer, Type.Object({ stake: Type.Integer() })]), { minItems: 2, maxItems: 2 }),
  matched: Type.Integer(),
  matches: Type.Array(Type.Object({ sides: Type.Array(Type.String()), stakes: Type.Array(Type.Integer()) })),
});
export type OppositeAlert = Static<typeof OppositeAlert>;
export const RiskAlerts = Type.Object({
  drawId: DrawId,
  flags: Type.Array(Type.Union([CoverageAlert, OppositeAlert])),
  /** The search stopped early or the list was cut: there may be more. */
  truncated: Type.Boolean(),
  /** When the draw's book was last checked (null: not yet). */
  checkedAt: Type.Union([Timestamp, Type.Null()]),
  at: Timestamp,
});
export type RiskAlerts = Static<typeof RiskAlerts>;
