import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import type { Say } from '../i18n/say.js';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Background work (docs/architecture.md#jobs). A worker claims a due row with FOR UPDATE SKIP LOCKED,
 * marks it running under a lease (locked_by / locked_until), then does the work and marks it done in
 * one transaction. `key` names a job that must not be queued twice (a draw's close): enqueueing the
 * same key again moves the queued one instead.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    /** The engineers' text of the last failure (English, the error's own message); the log has the rest. */
    lastError: text('last_error'),
    /** Why the last attempt failed as people read it: a message of the server catalog with its parameters. */
    reason: jsonb('reason').$type<Say>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_due').on(t.runAt).where(sql`${t.state} = 'queued'`),
    index('jobs_lease').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_state_kind').on(t.state, t.kind, t.id),
    uniqueIndex('jobs_queued_key').on(t.key).where(sql`${t.state} = 'queued'`),
    check('jobs_attempts', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
  ],
);

/** A lottery (market, docs/domain/draws.md#lotteries-markets) with its draw calendar, read in the market's time zone. */
export const lotteries = pgTable(
  'lotteries',
  {
    code: text('code').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    game: text('game', { enum: ['MARK6', 'PICK3'] }).notNull(),
    /** ISO weekdays of the draws, 1 Monday .. 7 Sunday. */
    drawDays: integer('draw_days').array().notNull(),
    /** Local draw time HH:MM. */
    drawTime: text('draw_time').notNull(),
    closeMinutes: integer('close_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Draws are created ahead from the calendar only while active. */
    active: boolean('active').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('lotteries_close', sql`${t.closeMinutes} BETWEEN 0 AND 1440`)],
);

export const DRAW_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;

/** A draw of a lottery (docs/domain/draws.md#draws). The result is `numbers` (+ `special` for Mark Six); `zodiac` is the map it was drawn under. */
export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    lottery: text('lottery')
      .notNull()
      .references(() => lotteries.code),
    issue: text('issue').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    status: text('status', { enum: DRAW_STATUSES }).notNull(),
    numbers: integer('numbers').array(),
    special: integer('special'),
    zodiac: jsonb('zodiac').$type<{ lunarYear: number; yearAnimal: string; animals: string[] }>(),
    voidReason: text('void_reason'),
    /** `calendar` draws were created by the scheduling job; `manual` ones by an Admin. */
    source: text('source', { enum: ['calendar', 'manual'] }).notNull(),
    resultAt: at('result_at'),
    /** Counts result entries (1 the first, +1 per correction): settlement settles this version and no other. */
    resultVersion: integer('result_version').notNull().default(0),
    settledAt: at('settled_at'),
    /** The result version its lines stand settled on (0: refunded as void); null before any settlement. */
    settledVersion: integer('settled_version'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('draws_lottery_issue_live').on(t.lottery, t.issue).where(sql`${t.removedAt} IS NULL`),
    uniqueIndex('draws_lottery_draw_at_live').on(t.lottery, t.drawAt).where(sql`${t.removedAt} IS NULL`),
    index('draws_status_closes').on(t.status, t.closesAt),
    index('draws_draw_at').on(t.drawAt),
    check('draws_times', sql`${t.opensAt} < ${t.closesAt} AND ${t.closesAt} <= ${t.drawAt}`),
  ],
);

/** The lunar-year table (docs/domain/games.md#zodiac-years): from `start` on, `animal` owns 1, 13, 25, 37, 49. */
export const zodiacYears = pgTable('zodiac_years', {
  year: integer('year').primaryKey(),
  start: date('start', { mode: 'string' }).notNull(),
  animal: text('animal').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
