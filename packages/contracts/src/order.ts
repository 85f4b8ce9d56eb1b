import { Type, type Static } from 'typebox';
import { Bilingual, Id, ListQuery, Timestamp, Version } from './common.js';
import { DrawId, LotteryCode } from './lottery.js';
import { BasisPoints, Fen, Odds } from './money.js';
import { MONEY_MAX_FEN, ORDER_RULES } from './field-rules.js';

export const OrderStatus = Type.Union([
  Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('rejected'), Type.Literal('cancelled'), Type.Literal('settled'),
]);
export type OrderStatus = Static<typeof OrderStatus>;
export const OrderSource = Type.Union([Type.Literal('form'), Type.Literal('text'), Type.Literal('api')]);
export type OrderSource = Static<typeof OrderSource>;
/** A repeat series after its last copy: waiting for the operator, renewed, or dismissed. */
export const Renewal = Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('renewed'), Type.Literal('dismissed')]);
export type Renewal = Static<typeof Renewal>;

const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: ORDER_RULES.requestIdPattern });
const PlayCodeText = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_]+$' });
const Stake = Type.Integer({ minimum: 1, maximum: MONEY_MAX_FEN, description: 'integer fen, per combination' });
const Text = Type.String({ minLength: 1, maxLength: ORDER_RULES.textMax });
const Reason = Type.String({ minLength: 1, maxLength: ORDER_RULES.reasonMax });

/**
 * A line as a client sends it: play type, selection as written or canonical, stake per combination, and
 * its market when a text named one (`lottery`): a line without it goes to the order's `drawId`, a line of
 * another market to that market's open draw.
 */
export const OrderLineInput = Type.Object(
  {
    play: PlayCodeText,
    selection: Type.String({ minLength: 1, maxLength: ORDER_RULES.selectionMax }),
    stake: Stake,
    lottery: Type.Optional(LotteryCode),
    /**
     * The odds the operator was shown for the line (its first slot, x10,000): when the selection's odds have
     * moved since (another order crossed a step), the save is refused with a 409 naming the new odds.
     */
    seenOdds: Type.Optional(Odds),
  },
  { additionalProperties: false },
);
export type OrderLineInput = Static<typeof OrderLineInput>;

/**
 * `POST /order/parse`: a chat message read against a draw (or a lottery's open draw) without writing anything;
 * with `customerId`, that customer's own reading habits over the book's settings.
 */
export const OrderParseBody = Type.Object(
  { drawId: Type.Optional(DrawId), lottery: Type.Optional(LotteryCode), text: Type.String({ maxLength: ORDER_RULES.textMax }), customerId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type OrderParseBody = Static<typeof OrderParseBody>;

const Names = Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() });
export const DraftLine = Type.Object({
  slip: Type.Integer(),
  lottery: Type.String(),
  play: Type.String(),
  selection: Type.String(),
  stake: Type.Integer(),
  combinations: Type.Integer(),
  amount: Type.Integer(),
  start: Type.Integer(),
  end: Type.Integer(),
  /** The odds a line of the customer asked about gets now (its plan's, moved with the board), when one is given and the plan is the market's game. */
  odds: Type.Optional(Type.Array(Type.Integer())),
});
export type DraftLine = Static<typeof DraftLine>;
export const ParseDiagnostic = Type.Object({
  start: Type.Integer(),
  end: Type.Integer(),
  token: Type.String(),
  code: Type.String(),
  /** `error` blocks the booking until the text changes or a reading is picked; `note` is booked as read. */
  severity: Type.Union([Type.Literal('error'), Type.Literal('note')]),
  message: Names,
  /** Specifics as a code and its parameters (counts, numbers as written, money in fen, a play and selection): the console words them. */
  detail: Type.Optional(Type.Object({ code: Type.String(), params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))) })),
});
export type ParseDiagnostic = Static<typeof ParseDiagnostic>;
/** The open draw a market's lines go to. */
export const DraftDraw = Type.Object({ lottery: LotteryCode, drawId: DrawId, issue: Type.String() });
export type DraftDraw = Static<typeof DraftDraw>;
/**
 * A text read against a draw: its lines (each with its market), and `draws`, the open draw of every market
 * the lines need, the draw read against first (a market without one is a NO_OPEN_DRAW diagnostic).
 */
export const OrderDraft = Type.Object({
  drawId: DrawId,
  lottery: LotteryCode,
  issue: Type.String(),
  draws: Type.Array(DraftDraw),
  lines: Type.Array(DraftLine),
  diagnostics: Type.Array(ParseDiagnostic),
  totals: Type.Object({
    stake: Type.Integer(),
    lines: Type.Integer(),
    stated: Type.Array(Type.Object({ start: Type.Integer(), end: Type.Integer(), amount: Type.Integer(), read: Type.Integer() })),
  }),
});
export type OrderDraft = Static<typeof OrderDraft>;

/**
 * `POST /order/save`: the lines (a form, or the draft the operator confirmed) or the text alone (read
 * here; any diagnostic refuses it). Lines of several markets make one order per market's open draw, in
 * one transaction. `requestId` makes a retry or a double click the same order(s).
 */
export const OrderSave = Type.Object(
  {
    requestId: RequestId,
    customerId: Id,
    drawId: DrawId,
    text: Type.Optional(Text),
    lines: Type.Optional(Type.Array(OrderLineInput, { minItems: 1, maxItems: ORDER_RULES.linesMax })),
    repeat: Type.Optional(Type.Integer({ minimum: 0, maximum: ORDER_RULES.repeatMax })),
  },
  { additionalProperties: false },
);
export type OrderSave = Static<typeof OrderSave>;

/** One agent of a line's share chain at the time of the order, nearest the customer first. */
export const ShareLink = Type.Object({ agentId: Id, shareBp: BasisPoints, rebateBp: BasisPoints });
export type ShareLink = Static<typeof ShareLink>;

export const OrderLine = Type.Object({
  id: Type.Integer(),
  play: Type.String(),
  selection: Type.String(),
  stake: Fen,
  combinations: Type.Integer(),
  amount: Fen,
  odds1: Odds,
  odds2: Type.Union([Odds, Type.Null()]),
  rebateBp: BasisPoints,
  shareChain: Type.Array(ShareLink),
  result: Type.Union([Type.String(), Type.Null()]),
  payout: Type.Union([Type.Integer(), Type.Null()]),
  rebate: Type.Union([Type.Integer(), Type.Null()]),
  net: Type.Union([Type.Integer(), Type.Null()]),
});
export type OrderLine = Static<typeof OrderLine>;

export const Order = Type.Object({
  id: Id,
  orderNo: Type.String(),
  customerId: Id,
  customerCode: Type.String(),
  customerName: Type.String(),
  drawId: DrawId,
  lottery: LotteryCode,
  issue: Type.String(),
  source: OrderSource,
  status: OrderStatus,
  stake: Fen,
  lineCount: Type.Integer(),
  enteredBy: Type.String(),
  confirmedBy: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Bilingual, Type.Null()]),
  repeat: Type.Integer(),
  renewal: Renewal,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type Order = Static<typeof Order>;

/**
 * What `/order/save` answers: the first order (its markets in the order they first appear in the request)
 * and `orders`, every order the request made (the first of them equal to the top level).
 */
export const OrderSaved = Type.Intersect([Order, Type.Object({ orders: Type.Array(Order, { minItems: 1 }) })]);
export type OrderSaved = Static<typeof OrderSaved>;

export const OrderDetail = Type.Intersect([Order, Type.Object({ text: Type.Union([Type.String(), Type.Null()]), lines: Type.Array(OrderLine) })]);
export type OrderDetail = Static<typeof OrderDetail>;

/** Filters: draw, customer, status, source, order number, created from / up to. */
export const OrderListQuery = ListQuery(
  {
    drawId: Type.Optional(DrawId),
    customerId: Type.Optional(Id),
    status: Type.Optional(OrderStatus),
    source: Type.Optional(OrderSource),
    renewal: Type.Optional(Renewal),
    orderNo: Type.Optional(Type.String({ maxLength: 40 })),
    from: Type.Optional(Timestamp),
    to: Type.Optional(Timestamp),
  },
  ['id', 'createdAt', 'stake'] as const,
);
export type OrderListQuery = Static<typeof OrderListQuery>;
/** A page of orders with the totals of the whole filter (not only the page). */
export const OrderPage = Type.Object({
  list: Type.Array(Order),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  totals: Type.Object({ stake: Type.Integer() }),
});
export type OrderPage = Static<typeof OrderPage>;

export const OrderReason = Type.Object({ reason: Reason }, { additionalProperties: false });
export const OrderRenew = Type.Object({ repeat: Type.Integer({ minimum: 1, maximum: ORDER_RULES.repeatMax }) }, { additionalProperties: false });

/**
 * A refused order's 422 `LIMIT_EXCEEDED` details: which line (0-based, null for the whole order), the
 * rule, the limit and what is already taken (fen where money).
 */
export const LIMIT_RULES = ['draw-open', 'play-locked', 'min-stake', 'max-stake', 'max-per-selection', 'credit', 'customer-disabled'] as const;
export type LimitRule = (typeof LIMIT_RULES)[number];
export type LimitRefusal = { line: number | null; play: string | null; selection: string | null; rule: LimitRule; limit: number | null; taken: number | null; asked: number | null };
