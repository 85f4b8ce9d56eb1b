/** A minimal fetch-based SSE reader for tests (the console's client is fetch-based too). */
export type ReceivedEvent = { id: number; data: { traceId: string; content: { 'zh-CN': string; 'en-US': string }; type: string } };

export function openStream(base: string, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const events: ReceivedEvent[] = [];
  let comments = 0;
  let status = 0;
  let ended = false;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const done = (async () => {
    const response = await fetch(`${base}/api/v1/notify`, { headers, signal: controller.signal });
    status = response.status;
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) comments++;
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id && data) events.push({ id: Number(id), data: JSON.parse(data) as ReceivedEvent['data'] });
      }
    }
    ended = true;
  })().catch((error: unknown) => {
    if ((error as Error).name !== 'AbortError') throw error;
  });
  return {
    events,
    comments: () => comments,
    status: () => status,
    /** The server closed the stream. */
    ended: () => ended,
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

