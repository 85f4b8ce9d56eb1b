import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { NotifyEvent } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { events } from '../db/schema.js';
import { oneLockStatement } from '../db/locks.js';

export const EVENTS_CHANNEL = 'drawdesk_events';

/** An event as it travels from the database to a user's streams. */
export type StoredEvent = NotifyEvent & { id: number; userId: number };

export function eventRepository(db: Database) {
  return {
    /**
     * Records an event for a user and wakes every instance (NOTIFY is delivered at commit).
     * Call inside the transaction of the change the event reports, so neither exists without the other.
     */
    async publish(userId: number, event: NotifyEvent, tx: Executor): Promise<StoredEvent> {
      // One publisher per user at a time: that user's ids then follow commit order, so a
      // client resuming after id N can never miss an event that committed later with a lower id.
      // One statement (a round trip each was a third of an order save that moved the odds): the lock, then the row
      // (its id drawn after the lock), then the notice carrying `{ id, userId, ...event }` as JSON.stringify writes it.
      const rest = JSON.stringify({ userId, ...event });
      const { rows } = await tx.execute<{ id: number }>(sql`
        WITH locked AS (${oneLockStatement('userEvents', userId)}),
        stored AS (
          INSERT INTO events (user_id, type, trace_id, content)
          SELECT ${userId}, ${event.type}, ${event.traceId}, ${JSON.stringify(event.content)}::jsonb FROM locked RETURNING id)
        SELECT id, pg_notify(${EVENTS_CHANNEL}, '{"id":' || id || ',' || substr(${rest}::text, 2)) FROM stored`);
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
