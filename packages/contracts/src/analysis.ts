import { Type, type Static } from 'typebox';
import { Bilingual, Id, ListQuery, SaveBody, Timestamp, Version } from './common.js';
import { DrawId, LotteryCode } from './lottery.js';
import { BasisPoints, Fen, Odds } from './money.js';
import { MONEY_MAX_FEN } from './field-rules.js';

/** Bounds of analyses, strategies and lay-offs. */
/**
 * Names and notes; and what one owner (the company or an agent) may lay off on one draw: at most
 * `layoffsPerDraw` lay-offs that together pay back at most `layoffPayoutPerDraw` fen in their best outcomes,
 * so the owner's lay-off entry of the draw stays a safe integer whatever is saved.
 */
export const ANALYSIS_RULES = { nameMax: 60, upstreamMax: 60, noteMax: 200, layoffsPerDraw: 2000, layoffPayoutPerDraw: 1_000_000_000_000_000 } as const;

/**
 * A hedging strategy (docs/domain/analysis.md#strategies), in integer units: money in fen, odds x10,000, rates in bp.
 * keep-ratio keeps `keepBp` of every selection; stake-cap keeps at most `cap` per selection; loss-cap
 * lays off the least so that no outcome loses more than `maxLoss` at the upstream terms; uniform-keep
 * keeps the same stake everywhere, the largest that meets the cap.
 */
export const Strategy = Type.Union([
  Type.Object({ kind: Type.Literal('keep-ratio'), keepBp: BasisPoints }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('stake-cap'), cap: Fen }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('loss-cap'), maxLoss: Fen, upstreamOdds: Odds, upstreamRebateBp: BasisPoints }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('uniform-keep'), maxLoss: Fen, upstreamOdds: Odds, upstreamRebateBp: BasisPoints }, { additionalProperties: false }),
]);
export type Strategy = Static<typeof Strategy>;
export type StrategyKind = Strategy['kind'];

/**
 * Whose part of the book an analysis looks at. `agentId: null` is the company (Admin only); an agent is
 * that agent's subtree (a User: its own agent or one below it). `share: 'kept'` weighs each line by the
 * part the scope carries (the company: what the agents' shares leave; an agent: its share and those of
 * the agents below it on the line's chain); `'gross'` counts the scope's lines in full.
 */
export const AnalysisScope = Type.Object(
  { agentId: Type.Union([Id, Type.Null()]), share: Type.Union([Type.Literal('kept'), Type.Literal('gross')]) },
  { additionalProperties: false },
);
export type AnalysisScope = Static<typeof AnalysisScope>;

const Name = Type.String({ minLength: 1, maxLength: ANALYSIS_RULES.nameMax });

/** A saved, named strategy. `agentId` null: the company's (Admins edit it, Users may use it). */
export const AnalysisStrategy = Type.Object({
  id: Id,
  name: Type.String(),
  strategy: Strategy,
  agentId: Type.Union([Id, Type.Null()]),
  agentName: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
  updatedAt: Timestamp,
  version: Version,
});
export type AnalysisStrategy = Static<typeof AnalysisStrategy>;
export const StrategyListQuery = ListQuery({ keyword: Type.Optional(Type.String({ maxLength: ANALYSIS_RULES.nameMax })) }, ['id', 'name'] as const);
export type StrategyListQuery = Static<typeof StrategyListQuery>;
/** Create (no id) or update (id + version); `agentId` omitted: the company's for an Admin, the User's own agent's. */
export const StrategySave = SaveBody({ name: Name, strategy: Strategy, agentId: Type.Optional(Type.Union([Id, Type.Null()])) });
export type StrategySave = Static<typeof StrategySave>;

/** `POST /analysis/run`: a saved strategy or one given inline (or none: the exposure only). */
export const AnalysisRunBody = Type.Object(
  {
    drawId: DrawId,
    strategyId: Type.Optional(Id),
    strategy: Type.Optional(Strategy),
    scope: Type.Optional(AnalysisScope),
  },
  { additionalProperties: false },
);
export type AnalysisRunBody = Static<typeof AnalysisRunBody>;

export const AnalysisStatus = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]);
export type AnalysisStatus = Static<typeof AnalysisStatus>;

/** One run as listed: what it analysed and, once done, the worst case before and after the suggested lay-offs. */
export const Analysis = Type.Object({
  id: Id,
  drawId: DrawId,
  lottery: LotteryCode,
  issue: Type.String(),
  game: Type.String(),
  strategyName: Type.Union([Type.String(), Type.Null()]),
  strategy: Type.Union([Strategy, Type.Null()]),
  scope: AnalysisScope,
  scopeName: Type.Union([Type.String(), Type.Null()]),
  status: AnalysisStatus,
  error: Type.Union([Bilingual, Type.Null()]),
  lines: Type.Union([Type.Integer(), Type.Null()]),
  maxLossBefore: Type.Union([Type.Integer(), Type.Null()]),
  maxLossAfter: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.String(),
  createdAt: Timestamp,
  finishedAt: Type.Union([Timestamp, Type.Null()]),
  /** From the moment it was queued to the stored result. */
  durationMs: Type.Union([Type.Integer(), Type.Null()]),
  /** Suggested lay-offs already turned into planned ones. */
  applied: Type.Boolean(),
});
export type Analysis = Static<typeof Analysis>;
export const AnalysisListQuery = ListQuery(
  { drawId: Type.Optional(DrawId), status: Type.Optional(AnalysisStatus) },
  ['id', 'createdAt'] as const,
);
export type AnalysisListQuery = Static<typeof AnalysisListQuery>;

export const BookSummary = Type.Object({
  turnover: Type.Integer(),
  rebate: Type.Integer(),
  layoffStake: Type.Integer(),
  layoffRebate: Type.Integer(),
  expected: Type.Integer(),
  worst: Type.Integer(),
  maxLoss: Type.Integer(),
  maxLossOutcome: Type.String(),
  bestCase: Type.Integer(),
  bestCaseOutcome: Type.String(),
  guaranteedProfit: Type.Integer(),
});
export type BookSummary = Static<typeof BookSummary>;
/** N(outcome) before and after the suggested lay-offs (docs/domain/analysis.md#the-exposure-of-a-book). */
export const OutcomeRow = Type.Object({
  outcome: Type.String(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  net: Type.Integer(),
  layoff: Type.Integer(),
  netAfter: Type.Integer(),
});
export type OutcomeRow = Static<typeof OutcomeRow>;
export const SelectionRow = Type.Object({
  play: Type.String(),
  selection: Type.String(),
  lines: Type.Integer(),
  stake: Type.Integer(),
  keptStake: Type.Integer(),
  layoff: Type.Integer(),
  payout: Type.Integer(),
});
export type SelectionRow = Static<typeof SelectionRow>;
/** A lay-off as terms (a suggestion, or one counted in the analysis). */
export const LayoffTerms = Type.Object({
  play: Type.String(),
  selection: Type.String(),
  stake: Type.Integer(),
  odds: Type.Integer(),
  odds2: Type.Optional(Type.Integer()),
  rebateBp: Type.Integer(),
});
export type LayoffTerms = Static<typeof LayoffTerms>;

/** The stored result of a run: the exposure of the scope's book and what the strategy suggests. */
export const AnalysisResult = Type.Object({
  game: Type.String(),
  lunarYear: Type.Optional(Type.Integer()),
  outcomes: Type.Array(OutcomeRow),
  summary: Type.Object({ before: BookSummary, after: BookSummary }),
  /** The selections with the most stake (at most 200), per play. */
  selections: Type.Array(SelectionRow),
  multi: Type.Object({ exact: Type.Literal(false), note: Type.String(), turnover: Type.Integer(), rebate: Type.Integer(), topCombinations: Type.Array(SelectionRow) }),
  strategy: Type.Optional(
    Type.Object({ kind: Type.String(), feasible: Type.Boolean(), reason: Type.Optional(Type.String()), keepLevel: Type.Optional(Type.Integer()) }),
  ),
  suggestedLayoffs: Type.Array(LayoffTerms),
  /** Placed lay-offs of the scope counted in `before`. */
  layoffs: Type.Array(LayoffTerms),
});
export type AnalysisResult = Static<typeof AnalysisResult>;
export const AnalysisDetail = Type.Intersect([Analysis, Type.Object({ result: Type.Union([AnalysisResult, Type.Null()]) })]);
export type AnalysisDetail = Static<typeof AnalysisDetail>;

/** `GET /analysis/live?drawId=`: the book as it stands, without a job. */
export const LiveQuery = Type.Object(
  { drawId: DrawId, agentId: Type.Optional(Id), share: Type.Optional(Type.Union([Type.Literal('kept'), Type.Literal('gross')])) },
  { additionalProperties: false },
);
export type LiveQuery = Static<typeof LiveQuery>;
export const LiveExposure = Type.Object({
  drawId: DrawId,
  game: Type.String(),
  scope: AnalysisScope,
  lines: Type.Integer(),
  summary: BookSummary,
  outcomes: Type.Array(Type.Object({ outcome: Type.String(), stake: Type.Integer(), net: Type.Integer() })),
  /** The selections with the most stake, at most 10. */
  top: Type.Array(SelectionRow),
  at: Timestamp,
});
export type LiveExposure = Static<typeof LiveExposure>;

export const LayoffStatus = Type.Union([Type.Literal('planned'), Type.Literal('placed'), Type.Literal('settled')]);
export type LayoffStatus = Static<typeof LayoffStatus>;
/** A hedge placed upstream (docs/domain/analysis.md#lay-offs): a negative position of its scope (the company, or an agent that may lay off). */
export const Layoff = Type.Object({
  id: Id,
  drawId: DrawId,
  lottery: LotteryCode,
  issue: Type.String(),
  agentId: Type.Union([Id, Type.Null()]),
  agentName: Type.Union([Type.String(), Type.Null()]),
  play: Type.String(),
  selection: Type.String(),
  stake: Type.Integer(),
  odds: Type.Integer(),
  odds2: Type.Union([Type.Integer(), Type.Null()]),
  rebateBp: Type.Integer(),
  upstream: Type.String(),
  status: LayoffStatus,
  analysisId: Type.Union([Id, Type.Null()]),
  /** An automatic lay-off (the risk desk): the order whose excess it is; null for one entered by hand or from a run. */
  orderId: Type.Union([Id, Type.Null()]),
  /** Laid off to the upline (placed at once; its book carries it): `uplineAgentId`, null for the company. */
  toUpline: Type.Boolean(),
  uplineAgentId: Type.Union([Id, Type.Null()]),
  uplineAgentName: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
  createdBy: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type Layoff = Static<typeof Layoff>;
export const LayoffListQuery = ListQuery(
  { drawId: Type.Optional(DrawId), status: Type.Optional(LayoffStatus), analysisId: Type.Optional(Id) },
  ['id', 'stake'] as const,
);
export type LayoffListQuery = Static<typeof LayoffListQuery>;
const Upstream = Type.String({ maxLength: ANALYSIS_RULES.upstreamMax });
/** A lay-off entered by hand (no id), or a planned one edited (id + version; only while planned). */
export const LayoffSave = SaveBody(
  {
    drawId: DrawId,
    agentId: Type.Optional(Type.Union([Id, Type.Null()])),
    play: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_]+$' }),
    selection: Type.String({ minLength: 1, maxLength: 200 }),
    stake: Type.Integer({ minimum: 1, maximum: MONEY_MAX_FEN }),
    odds: Odds,
    odds2: Type.Optional(Odds),
    rebateBp: BasisPoints,
    upstream: Upstream,
    note: Type.Optional(Type.String({ maxLength: ANALYSIS_RULES.noteMax })),
  },
);
export type LayoffSave = Static<typeof LayoffSave>;
/** planned -> placed (sent upstream) -> settled comes with settlement; planned ones may be removed. */
export const LayoffStatusBody = Type.Object({ status: Type.Literal('placed'), version: Version }, { additionalProperties: false });
export type LayoffStatusBody = Static<typeof LayoffStatusBody>;
export const LayoffApplyBody = Type.Object({ analysisId: Id, upstream: Type.Optional(Upstream) }, { additionalProperties: false });
export type LayoffApplyBody = Static<typeof LayoffApplyBody>;
