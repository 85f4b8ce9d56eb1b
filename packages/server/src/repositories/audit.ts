import type { Database, Executor } from '../db/client.js';
import { auditLog } from '../db/schema.js';

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

export function auditRepository(db: Database) {
  return {
    /** Call inside the transaction of the change, so a change is never without its record. */
    async record(actor: Actor, entry: AuditEntry, tx: Executor = db) {
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
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
