import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { openStream } from './sse.js';
import { poll } from './poll.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, 200);
});
afterAll(() => server.close());

describe('the live stream across a server restart (docs/quality.md#reliability)', () => {
  it('1,000 events while the stream holder restarts: the reconnected client has every one, once, in order', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    const holder = await server.startPeer();
    const first = openStream(holder.base, token);
    await poll(() => first.status() === 200, 'the first stream');

    const published: number[] = [];
    const publishing = (async () => {
      for (let i = 0; i < 1000; i++) {
        const event = await server.app.db.transaction((tx) =>
          server.app.repos.events.publish(user.id, { type: 'Notify', traceId: `e${i}`, content: { 'zh-CN': `事件 ${i}`, 'en-US': `event ${i}` } }, tx),
        );
        published.push(event.id);
      }
    })();

    // Restart the instance holding the stream in the middle of the run.
    await poll(() => first.events.length >= 200, 'some events before the restart', { ms: 20_000 });
    await holder.app.close();
    const publishedAtRestart = published.length;
    await first.close();
    const lastSeen = first.events.at(-1)!.id;
    const restarted = await server.startPeer();
    const second = openStream(restarted.base, token, lastSeen);
    await publishing;
    await poll(() => first.events.length + second.events.length >= 1000, 'every event', { ms: 20_000 });
    await second.close();
    await restarted.app.close();

    expect(publishedAtRestart).toBeLessThan(1000); // the restart really was in the middle
    const received = [...first.events, ...second.events].map((e) => e.id);
    expect(received).toEqual(published);
    expect(second.events[0]!.id).toBeGreaterThan(lastSeen);
    expect([...first.events, ...second.events].map((e) => e.data.traceId)).toEqual(published.map((_, i) => `e${i}`));
    // Two servers and a thousand events: its own waits (20 s each) need more than the file's default on a busy machine.
  }, 60_000);
});
