import { and, asc, count, desc, eq, gte, ilike, like, lt, sql, SQL } from 'drizzle-orm';
import type { AuditEntry as LoggedEntry, AuditListQuery, ExportOf, PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { instantOf } from '../lib/instant.js';
import { likePattern, likePrefix } from '../db/like.js';
import type { Language } from '../i18n/language.js';

/** Who acted, from where, under which request id: taken from the request by the route. */
export type Actor = { id: number | null; name: string; requestId: string; address: string };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
};

/**
 * How each kind of audited object is named where a person reads the log, in both languages (`zh`, `en`): a draw
 * by its lottery's name and issue (`澳门六合彩 2026331`, `Macau Mark Six 2026331`), a lottery by its name, a customer
 * or an agent by code and name, a user by username, an order by its number, an analysis or a lay-off by its draw.
 * Removed objects keep their rows, so their names stay.
 */
const same = (label: SQL) => sql`${label} AS zh, ${label} AS en`;
/** A draw's name in both languages, over `d` (the draw) joined to `lo` (its lottery). */
const DRAW_NAMES = sql`lo.name_zh || ' ' || d.issue AS zh, lo.name_en || ' ' || d.issue AS en`;
const NAMED: Readonly<Record<string, (ids: number[]) => SQL>> = {
  draw: (ids) => sql`SELECT d.id, ${DRAW_NAMES} FROM draws d JOIN lotteries lo ON lo.code = d.lottery WHERE d.id = ANY(${sql.param(ids)}::int[])`,
  customer: (ids) => sql`SELECT id, ${same(sql`code || ' ' || name`)} FROM customers WHERE id = ANY(${sql.param(ids)}::int[])`,
  agent: (ids) => sql`SELECT id, ${same(sql`code || ' ' || name`)} FROM agents WHERE id = ANY(${sql.param(ids)}::int[])`,
  user: (ids) => sql`SELECT id, ${same(sql`username`)} FROM users WHERE id = ANY(${sql.param(ids)}::int[])`,
  plan: (ids) => sql`SELECT id, ${same(sql`name`)} FROM plans WHERE id = ANY(${sql.param(ids)}::int[])`,
  order: (ids) => sql`SELECT id, ${same(sql`order_no`)} FROM orders WHERE id = ANY(${sql.param(ids)}::int[])`,
  strategy: (ids) => sql`SELECT id, ${same(sql`name`)} FROM analysis_strategies WHERE id = ANY(${sql.param(ids)}::int[])`,
  analysis: (ids) =>
    sql`SELECT a.id, ${DRAW_NAMES} FROM analyses a JOIN draws d ON d.id = a.draw_id JOIN lotteries lo ON lo.code = d.lottery WHERE a.id = ANY(${sql.param(ids)}::int[])`,
  layoff: (ids) =>
    sql`SELECT l.id, ${DRAW_NAMES} FROM layoffs l JOIN draws d ON d.id = l.draw_id JOIN lotteries lo ON lo.code = d.lottery WHERE l.id = ANY(${sql.param(ids)}::int[])`,
};
/** Objects whose id is a code: a lottery (named by its name), a lunar year (the year is its name). */
const BY_CODE: Readonly<Record<string, (codes: string[]) => SQL>> = {
  lottery: (codes) => sql`SELECT code AS id, name_zh AS zh, name_en AS en FROM lotteries WHERE code = ANY(${sql.param(codes)}::text[])`,
};
const SELF_NAMED = new Set(['zodiac-year']);
const ROW_ID = /^\d{1,9}$/;

const toLoggedEntry = (row: typeof auditLog.$inferSelect, label: string | null = null): LoggedEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  reason: row.reason,
  label,
  requestId: row.requestId,
  address: row.address,
});

const SORT_COLUMNS = { id: auditLog.id, at: auditLog.at } as const;
/** Newest first unless asked. */
const ordered = (query: ExportOf<AuditListQuery>) => {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[query.sort ?? 'at']), direction(auditLog.id)];
};

/** Who (actor id, name contains), what (entity, entity id, action prefix) and when: one definition for the page and the export. */
function filtered(query: ExportOf<AuditListQuery>) {
  const filters: (SQL | undefined)[] = [];
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  if (query.actorName) filters.push(ilike(auditLog.actorName, likePattern(query.actorName)));
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.action) filters.push(like(auditLog.action, likePrefix(query.action)));
  if (query.from) filters.push(gte(auditLog.at, instantOf('/from', query.from)));
  if (query.to) filters.push(lt(auditLog.at, instantOf('/to', query.to)));
  return and(...filters);
}

export function auditRepository(db: Database) {
  function recorded(actor: Actor, entry: Omit<AuditEntry, 'entityId' | 'after'> & { entityId: AuditEntry['entityId'] | SQL; after?: unknown }): SQL {
    const entityId = entry.entityId instanceof SQL ? sql`(${entry.entityId})::text` : entry.entityId === null ? null : String(entry.entityId);
    return db
      .insert(auditLog)
      .values({
        actorId: actor.id,
        actorName: actor.name,
        action: entry.action,
        entity: entry.entity,
        entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        requestId: actor.requestId,
        address: actor.address,
      })
      .getSQL();
  }

  /** The names of a page's objects in one language, one query per kind of object: `entity:id` -> label. */
  async function labelsOf(rows: readonly (typeof auditLog.$inferSelect)[], language: Language, tx: Executor): Promise<Map<string, string>> {
    const labels = new Map<string, string>();
    const wanted = new Map<string, (number | string)[]>();
    for (const { entity, entityId } of rows) {
      if (entityId === null) continue;
      if (SELF_NAMED.has(entity)) labels.set(`${entity}:${entityId}`, entityId);
      else if (BY_CODE[entity] || (NAMED[entity] && ROW_ID.test(entityId))) wanted.set(entity, [...(wanted.get(entity) ?? []), BY_CODE[entity] ? entityId : Number(entityId)]);
    }
    await Promise.all(
      [...wanted].map(async ([entity, keys]) => {
        const unique = [...new Set(keys)];
        const query = BY_CODE[entity] ? BY_CODE[entity](unique as string[]) : NAMED[entity]!(unique as number[]);
        const { rows: named } = await tx.execute<{ id: number | string; zh: string; en: string }>(query);
        for (const { id, zh, en } of named) labels.set(`${entity}:${id}`, language === 'zh-CN' ? zh : en);
      }),
    );
    return labels;
  }

  return {
    /** Call inside the transaction of the change, so a change is never without its record. */
    async record(actor: Actor, entry: AuditEntry, tx: Executor) {
      await tx.execute(recorded(actor, entry));
    },

    /**
     * The statement `record` runs, for a caller that writes the entry with the rows it is about in one round
     * trip (src/db/together.ts): `entityId` and `after` may then be expressions over those rows.
     */
    recorded,

    /**
     * The log filtered by who (actor id, name contains), what (entity, entity id, action prefix) and when; newest
     * first unless asked; each object named in `language`.
     */
    async list(query: AuditListQuery, language: Language, tx: Executor = db): Promise<PageOf<LoggedEntry>> {
      const where = filtered(query);
      const [rows, [total]] = await Promise.all([
        tx.select().from(auditLog).where(where).orderBy(...ordered(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(auditLog).where(where),
      ]);
      const labels = await labelsOf(rows, language, tx);
      return { list: rows.map((row) => toLoggedEntry(row, labels.get(`${row.entity}:${row.entityId}`) ?? null)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Every entry the list would page through, in its order, unpaged: for a cursor (src/export). */
    exportQuery(query: ExportOf<AuditListQuery>, tx: Executor = db) {
      return tx.select().from(auditLog).where(filtered(query)).orderBy(...ordered(query));
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
