import { and, asc, count, desc, eq, gte, ilike, like, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry as LoggedEntry, AuditListQuery, ExportOf, PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { instantOf } from '../lib/instant.js';
import { likePattern, likePrefix } from '../db/like.js';

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

const toLoggedEntry = (row: typeof auditLog.$inferSelect): LoggedEntry => ({
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
  return {
    /** Call inside the transaction of the change, so a change is never without its record. */
    async record(actor: Actor, entry: AuditEntry, tx: Executor) {
      await tx.insert(auditLog).values({
        actorId: actor.id,
        actorName: actor.name,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === null ? null : String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        requestId: actor.requestId,
        address: actor.address,
      });
    },

    /** The log filtered by who (actor id, name contains), what (entity, entity id, action prefix) and when; newest first unless asked. */
    async list(query: AuditListQuery, tx: Executor = db): Promise<PageOf<LoggedEntry>> {
      const where = filtered(query);
      const [rows, [total]] = await Promise.all([
        tx.select().from(auditLog).where(where).orderBy(...ordered(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { list: rows.map(toLoggedEntry), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Every entry the list would page through, in its order, unpaged: for a cursor (src/export). */
    exportQuery(query: ExportOf<AuditListQuery>, tx: Executor = db) {
      return tx.select().from(auditLog).where(filtered(query)).orderBy(...ordered(query));
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
