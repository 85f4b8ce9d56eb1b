// The core tables (accounts, sessions, audit, live events and messages, plans, agents, customers), which the
// feature schema files reference; schema.ts gathers them all.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@drawdesk/contracts';
import { at, money } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    nickName: text('nick_name').notNull(),
    phoneNumber: text('phone_number'),
    role: text('role', { enum: ['Admin', 'User'] }).notNull(),
    agentId: integer('agent_id').references((): AnyPgColumn => agents.id),
    status: text('status', { enum: ['pending', 'active', 'disabled'] }).notNull(),
    lastLogin: at('last_login'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // Removed users stay for the audit trail and for what they entered; their name becomes free again.
    removedAt: at('removed_at'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_username_live').on(sql`lower(${t.username})`).where(sql`${t.removedAt} IS NULL`),
    index('users_role_status').on(t.role, t.status),
  ],
);

/** A login: the bearer token is only stored hashed, so the table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/** Failed and successful logins, per account and per address, for throttling. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_at').on(t.key, t.at)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('verification_codes_phone_created').on(t.phoneNumber, t.createdAt)],
);

/** Append-only (a trigger refuses UPDATE and DELETE): who did what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    address: text('address'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_entity').on(t.entity, t.entityId), index('audit_log_actor').on(t.actorId)],
);

/**
 * Live events per user (docs/api.md#the-live-stream). Ids are allocated under a per-user
 * lock, so one user's ids are in commit order and replay after Last-Event-ID has no gaps.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['Analyse', 'Notify'] }).notNull(),
    traceId: text('trace_id').notNull(),
    content: jsonb('content').$type<Bilingual>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('events_user_id').on(t.userId, t.id)],
);

/** The message box (docs/domain/messages-and-audit.md#the-message-box): stored per user, read or unread. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['message', 'notice', 'todo'] }).notNull(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    subTitle: jsonb('sub_title').$type<Bilingual>().notNull(),
    content: jsonb('content').$type<Bilingual>().notNull(),
    link: text('link'),
    status: integer('status').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    /** A todo's piece of work (`draw.result:42`): when it is done, every todo about it ends at once. */
    subject: text('subject'),
    doneAt: at('done_at'),
  },
  (t) => [
    index('messages_user_type').on(t.userId, t.type, t.id),
    index('messages_open_subject').on(t.subject).where(sql`${t.doneAt} IS NULL AND ${t.subject} IS NOT NULL`),
  ],
);

/** A plan (docs/domain/plans.md): the odds and rebate a customer (or an agent, for its rebate) gets on one game. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    game: text('game', { enum: ['MARK6', 'PICK3'] }).notNull(),
    name: text('name').notNull(),
    tier: text('tier', { enum: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] }).notNull(),
    status: text('status', { enum: ['draft', 'active', 'archived'] }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('plans_game_name').on(t.game, sql`lower(${t.name})`)],
);

/**
 * One row per play type of the plan's game. Odds are x10,000 (a second slot where the play has one);
 * for plays priced by selection (pick-3 sum and span) `odds1` is the return against fair odds (x10,000).
 */
export const planRows = pgTable(
  'plan_rows',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    play: text('play').notNull(),
    odds1: integer('odds1').notNull(),
    odds2: integer('odds2'),
    rebateBp: integer('rebate_bp').notNull(),
    minStake: money('min_stake').notNull(),
    maxStake: money('max_stake').notNull(),
    maxPerSelection: money('max_per_selection').notNull(),
    locked: boolean('locked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.play] }),
    check('plan_rows_rebate', sql`${t.rebateBp} BETWEEN 0 AND 10000`),
    check('plan_rows_stakes', sql`${t.minStake} > 0 AND ${t.minStake} <= ${t.maxStake} AND ${t.maxStake} <= ${t.maxPerSelection}`),
  ],
);

/** An agent (docs/domain/parties.md#agents): a node of the company's tree, carrying `shareBp` of its downline's book result. */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => agents.id),
    shareBp: integer('share_bp').notNull(),
    rebatePlanId: integer('rebate_plan_id').references(() => plans.id),
    creditLimit: money('credit_limit').notNull().default(0),
    mayLayOff: boolean('may_lay_off').notNull().default(false),
    status: text('status', { enum: ['active', 'disabled'] }).notNull(),
    contact: text('contact').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // Removed agents stay for the audit trail and history; their code becomes free again.
    removedAt: at('removed_at'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('agents_code_live').on(sql`lower(${t.code})`).where(sql`${t.removedAt} IS NULL`),
    index('agents_parent').on(t.parentId),
    check('agents_share', sql`${t.shareBp} BETWEEN 0 AND 10000`),
    check('agents_credit', sql`${t.creditLimit} >= 0`),
  ],
);

/** A customer (docs/domain/parties.md#customers): belongs to one agent and bets on one plan; balance comes from the ledger, never from here. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    channel: text('channel', { enum: ['wechat', 'telegram', 'phone', 'walk-in'] }).notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    creditLimit: money('credit_limit').notNull().default(0),
    status: text('status', { enum: ['active', 'disabled'] }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** GB/T 2260 code of its province, city or district (checked against the dataset on save). */
    regionCode: text('region_code'),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('customers_code_live').on(sql`lower(${t.code})`).where(sql`${t.removedAt} IS NULL`),
    index('customers_agent').on(t.agentId),
    index('customers_plan').on(t.planId),
    check('customers_credit', sql`${t.creditLimit} >= 0`),
  ],
);
