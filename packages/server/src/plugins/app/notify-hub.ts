import fp from 'fastify-plugin';
import type { ServerResponse } from 'node:http';
import { listen } from '../../lib/pg-listener.js';
import { EVENTS_CHANNEL, type StoredEvent } from '../../repositories/events.js';
import { REVOCATIONS_CHANNEL } from '../../repositories/sessions.js';

export const HEARTBEAT_MS = 10_000;

/** One open `GET /notify` connection. `lastId` is the newest event id it has been sent. */
type Stream = { userId: number; sessionId: number; response: ServerResponse; lastId: number; ready: boolean; pending: StoredEvent[] };

const frame = (event: StoredEvent) =>
  `id: ${event.id}\ndata: ${JSON.stringify({ traceId: event.traceId, content: event.content, type: event.type })}\n\n`;

function deliver(stream: Stream, event: StoredEvent) {
  if (!stream.ready) return void stream.pending.push(event);
  // Per-user ids follow commit order (see events.publish), so anything at or below lastId was sent already.
  if (event.id <= stream.lastId) return;
  stream.lastId = event.id;
  stream.response.write(frame(event));
}

export type NotifyHub = {
  /** Opens a stream: replays after `lastEventId` (or starts from now), then delivers live events. */
  open(userId: number, sessionId: number, response: ServerResponse, lastEventId: number | undefined): Promise<void>;
  connections(): number;
  /** Streams this instance holds for one user. */
  openFor(userId: number): number;
};

/**
 * Pushes persisted events to the SSE streams held by this instance. Every instance LISTENs
 * on one PostgreSQL channel, so an event raised anywhere reaches a stream held anywhere.
 * If the listening connection drops, it reconnects and every stream catches up from its lastId.
 * Ended sessions are announced on a second channel and their streams close.
 */
export default fp(
  async function notifyHub(app, options: { databaseUrl: string; heartbeatMs: number }) {
    const streams = new Map<number, Set<Stream>>();
    const catchUp = async (stream: Stream) => {
      for (const event of await app.repos.events.after(stream.userId, stream.lastId)) deliver(stream, event);
    };

    /** Logout, password change, disabling or removal: the session's streams end at once, on every instance. */
    const endSessions = (sessionIds: Set<number>) => {
      for (const set of streams.values()) for (const stream of set) if (sessionIds.has(stream.sessionId)) stream.response.end();
    };

    const listener = await listen(
      options.databaseUrl,
      [EVENTS_CHANNEL, REVOCATIONS_CHANNEL],
      (channel, payload) => {
        if (channel === REVOCATIONS_CHANNEL) return endSessions(new Set(JSON.parse(payload) as number[]));
        const event = JSON.parse(payload) as StoredEvent;
        for (const stream of streams.get(event.userId) ?? []) deliver(stream, event);
      },
      // Whatever was raised while we were not listening reaches the streams now.
      async () => {
        for (const set of streams.values()) for (const stream of set) if (stream.ready) await catchUp(stream).catch(() => undefined);
      },
    );

    const heartbeat = setInterval(() => {
      for (const set of streams.values()) for (const stream of set) stream.response.write(': ping\n\n');
    }, options.heartbeatMs);
    heartbeat.unref();

    const hub: NotifyHub = {
      async open(userId, sessionId, response, lastEventId) {
        const stream: Stream = { userId, sessionId, response, lastId: 0, ready: false, pending: [] };
        const set = streams.get(userId) ?? new Set();
        set.add(stream);
        streams.set(userId, set);
        response.on('close', () => {
          set.delete(stream);
          if (set.size === 0) streams.delete(userId);
        });
        // Registered first, so nothing raised during the replay is lost: it waits in `pending`.
        if (lastEventId !== undefined) {
          stream.lastId = lastEventId;
          for (const event of await app.repos.events.after(userId, lastEventId, 10_000)) {
            stream.lastId = event.id;
            response.write(frame(event));
          }
        } else {
          stream.lastId = await app.repos.events.latestId(userId);
        }
        stream.ready = true;
        for (const event of stream.pending.splice(0).sort((a, b) => a.id - b.id)) deliver(stream, event);
      },
      connections: () => [...streams.values()].reduce((n, set) => n + set.size, 0),
      openFor: (userId) => streams.get(userId)?.size ?? 0,
    };

    app.decorate('notifyHub', hub);
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const set of streams.values()) for (const stream of set) stream.response.end();
      await listener.close();
    });
  },
  { name: 'notify-hub', dependencies: ['repositories'] },
);
