import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CoverageAlert, OppositeAlert } from '@drawdesk/contracts';
import { at, money } from './columns.js';
import { draws } from './draws-schema.js';

/**
 * The risk desk's rules (docs/domain/analysis.md, the risk desk) and what it records. The board itself (current odds, closing by
 * hand, the company's kept stake) lives on the `book` rows (orders-schema.ts), so an order reads and moves
 * it under the row lock it already takes, in the statement that moves the stake.
 */

export const ODDS_DROP_BASES = ['total', 'kept'] as const;

/**
 * A lottery's rule for one play: the odds drop (each `step` of stake counted on `basis` lowers the odds by
 * `drop`, down to `floor`) and the book's cap per selection of a draw; `enabled` switches both.
 */
export const riskRules = pgTable(
  'risk_rules',
  {
    lottery: text('lottery').notNull(),
    play: text('play').notNull(),
    basis: text('basis', { enum: ODDS_DROP_BASES }).notNull(),
    step: money('step').notNull(),
    drop: integer('drop').notNull(),
    floor: integer('floor').notNull(),
    capPerSelection: money('cap_per_selection'),
    enabled: boolean('enabled').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lottery, t.play] }),
    check('risk_rules_figures', sql`${t.step} > 0 AND ${t.drop} > 0 AND ${t.floor} >= 10000 AND (${t.capPerSelection} IS NULL OR ${t.capPerSelection} > 0)`),
  ],
);

export const ODDS_CHANGE_CAUSES = ['step', 'hand', 'reset'] as const;

/** Every change of a selection's current odds: a step an order crossed (its order), or an operator's hand or reset (who). */
export const riskOddsHistory = pgTable(
  'risk_odds_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: integer('draw_id').notNull(),
    play: text('play').notNull(),
    selection: text('selection').notNull(),
    at: at('at').notNull().defaultNow(),
    oldOdds: integer('old_odds').notNull(),
    newOdds: integer('new_odds').notNull(),
    cause: text('cause', { enum: ODDS_CHANGE_CAUSES }).notNull(),
    /** The board's stake and the company's kept part after the change. */
    stake: money('stake').notNull(),
    kept: money('kept').notNull(),
    orderId: integer('order_id'),
    byUserId: integer('by_user_id'),
    byName: text('by_name'),
  },
  (t) => [index('risk_odds_history_selection').on(t.drawId, t.play, t.selection, t.id)],
);

export const LAYOFF_COUNTERPARTIES = ['upline', 'external'] as const;

/**
 * Automatic lay-off (自动补货): what a party keeps at most per selection of a play in a draw; the excess of
 * each accepted order goes to its upline or is planned for an external counterparty (its name and terms
 * here). The company's rule has no agent (and is external only); one rule per party and play.
 */
export const riskKeepRules = pgTable(
  'risk_keep_rules',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id'),
    play: text('play').notNull(),
    keepMax: money('keep_max').notNull(),
    counterparty: text('counterparty', { enum: LAYOFF_COUNTERPARTIES }).notNull(),
    upstream: text('upstream'),
    odds: integer('odds'),
    rebateBp: integer('rebate_bp'),
    enabled: boolean('enabled').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('risk_keep_rules_party_play').on(sql`coalesce(${t.agentId}, 0)`, t.play),
    check('risk_keep_rules_keep', sql`${t.keepMax} >= 0`),
    check('risk_keep_rules_company_external', sql`${t.agentId} IS NOT NULL OR ${t.counterparty} = 'external'`),
    check(
      'risk_keep_rules_terms',
      sql`(${t.counterparty} = 'external' AND ${t.upstream} IS NOT NULL AND ${t.odds} > 0 AND ${t.rebateBp} BETWEEN 0 AND 10000)
        OR (${t.counterparty} = 'upline' AND ${t.upstream} IS NULL AND ${t.odds} IS NULL AND ${t.rebateBp} IS NULL)`,
    ),
  ],
);

/**
 * Rebate-farming flags (对刷) of a draw, kept by the farming job: one row per group (its fingerprint: the
 * kind, the market and the customers), with the evidence of the latest check. A flag the latest check no
 * longer finds is `resolved`, not deleted: the Admins were told of it.
 */
export const riskAlerts = pgTable(
  'risk_alerts',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    fingerprint: text('fingerprint').notNull(),
    kind: text('kind', { enum: ['coverage', 'opposite'] }).notNull(),
    play: text('play').notNull(),
    /** The customers of the group: the scope of the flag (a User sees it when every one is in its subtree). */
    customerIds: integer('customer_ids').array().notNull(),
    evidence: jsonb('evidence').$type<CoverageAlert | OppositeAlert>().notNull(),
    /** How big the flag is (the group's stake or matched stake), for the order of the list. */
    weight: money('weight').notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [uniqueIndex('risk_alerts_fingerprint').on(t.drawId, t.fingerprint), index('risk_alerts_draw').on(t.drawId, t.resolvedAt)],
);

/** The latest farming check of a draw: when, over how many lines, and whether its search was cut short. */
export const riskFarmingChecks = pgTable('risk_farming_checks', {
  drawId: integer('draw_id')
    .primaryKey()
    .references(() => draws.id),
  checkedAt: at('checked_at').notNull().defaultNow(),
  lines: integer('lines').notNull(),
  truncated: boolean('truncated').notNull(),
});

/**
 * What each party keeps of a selection after its automatic lay-offs (the agents by id, the company as 0):
 * `autoLayoffs`' kept stake before and after an order. Written by the order that moves the selection's
 * `book` row, under that row's lock, so no lock of its own.
 */
export const bookPartyKept = pgTable(
  'book_party_kept',
  {
    drawId: integer('draw_id').notNull(),
    play: text('play').notNull(),
    selection: text('selection').notNull(),
    partyId: integer('party_id').notNull(),
    kept: money('kept').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.play, t.selection, t.partyId] }), check('book_party_kept_non_negative', sql`${t.kept} >= 0`)],
);

/**
 * What each selection or combination of a draw may pay across the book (`riskKey(play, combination)`):
 * the payout-cap check's book (`bookPayoutCheck`). Compound lines on different selections share a
 * combination, so these rows are locked by themselves (after the book rows, in key order).
 */
export const bookPayouts = pgTable(
  'book_payouts',
  {
    drawId: integer('draw_id').notNull(),
    combination: text('combination').notNull(),
    payout: money('payout').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.combination] }), check('book_payouts_non_negative', sql`${t.payout} >= 0`)],
);
