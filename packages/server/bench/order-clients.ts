/**
 * The load of the order-save benchmark, in a worker thread (off the server's event loop): `clients`
 * concurrent clients, each on its own keep-alive connection, each sending POST /order/save one after
 * the other for `seconds` with a fresh requestId, over its own customers (as several operators each
 * serving their customers). Answers the latency of every save and the first non-2xx, if any.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export type ClientsJob = { base: string; token: string; drawId: number; customers: number[]; clients: number; seconds: number; run: string };
export type ClientsResult = { latencies: number[]; failures: number; firstFailure: string | null; elapsedMs: number };

const ANIMALS = ['RAT', 'OX', 'TIGER', 'RABBIT', 'DRAGON', 'SNAKE', 'HORSE', 'GOAT', 'MONKEY', 'ROOSTER', 'DOG', 'PIG'];
const SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN', 'SUM_ODD', 'SUM_EVEN', 'TAIL_BIG', 'TAIL_SMALL', 'DOMESTIC', 'WILD'];
const number = (n: number) => String((((n % 49) + 49) % 49) + 1);

/**
 * Five lines of order `n` of client `c`, spread as a real book's are: two special numbers and a regular
 * number that move with the client and the order (49 each), a pair for 二中二 (1,176 pairs), and one of
 * the few hot selections (an animal, a side or a tail: 32 rows every client shares now and then).
 */
export function linesOf(c: number, n: number) {
  const a = c * 7 + n * 3;
  const b = a + 11 + (n % 13);
  const pair = [number(c * 5 + n), number(c * 5 + n + 1 + ((n * 7) % 47))].sort((x, y) => Number(x) - Number(y));
  const hot = (c + n) % 3 === 0 ? { play: 'TM_ZODIAC', selection: ANIMALS[(c + n) % 12]! } : (c + n) % 3 === 1 ? { play: 'TM_TWO_SIDED', selection: SIDES[(c * 3 + n) % 10]! } : { play: 'TM_TAIL', selection: String((c + n * 7) % 10) };
  return [
    { play: 'TM', selection: number(a), stake: 200 },
    { play: 'TM', selection: number(b), stake: 100 },
    { play: 'ZM', selection: number(c * 13 + n * 5), stake: 100 },
    { play: 'LM_2_ALL', selection: pair.join(','), stake: 100 },
    { ...hot, stake: 500 },
  ];
}

async function runClients(job: ClientsJob): Promise<ClientsResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  const url = new URL('/api/v1/order/save', job.base);
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const save = (body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${job.token}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });

  const started = performance.now();
  const until = started + job.seconds * 1000;
  const perClient = Math.floor(job.customers.length / job.clients);
  await Promise.all(
    Array.from({ length: job.clients }, async (_, c) => {
      const mine = job.customers.slice(c * perClient, (c + 1) * perClient);
      for (let n = 0; performance.now() < until; n++) {
        const body = JSON.stringify({ requestId: `bench-${job.run}-${c}-${n}`, customerId: mine[n % mine.length], drawId: job.drawId, lines: linesOf(c, n) });
        const sent = performance.now();
        const { status, text } = await save(body);
        latencies.push(performance.now() - sent);
        if (status < 200 || status >= 300) {
          failures++;
          firstFailure ??= `${status} ${text.slice(0, 500)}`;
        }
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { latencies, failures, firstFailure, elapsedMs };
}

if (parentPort && workerData) parentPort.postMessage(await runClients(workerData as ClientsJob));
