import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money } from './columns.js';
import { draws } from './draws-schema.js';
import { agents, customers } from './core-schema.js';

/**
 * A draw's settlement, one row per result version (docs/domain/settlement.md#settlement): the totals of its lines as settled,
 * written in the transaction that settles them. A void draw's refund is version 0.
 */
export const settlements = pgTable(
  'settlements',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    resultVersion: integer('result_version').notNull(),
    kind: text('kind', { enum: ['result', 'void'] }).notNull(),
    orders: integer('orders').notNull(),
    lines: integer('lines').notNull(),
    stake: money('stake').notNull(),
    payout: money('payout').notNull(),
    rebate: money('rebate').notNull(),
    /** Members' net: payout + rebate - stake, summed. */
    net: money('net').notNull(),
    /** Entries of earlier versions this settlement reversed. */
    reversed: integer('reversed').notNull().default(0),
    durationMs: integer('duration_ms').notNull(),
    settledAt: at('settled_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.resultVersion] })],
);

/**
 * What a draw's settlement split along the share chains: one row per agent (its subtree's lines, its
 * share of the book and its rebate margin), and one for the company (agent null) with the rest.
 */
export const settlementShares = pgTable(
  'settlement_shares',
  {
    drawId: integer('draw_id').notNull(),
    resultVersion: integer('result_version').notNull(),
    agentId: integer('agent_id').references(() => agents.id),
    lines: integer('lines').notNull(),
    stake: money('stake').notNull(),
    payout: money('payout').notNull(),
    rebate: money('rebate').notNull(),
    net: money('net').notNull(),
    share: money('share').notNull(),
    agentRebate: money('agent_rebate').notNull(),
  },
  (t) => [uniqueIndex('settlement_shares_key').on(t.drawId, t.resultVersion, sql`coalesce(${t.agentId}, 0)`), index('settlement_shares_agent').on(t.agentId, t.drawId)],
);

/**
 * A customer's statement of one draw shared as a public link (`/report?token=`): the token is signed
 * over the id and expiry, so it can be shown again; a revoked or expired link opens nothing.
 */
export const statementLinks = pgTable(
  'statement_links',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('statement_links_customer').on(t.customerId, t.id), check('statement_links_expiry', sql`${t.expiresAt} > ${t.createdAt}`)],
);

/** Secrets the server makes for itself on first start (the report links' signing key); one row per name. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
