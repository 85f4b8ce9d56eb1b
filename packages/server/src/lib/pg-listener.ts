import pg from 'pg';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;

export type PgListener = { close(): Promise<void> };

/**
 * One dedicated connection LISTENing on `channels`. When it drops it reconnects with backoff,
 * and `onListening` runs after every (re)connect: whatever was announced while nobody listened
 * is caught up there, since NOTIFY is not queued for absent listeners.
 */
export async function listen(
  databaseUrl: string,
  channels: readonly string[],
  onNotification: (channel: string, payload: string) => void,
  onListening: () => Promise<void> = async () => undefined,
): Promise<PgListener> {
  let current: pg.Client | undefined;
  let closing = false;
  let retryMs = RETRY_FIRST_MS;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      if (message.payload !== undefined) onNotification(message.channel, message.payload);
    });
    const reconnect = () => {
      if (closing || current !== client) return;
      current = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => void connect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    current = client;
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
      retryMs = RETRY_FIRST_MS;
      await onListening();
    } catch {
      reconnect();
    }
  };
  await connect();

  return {
    async close() {
      closing = true;
      await current?.end().catch(() => undefined);
    },
  };
}
