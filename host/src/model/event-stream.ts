import type { NotifyEvent } from '@drawdesk/contracts';

/** docs/api.md#the-live-stream: the server writes a comment at least every 10 s; 20 s of silence means the connection is dead. */
export const SILENCE_MS = 20_000;
const RETRY_MS = 3_000;

export type EventStreamOptions = {
  url: string;
  getToken: () => string | null;
  onEvent: (event: NotifyEvent & { id: number }) => void;
  /** The session ended (401): the stream stops for good; the host shows its one modal. */
  onUnauthorized?: () => void;
  silenceMs?: number;
  retryMs?: number;
};

/** Splits a text/event-stream into blocks and reads `id:` and `data:` of each. */
export function parseBlocks(buffer: string): { blocks: { id?: string; data?: string; comment: boolean }[]; rest: string } {
  const blocks: { id?: string; data?: string; comment: boolean }[] = [];
  const parts = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  for (const part of parts) {
    const block: { id?: string; data?: string; comment: boolean } = { comment: part.startsWith(':') };
    for (const line of part.split('\n')) {
      if (line.startsWith('id:')) block.id = line.slice(3).trim();
      else if (line.startsWith('data:')) block.data = (block.data === undefined ? '' : `${block.data}\n`) + line.slice(5).trimStart();
    }
    blocks.push(block);
  }
  return { blocks, rest };
}

/**
 * The console's one live stream per logged-in tab: fetch-based (an EventSource cannot send the
 * bearer header), reconnecting when the server has been silent for 20 s or the connection drops,
 * and resuming after the last event id it saw, so nothing is missed or repeated.
 */
export function openEventStream(options: EventStreamOptions) {
  const silenceMs = options.silenceMs ?? SILENCE_MS;
  const retryMs = options.retryMs ?? RETRY_MS;
  let lastId: number | undefined;
  let stopped = false;
  let controller: AbortController | undefined;
  let connections = 0;

  async function connect(): Promise<void> {
    const token = options.getToken();
    if (!token) return;
    controller = new AbortController();
    const current = controller;
    connections++;
    let silence = setTimeout(() => current.abort(), silenceMs);
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => current.abort(), silenceMs);
    };
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
      if (lastId !== undefined) headers['last-event-id'] = String(lastId);
      const response = await fetch(options.url, { headers, signal: current.signal });
      if (response.status === 401) {
        stopped = true;
        options.onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) return;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        const parsed = parseBlocks(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const block of parsed.blocks) {
          if (block.id === undefined || block.data === undefined) continue;
          const id = Number(block.id);
          // A replay can overlap what was already shown: an id once seen is never delivered again.
          if (lastId !== undefined && id <= lastId) continue;
          lastId = id;
          options.onEvent({ id, ...(JSON.parse(block.data) as NotifyEvent) });
        }
      }
    } catch {
      // Aborted for silence, or the network failed: reconnect below.
    } finally {
      clearTimeout(silence);
    }
  }

  const ended = (async () => {
    while (!stopped) {
      await connect();
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    /** Logout: closes the stream for good. */
    close() {
      stopped = true;
      controller?.abort();
    },
    lastEventId: () => lastId,
    connections: () => connections,
    /** Settles once the stream has stopped for good (close() or a 401): no connection is made after it. */
    ended,
  };
}
