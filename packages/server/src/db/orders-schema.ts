import { sql } from 'drizzle-orm';
import { bigserial, bigint, boolean, check, index, integer, jsonb, pgTable, pgView, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Bilingual, GroupLeadsByLottery } from '@drawdesk/contracts';
import { at, money } from './columns.js';
import { agents, customers } from './core-schema.js';
import { draws } from './draws-schema.js';

export const ORDER_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled', 'settled'] as const;
export const ORDER_SOURCES = ['form', 'text', 'api'] as const;
export const RENEWALS = ['none', 'pending', 'renewed', 'dismissed'] as const;

/**
 * An order (docs/domain/orders.md#taking-an-order). `requestId` is the client's idempotency key, unique per user who entered it and
 * `requestPart` (a request over several markets makes one order per market's draw: parts 0, 1 …);
 * a repeat series is the orders sharing `seriesId` (the first order's id), `repeatLeft` copies still to place.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The customer's agent when the order was taken: the scope of the order. */
    agentId: integer('agent_id').notNull(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    source: text('source', { enum: ORDER_SOURCES }).notNull(),
    text: text('text'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    stake: money('stake').notNull(),
    lineCount: integer('line_count').notNull(),
    requestId: text('request_id').notNull(),
    requestPart: integer('request_part').notNull().default(0),
    enteredBy: integer('entered_by').notNull(),
    enteredByName: text('entered_by_name').notNull(),
    confirmedBy: integer('confirmed_by'),
    confirmedByName: text('confirmed_by_name'),
    reason: jsonb('reason').$type<Bilingual>(),
    seriesId: integer('series_id'),
    repeatLeft: integer('repeat_left').notNull().default(0),
    renewal: text('renewal', { enum: RENEWALS }).notNull().default('none'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    uniqueIndex('orders_request').on(t.enteredBy, t.requestId, t.requestPart),
    index('orders_draw_status').on(t.drawId, t.status),
    // With the draw: a customer's open stake reads its accepted orders of the draws not settled yet only.
    index('orders_customer_status').on(t.customerId, t.status, t.drawId),
    index('orders_agent').on(t.agentId, t.id),
    index('orders_created').on(t.createdAt),
    check('orders_stake', sql`${t.stake} > 0 AND ${t.lineCount} > 0`),
    check('orders_repeat', sql`${t.repeatLeft} >= 0`),
  ],
);

/** A line: its terms are snapshots of the plan and the agent chain at the time of the order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    drawId: integer('draw_id').notNull(),
    play: text('play').notNull(),
    selection: text('selection').notNull(),
    /** Per combination. */
    stake: money('stake').notNull(),
    combinations: integer('combinations').notNull(),
    amount: money('amount').notNull(),
    odds1: integer('odds1').notNull(),
    odds2: integer('odds2'),
    rebateBp: integer('rebate_bp').notNull(),
    shareChain: jsonb('share_chain').$type<{ agentId: number; shareBp: number; rebateBp: number }[]>().notNull(),
    /** What the company keeps of the line: 10000 less the chain's shares (analysis weighs the company's book by it). */
    keptBp: integer('kept_bp').notNull().default(10000),
  },
  (t) => [index('order_lines_order').on(t.orderId), index('order_lines_draw_play').on(t.drawId, t.play, t.selection), check('order_lines_amount', sql`${t.amount} = ${t.stake} * ${t.combinations}`)],
);

/** A line's result on one result version: the stored rows and the view that reads them with the derived ones. */
const lineResultColumns = () => ({
  lineId: bigint('line_id', { mode: 'number' }).notNull(),
  resultVersion: integer('result_version').notNull(),
  drawId: integer('draw_id').notNull(),
  customerId: integer('customer_id').notNull(),
  result: text('result', { enum: ['win', 'lose', 'tie', 'void'] }).notNull(),
  /** The line's stake (per combination x combinations). */
  amount: money('amount').notNull(),
  payout: money('payout').notNull(),
  rebate: money('rebate').notNull(),
  net: money('net').notNull(),
});

/**
 * Lines' results written one row per line, by settlements made before `selection_results` (kept as they
 * were: `settled_lines` reads them with the derived ones). Settlement writes no row here any more.
 */
export const lineResults = pgTable(
  'line_results',
  lineResultColumns(),
  (t) => [primaryKey({ columns: [t.lineId, t.resultVersion] }), index('line_results_draw').on(t.drawId, t.resultVersion, t.customerId)],
);

/**
 * A selection judged on one result version of its draw (0: a void draw's refund), written by settlement,
 * never edited: the won combinations per odds slot, the ties and the combinations judged (all null on a
 * refund). Every line on the selection settles from this row and its own terms (`judged_lines`, a view in
 * drizzle/0018_judged_lines.sql), so a draw of a million lines writes a few hundred rows, not a million.
 */
export const selectionResults = pgTable(
  'selection_results',
  {
    drawId: integer('draw_id').notNull(),
    resultVersion: integer('result_version').notNull(),
    play: text('play').notNull(),
    selection: text('selection').notNull(),
    wins1: integer('wins1'),
    wins2: integer('wins2'),
    ties: integer('ties'),
    combinations: integer('combinations'),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.resultVersion, t.play, t.selection] }),
    check('selection_results_judged', sql`(${t.combinations} IS NULL) = (${t.wins1} IS NULL) AND (${t.wins1} IS NULL) = (${t.wins2} IS NULL) AND (${t.wins2} IS NULL) = (${t.ties} IS NULL)`),
  ],
);

/**
 * Every line's result per result version of its draw: the derived ones (`judged_lines`) and those stored
 * per line before (`line_results`). A line stands settled on its draw's `settled_version`. Created by
 * drizzle/0018_judged_lines.sql; read-only.
 */
export const settledLines = pgView('settled_lines', lineResultColumns()).existing();

/**
 * The book: what accepted orders hold per draw, play and selection, kept in the transaction of each accept
 * and cancel. Its rows are also the risk desk's board (docs/domain/analysis.md, the risk desk), so an order reads and moves both
 * under the one row lock it takes: the company's part of the stake (`kept`, by the chain's shares), the
 * odds (`odds_base` and `odds_current`, null until an order or an operator first moves them: then the
 * base is the selection's reference odds and the current equal to it) and a closing by hand (who, why,
 * when; null while open).
 */
export const book = pgTable(
  'book',
  {
    drawId: integer('draw_id').notNull(),
    play: text('play').notNull(),
    selection: text('selection').notNull(),
    stake: money('stake').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    kept: money('kept').notNull().default(0),
    oddsBase: integer('odds_base'),
    oddsCurrent: integer('odds_current'),
    closedAt: at('closed_at'),
    closedBy: integer('closed_by'),
    closedByName: text('closed_by_name'),
    closedReason: text('closed_reason'),
    /** The stake when an operator last reopened the selection at its cap: the cap per selection counts the stake above it. */
    capFrom: money('cap_from').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.play, t.selection] }),
    check('book_non_negative', sql`${t.stake} >= 0 AND ${t.lines} >= 0`),
    check('book_kept', sql`${t.kept} >= 0 AND ${t.capFrom} >= 0`),
    check('book_odds', sql`(${t.oddsBase} IS NULL) = (${t.oddsCurrent} IS NULL) AND ${t.oddsCurrent} > 0 AND ${t.oddsCurrent} <= ${t.oddsBase}`),
    check('book_closed', sql`(${t.closedAt} IS NULL) = (${t.closedReason} IS NULL) AND (${t.closedAt} IS NULL) = (${t.closedByName} IS NULL)`),
  ],
);

export const LEDGER_KINDS = ['payment', 'adjustment', 'reversal', 'settlement', 'share', 'layoff'] as const;

/**
 * The ledger (docs/domain/settlement.md#the-ledger): append-only; the database refuses UPDATE and DELETE. Its party is a
 * customer, an agent, or (neither) the company. A draw's settlement entries carry the result version
 * they settled, and are unique per draw, party, kind and version: settling again adds nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').references(() => customers.id),
    agentId: integer('agent_id').references(() => agents.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: money('amount').notNull(),
    note: jsonb('note').$type<Bilingual>().notNull(),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    drawId: integer('draw_id'),
    resultVersion: integer('result_version'),
    requestId: text('request_id'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_customer').on(t.customerId, t.id),
    index('ledger_agent').on(t.agentId, t.id),
    index('ledger_draw').on(t.drawId, t.id),
    uniqueIndex('ledger_settlement')
      .on(t.drawId, sql`coalesce(${t.customerId}, 0)`, sql`coalesce(${t.agentId}, 0)`, t.kind, t.resultVersion)
      .where(sql`${t.resultVersion} IS NOT NULL`),
    check('ledger_party', sql`${t.customerId} IS NULL OR ${t.agentId} IS NULL`),
    uniqueIndex('ledger_request').on(t.createdBy, t.requestId),
    // An entry is reversed at most once.
    uniqueIndex('ledger_reverses').on(t.reversesId),
    check('ledger_amount', sql`${t.amount} <> 0`),
  ],
);

/** The book settings: one row. */
export const bookSettings = pgTable('book_settings', {
  id: serial('id').primaryKey(),
  bareZodiac: text('bare_zodiac').notNull().default('diagnose'),
  bareGroup: text('bare_group').notNull().default('diagnose'),
  listAmount: text('list_amount').notNull().default('diagnose'),
  // 同号累加: the convention of every collected tool (booked with a note).
  duplicates: text('duplicates').notNull().default('add'),
  dashRange: text('dash_range').notNull().default('diagnose'),
  compound: text('compound').notNull().default('diagnose'),
  confirmUserOrders: boolean('confirm_user_orders').notNull().default(false),
  /** The risk desk's payout caps (null: none): per order, and per selection or combination across the book. */
  orderPayoutCap: money('order_payout_cap'),
  selectionPayoutCap: money('selection_payout_cap'),
  /** Per lottery, the play groups that close before the draw: minutes early by group code (`{"HK6": {"REGULAR": 5}}`). */
  groupLeads: jsonb('group_leads').$type<GroupLeadsByLottery>().notNull().default({}),
  updatedAt: at('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(0),
});

/**
 * A customer's own reading habits (how its ambiguous chat forms read): one value per setting, read over
 * the book's settings for that customer's texts. Reached through the customer's scope; audited.
 */
export const customerReadings = pgTable(
  'customer_readings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    setting: text('setting').notNull(),
    value: text('value').notNull(),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.setting] })],
);
