import { userNotifier } from '../notices/notify-user.js';
import { farmingFlags, type FarmingFlag } from '@drawdesk/lottery';
import type { Executor, Transaction } from '../db/client.js';
import { zodiacOfDraw } from '../draws/zodiac-of.js';
import type { Repositories } from '../repositories/index.js';
import type { ClaimedJob, JobRepository } from '../repositories/jobs.js';
import type { FoundAlert } from '../repositories/risk-alerts.js';
import { farmingFlagged } from './notices.js';

/** The rebate-farming check of a draw (对刷): a job, keyed per draw. */
export const FARMING_JOB = 'risk.farming';
/** Orders arriving on a draw ask for a check at most this long after the first of them (the key keeps the earlier time). */
export const FARMING_DEBOUNCE_MS = 60_000;
/** New flags told to the Admins per check at most (each is a todo); the desk shows them all. */
const TOLD_MAX = 20;

type Labels = ReadonlyMap<number, { code: string; name: string }>;

const customerOf = (labels: Labels, id: string) => {
  const customerId = Number(id);
  const label = labels.get(customerId);
  return { customerId, code: label?.code ?? id, name: label?.name ?? '' };
};

/** A flag of the core as the desk stores and shows it: customers by code and name, and its fingerprint (kind, market, who). */
export function toFound(flag: FarmingFlag, labels: Labels): FoundAlert {
  if (flag.kind === 'coverage') {
    const customerIds = flag.customers.map((c) => Number(c.customer)).sort((a, b) => a - b);
    return {
      fingerprint: `coverage|${flag.market}|${customerIds.join(',')}`,
      kind: 'coverage',
      play: flag.play,
      customerIds,
      weight: flag.stake,
      evidence: {
        kind: 'coverage',
        play: flag.play,
        market: flag.market,
        customers: flag.customers.map((c) => ({ ...customerOf(labels, c.customer), selections: c.selections, stake: c.stake })),
        selections: flag.selections,
        covered: flag.covered,
        missing: [...flag.missing],
        stake: flag.stake,
        payout: { ...flag.payout },
      },
    };
  }
  const customerIds = flag.customers.map(Number).sort((a, b) => a - b);
  return {
    fingerprint: `opposite|${flag.play}|${customerIds.join(',')}`,
    kind: 'opposite',
    play: flag.play,
    customerIds,
    weight: flag.matched,
    evidence: {
      kind: 'opposite',
      play: flag.play,
      customers: flag.customers.map((c, i) => ({ ...customerOf(labels, c), stake: flag.stakes[i]! })),
      matched: flag.matched,
      matches: flag.matches.map((m) => ({ sides: [...m.sides], stakes: [...m.stakes] })),
    },
  };
}

/** Asks for a draw's check at `runAt`, or sooner if one is already asked for. */
export const queueFarming = (jobs: JobRepository, drawId: number, runAt: Date, tx: Executor) =>
  jobs.enqueue({ kind: FARMING_JOB, key: `${FARMING_JOB}:${drawId}`, payload: { drawId }, runAt, sooner: true }, tx);

/**
 * The check of one draw: its accepted lines read per customer, flagged by the domain core
 * (`farmingFlags`, its default thresholds), stored against the flags known; each new one is a todo and a
 * live event to every active Admin.
 */
export function farmingCheck(repos: Pick<Repositories, 'draws' | 'lotteries' | 'riskAlerts' | 'messages' | 'events'>) {
  const { draws, lotteries, riskAlerts } = repos;
  const notifyUser = userNotifier(repos);
  return async function work(tx: Transaction, job: ClaimedJob) {
    const draw = await draws.findById(Number(job.payload.drawId), tx);
    if (!draw) return;
    const lines = await riskAlerts.farmingLines(draw.id, tx);
    const result = farmingFlags(lines, { zodiac: await zodiacOfDraw(lotteries, draw, tx) });
    const ids = [...new Set(result.flags.flatMap((flag) => (flag.kind === 'coverage' ? flag.customers.map((c) => Number(c.customer)) : flag.customers.map(Number))))];
    const labels = await riskAlerts.customerLabels(ids, tx);
    const fresh = await riskAlerts.record(draw.id, result.flags.map((flag) => toFound(flag, labels)), { lines: lines.length, truncated: result.truncated }, tx);
    if (fresh.length === 0) return;
    const lottery = (await lotteries.find(draw.lottery, tx))!;
    for (const adminId of await draws.activeAdmins(tx)) {
      for (const flag of fresh.slice(0, TOLD_MAX)) {
        const todo = farmingFlagged(lottery, draw, flag);
        await notifyUser(adminId, todo, { traceId: `risk:${draw.id}:alerts` }, tx);
      }
    }
  };
}
