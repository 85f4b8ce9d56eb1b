/**
 * Settlement against docs/quality.md#the-server (`pnpm bench`): a draw with 1,000,000 order lines (bench/million-lines.ts),
 * closed, its result entered over HTTP, timed from the request to the draw being settled (the job's own
 * time beside it); then two corrections, each reversing the previous entries and settling again; median of
 * the three against 10 s. Then the settle job is queued again: it must add nothing. Fails loudly on an error
 * or when the second run adds an entry; asserts no timing.
 */
import { seedMillionLines } from './million-lines.js';
import { median, startBenchServer } from './server.js';

const system = await startBenchServer('drawdesk_bench_settlement', { drawCalendar: false });
const db = (text: string, values: unknown[] = []) => system.app.pool.query(text, values);

const { call } = system;

const ledger = async (drawId: number) =>
  (await db(`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE draw_id = $1`, [drawId])).rows[0] as { n: number; total: string };

/** Enters (or corrects) the result and waits for the draw to be settled on it: wall time, and the job's own. */
async function settle(drawId: number, special: number, reason?: string) {
  const started = performance.now();
  await call('POST', '/lottery/result', { id: drawId, numbers: [1, 2, 3, 4, 5, 6].map((n) => (n >= special ? n + 6 : n)), special, ...(reason ? { reason } : {}) });
  for (;;) {
    const { rows } = await db(
      `SELECT d.status, s.duration_ms, j.last_error FROM draws d LEFT JOIN settlements s ON s.draw_id = d.id AND s.result_version = d.result_version
       LEFT JOIN LATERAL (SELECT last_error FROM jobs WHERE kind = 'draw.settle' ORDER BY id DESC LIMIT 1) j ON true WHERE d.id = $1`,
      [drawId],
    );
    const row = rows[0] as { status: string; duration_ms: number | null; last_error: string | null };
    if (row.last_error) throw new Error(`settlement failed: ${row.last_error}`);
    if (row.status === 'settled') return { wall: performance.now() - started, job: row.duration_ms! };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const { draw, lines } = await seedMillionLines(db, system.dataDir);
await db(`UPDATE draws SET status = 'closed' WHERE id = $1`, [draw]);
const runs = [await settle(draw, 7), await settle(draw, 18, 'bench correction 1'), await settle(draw, 33, 'bench correction 2')];
const entries = await ledger(draw);

// The same settlement again: a queued job on a settled draw, and one on a draw put back to drawn.
await db(`INSERT INTO jobs (kind, payload) VALUES ('draw.settle', $1)`, [{ drawId: draw }]);
await db(`UPDATE draws SET status = 'drawn' WHERE id = $1`, [draw]);
const again = performance.now();
await db(`INSERT INTO jobs (kind, payload) VALUES ('draw.settle', $1)`, [{ drawId: draw }]);
for (;;) {
  const { rows } = await db(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'draw.settle' AND state <> 'done'`);
  if (rows[0].n === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const againMs = performance.now() - again;
const after = await ledger(draw);
if (after.n !== entries.n || after.total !== entries.total) throw new Error(`settling again added entries: ${entries.n} -> ${after.n}`);

const out = (name: string, value: number, target?: number) =>
  console.log(`${name.padEnd(70)} median ${(value / 1000).toFixed(2).padStart(8)} s${target === undefined ? '  (no target)' : ` (target <= ${target / 1000}, ratio ${(value / target).toFixed(2)})`}`);
console.log(`settled ${lines.toLocaleString('en-US')} lines 3 times: ${runs.map((r) => `${(r.wall / 1000).toFixed(2)} s (job ${(r.job / 1000).toFixed(2)} s)`).join(', ')}; ${entries.n} ledger entries`);
out('settlement of 1,000,000 lines, result entered to draw settled [3 runs]', median(runs.map((r) => r.wall)), 10_000);
out('  the job alone (the first, then two corrections that reverse and resettle)', median(runs.map((r) => r.job)));
console.log(`${'the same settlement queued twice more'.padEnd(70)} added ${after.n - entries.n} entries in ${(againMs / 1000).toFixed(2)} s`);
await system.stop();
