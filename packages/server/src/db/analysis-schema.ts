import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { AnalysisResult, Bilingual, Strategy } from '@drawdesk/contracts';
import { at, money } from './columns.js';
import { draws } from './draws-schema.js';

/**
 * The book by terms: what accepted lines hold per draw, play, selection, odds, rebate and the company's
 * kept share, kept in the transaction of each accept and cancel (like `book`). Analysis of the company's
 * part and the live exposure read it instead of the lines. `odds2` is 0 for plays with one odds slot
 * (a key column cannot be null); `stake` is per combination, as analysis wants it.
 */
export const bookPositions = pgTable(
  'book_positions',
  {
    drawId: integer('draw_id').notNull(),
    play: text('play').notNull(),
    selection: text('selection').notNull(),
    odds1: integer('odds1').notNull(),
    odds2: integer('odds2').notNull(),
    rebateBp: integer('rebate_bp').notNull(),
    keptBp: integer('kept_bp').notNull(),
    stake: money('stake').notNull().default(0),
    lines: integer('lines').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.play, t.selection, t.odds1, t.odds2, t.rebateBp, t.keptBp] }),
    check('book_positions_non_negative', sql`${t.stake} >= 0 AND ${t.lines} >= 0`),
  ],
);

export const ANALYSIS_STATES = ['queued', 'done', 'failed'] as const;
export const SHARE_VIEWS = ['kept', 'gross'] as const;

/** Saved strategies: the company's (`agent_id` null) or an agent's. */
export const analysisStrategies = pgTable(
  'analysis_strategies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    strategy: jsonb('strategy').$type<Strategy>().notNull(),
    agentId: integer('agent_id'),
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('analysis_strategies_agent').on(t.agentId)],
);

/**
 * A run: queued with its job, then done with its result or failed with why. While queued, whether it is
 * running is the job's state. The strategy is a copy: editing or removing the saved one changes no run.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    strategyName: text('strategy_name'),
    strategy: jsonb('strategy').$type<Strategy>(),
    agentId: integer('agent_id'),
    share: text('share', { enum: SHARE_VIEWS }).notNull(),
    status: text('status', { enum: ANALYSIS_STATES }).notNull().default('queued'),
    error: jsonb('error').$type<Bilingual>(),
    jobId: bigint('job_id', { mode: 'number' }),
    lines: integer('lines'),
    maxLossBefore: money('max_loss_before'),
    maxLossAfter: money('max_loss_after'),
    result: jsonb('result').$type<AnalysisResult>(),
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    durationMs: integer('duration_ms'),
    appliedAt: at('applied_at'),
  },
  (t) => [index('analyses_draw').on(t.drawId, t.id), index('analyses_agent').on(t.agentId, t.id), index('analyses_created_by').on(t.createdBy, t.id)],
);

export const LAYOFF_STATES = ['planned', 'placed', 'settled'] as const;

/** A hedge placed upstream (docs/domain/analysis.md#lay-offs): a negative position of the company (`agent_id` null) or of an agent that may lay off. */
export const layoffs = pgTable(
  'layoffs',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    agentId: integer('agent_id'),
    play: text('play').notNull(),
    selection: text('selection').notNull(),
    stake: money('stake').notNull(),
    odds: integer('odds').notNull(),
    /** The second odds slot, for plays that have one. */
    odds2: integer('odds2'),
    rebateBp: integer('rebate_bp').notNull(),
    upstream: text('upstream').notNull().default(''),
    status: text('status', { enum: LAYOFF_STATES }).notNull().default('planned'),
    analysisId: integer('analysis_id'),
    /** Settled with the draw: the lay-off's result, what upstream pays back, and its net for the book. */
    result: text('result'),
    payout: money('payout'),
    net: money('net'),
    settledVersion: integer('settled_version'),
    /** An automatic lay-off (the risk desk): the order whose excess it is; null for one entered by hand or from a run. */
    orderId: integer('order_id'),
    /** Laid off to the upline: the party whose book carries it (`upline_agent_id`, null: the company), placed at once. */
    toUpline: boolean('to_upline').notNull().default(false),
    uplineAgentId: integer('upline_agent_id'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('layoffs_draw').on(t.drawId, t.status),
    index('layoffs_analysis').on(t.analysisId),
    index('layoffs_order').on(t.orderId),
    check('layoffs_upline', sql`${t.toUpline} OR ${t.uplineAgentId} IS NULL`),
    check('layoffs_stake', sql`${t.stake} > 0 AND ${t.odds} > 0 AND ${t.rebateBp} BETWEEN 0 AND 10000`),
  ],
);
