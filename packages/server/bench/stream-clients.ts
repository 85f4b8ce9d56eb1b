/**
 * Clients of the live-stream benchmark, in a worker thread (off the bench's own event loop): opens one
 * `GET /api/v1/notify` per token given, `opening` at a time, each on a socket of its own; answers when
 * every stream has its first bytes. Then, for every `id:` frame that arrives, notes its id, trace id and the
 * wall-clock time it arrived, and hands them over when asked.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export type StreamClientsJob = { base: string; tokens: string[]; opening: number };
/** From the bench: `collect` asks for the arrivals so far; `close` ends every stream. */
export type StreamClientsCommand = 'collect' | 'close';
export type StreamClientsMessage =
  | { kind: 'open'; open: number; failed: number; firstFailure: string | null; elapsedMs: number }
  | { kind: 'arrivals'; arrivals: { id: number; traceId: string; at: number }[] };

const job = workerData as StreamClientsJob;
const requests: http.ClientRequest[] = [];
let arrivals: { id: number; traceId: string; at: number }[] = [];

/** Reads `data:` lines out of the event stream's chunks; a frame can be cut between chunks. */
function onFrames(response: http.IncomingMessage) {
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    const at = Date.now();
    buffer += chunk;
    const frames = buffer.split('\n\n');
    buffer = frames.pop()!;
    for (const frame of frames) {
      const lines = frame.split('\n');
      const id = lines.find((line) => line.startsWith('id:'));
      const data = lines.find((line) => line.startsWith('data:'));
      if (id && data) arrivals.push({ id: Number(id.slice(3)), traceId: (JSON.parse(data.slice(5)) as { traceId: string }).traceId, at });
    }
  });
}

/** One stream, resolved when its first bytes (`retry:`) arrive. */
function openStream(token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${job.base}/api/v1/notify`, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`status ${response.statusCode}`));
      }
      response.once('data', () => resolve());
      onFrames(response);
    });
    request.on('error', reject);
    requests.push(request);
  });
}

async function openAll() {
  const started = performance.now();
  let next = 0;
  let open = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const opener = async () => {
    for (let i = next++; i < job.tokens.length; i = next++) {
      try {
        await openStream(job.tokens[i]!);
        open++;
      } catch (error) {
        failed++;
        firstFailure ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: job.opening }, opener));
  const message: StreamClientsMessage = { kind: 'open', open, failed, firstFailure, elapsedMs: performance.now() - started };
  parentPort!.postMessage(message);
}

parentPort!.on('message', (command: StreamClientsCommand) => {
  if (command === 'collect') {
    const message: StreamClientsMessage = { kind: 'arrivals', arrivals };
    arrivals = [];
    parentPort!.postMessage(message);
  } else {
    for (const request of requests) request.destroy();
    parentPort!.close();
  }
});

void openAll();
