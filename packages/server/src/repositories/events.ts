import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { NotifyEvent } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { events } from '../db/schema.js';
import { oneLockStatement } from '../db/locks.js';

export const EVENTS_CHANNEL = 'drawdesk_events';

/** An event as it travels from the database to a user's streams. */
export type StoredEvent = NotifyEvent & { id: number; userId: number };

/**
 * The statement that records events for users and wakes every instance (`publish`; a caller with other
 * rows to write runs it with them, src/db/together.ts). One publisher per user at a time: each user's
 * lock (`oneLockStatement`, until the transaction ends) is taken before that user's event ids are drawn,
 * so a user's ids follow commit order and a client resuming after id N can never miss an event that
 * committed later with a lower id. The users are locked in id order (no two publishers wait for each
 * other in opposite orders); each user's events keep the order given. The notice carries
 * `{ id, userId, type, traceId, content }`. One statement: a round trip per event was a third of an order save.
 */
export function eventsPublished(deliveries: readonly { userId: number; event: NotifyEvent }[]): SQL {
  const rows = deliveries
    .map(({ userId, event }, n) => ({ n, userId, event }))
    .sort((a, b) => a.userId - b.userId || a.n - b.n)
    .map(({ userId, event }, n) => ({ n, user_id: userId, type: event.type, trace_id: event.traceId, content: event.content }));
  return sql`
    INSERT INTO events (user_id, type, trace_id, content)
    SELECT k.user_id, k.type, k.trace_id, k.content
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS k(n int, user_id int, type text, trace_id text, content jsonb),
      LATERAL (${oneLockStatement('userEvents', sql`k.user_id`)}) AS locked
    ORDER BY k.n
    RETURNING id, pg_notify(${EVENTS_CHANNEL}, jsonb_build_object('id', id, 'userId', user_id, 'type', type, 'traceId', trace_id, 'content', content)::text)`;
}

export function eventRepository(db: Database) {
  return {
    /**
     * Records an event for a user and wakes every instance (NOTIFY is delivered at commit).
     * Call inside the transaction of the change the event reports, so neither exists without the other.
     */
    async publish(userId: number, event: NotifyEvent, tx: Executor): Promise<StoredEvent> {
      const { rows } = await tx.execute<{ id: number }>(eventsPublished([{ userId, event }]));
      return { id: Number(rows[0]!.id), userId, ...event };
    },

    /** The newest event id of a user (0 when none): where a fresh stream starts. */
    async latestId(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ id: sql<number | null>`max(${events.id})` }).from(events).where(eq(events.userId, userId));
      return row?.id ?? 0;
    },

    /** A user's events after `afterId`, oldest first: the replay of a reconnecting stream. */
    async after(userId: number, afterId: number, limit = 1000, tx: Executor = db): Promise<StoredEvent[]> {
      return tx
        .select({ id: events.id, userId: events.userId, type: events.type, traceId: events.traceId, content: events.content })
        .from(events)
        .where(and(eq(events.userId, userId), gt(events.id, afterId)))
        .orderBy(asc(events.id))
        .limit(limit);
    },
  };
}
export type EventRepository = ReturnType<typeof eventRepository>;
