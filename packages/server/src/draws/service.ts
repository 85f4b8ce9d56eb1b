import type { DrawResultEntry, LotteryCode, MarketSave, MarketTimeZone, ZodiacSnapshot } from '@drawdesk/contracts';
import { LotteryError, zodiacMapOn, type ZodiacYear } from '@drawdesk/lottery';
import type { Transaction } from '../db/client.js';
import { conflict, invalid, invalidFields, notFound } from '../lib/errors.js';
import { auditedSaves } from '../lib/audited-save.js';
import type { Actor } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';
import { toDraw, type DrawRow } from '../repositories/draws.js';
import { toMarket, type LotteryRow } from '../repositories/lotteries.js';
import { todoSubject } from '../repositories/messages.js';
import { todoFinisher } from '../notices/notify-user.js';
import { calendarSlots, localDate, nextIssueOf } from './calendar.js';
import type { DrawHooks } from './hooks.js';
import { allows, DRAW_ACTIONS, requireAllowed } from './lifecycle.js';
import { resultProblems } from './result.js';

/** Who acts when a job changes a draw. */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'system', requestId: 'job', address: 'local' };
/** How far ahead the calendar job keeps draws created. */
export const DAYS_AHEAD = 14;

export const JOB_KINDS = { schedule: 'draws.schedule', open: 'draw.open', close: 'draw.close', settle: 'draw.settle' } as const;
const keyOf = (kind: string, drawId: number) => `${kind}:${drawId}`;

export type DrawTimes = { opensAt: Date; closesAt: Date; drawAt: Date };

const calendarOf = (row: LotteryRow) => toMarket(row).calendar;

/** Opens before it closes, closes no later than it is drawn. */
function checkTimes(times: DrawTimes) {
  if (times.opensAt >= times.closesAt) throw invalid('/closesAt', 'draw.closesAfterOpens');
  if (times.closesAt > times.drawAt) throw invalid('/drawAt', 'draw.drawnAfterClose');
}

/**
 * Every change of a draw, for routes (an Admin) and jobs (the system) alike: each takes the
 * transaction, locks the draw, checks the lifecycle (409 with the current status), writes the
 * change and its audit entry, and keeps the draw's open and close jobs in step.
 */
export function drawService(repos: Pick<Repositories, 'draws' | 'lotteries' | 'jobs' | 'audit' | 'messages' | 'events' | 'system'>, hooks: DrawHooks) {
  const { draws, lotteries, jobs, audit, system } = repos;
  const finishTodo = todoFinisher(repos);
  const saves = auditedSaves(audit);

  async function load(id: number, tx: Transaction): Promise<DrawRow> {
    const row = await draws.findById(id, tx, true);
    if (!row) throw notFound('notFound.draw');
    return row;
  }
  const reload = async (id: number, tx: Transaction) => (await draws.findById(id, tx))!;

  async function lotteryOf(code: string, tx: Transaction, lock = false) {
    const row = await lotteries.find(code, tx, lock);
    if (!row) throw notFound('notFound.lottery');
    return row;
  }

  /** The draw opens and closes by itself at its times: one queued job each, moved when the times change. */
  async function planJobs(id: number, times: DrawTimes, tx: Transaction) {
    await jobs.enqueue({ kind: JOB_KINDS.open, key: keyOf(JOB_KINDS.open, id), payload: { drawId: id }, runAt: times.opensAt, maxAttempts: 10 }, tx);
    await jobs.enqueue({ kind: JOB_KINDS.close, key: keyOf(JOB_KINDS.close, id), payload: { drawId: id }, runAt: times.closesAt, maxAttempts: 10 }, tx);
  }
  async function dropJobs(id: number, kinds: readonly string[], tx: Transaction) {
    for (const kind of kinds) await jobs.cancelQueued(keyOf(kind, id), tx);
  }

  /** A result entered (or the draw voided): the Admins' "result awaited" todos about it end, and their badges hear it. */
  async function resultDone(id: number, tx: Transaction) {
    await finishTodo(todoSubject.drawResult(id), `draw:${id}`, tx);
  }

  /** The settlement job reads what to do from the draw when it runs (src/settlement). */
  async function settleLater(id: number, tx: Transaction) {
    await jobs.enqueue({ kind: JOB_KINDS.settle, key: keyOf(JOB_KINDS.settle, id), payload: { drawId: id }, maxAttempts: 10 }, tx);
  }

  async function nextIssue(lottery: LotteryRow, drawAt: Date, tx: Transaction) {
    const year = localDate(drawAt, lottery.timeZone as MarketTimeZone).slice(0, 4);
    return nextIssueOf(calendarOf(lottery), drawAt, year, await draws.lastSequence(lottery.code, year, tx));
  }

  /** A status step of the lifecycle table: lock, check, write, drop the jobs it makes pointless, audit. */
  async function step(
    action: 'open' | 'close' | 'void',
    id: number,
    actor: Actor,
    tx: Transaction,
    options: { dropKinds: readonly string[]; reason?: string; then?: (after: DrawRow) => Promise<void> },
  ) {
    const before = await load(id, tx);
    requireAllowed(action, before.status);
    await draws.setStatus(id, DRAW_ACTIONS[action].to, tx, options.reason === undefined ? {} : { voidReason: options.reason });
    await dropJobs(id, options.dropKinds, tx);
    const after = await reload(id, tx);
    await options.then?.(after);
    const change = { before: { status: before.status }, after: { status: after.status }, reason: options.reason };
    await audit.record(actor, { action: `draw.${action}`, entity: 'draw', entityId: id, ...change }, tx);
    return after;
  }

  const service = {
    /** A new scheduled draw (by an Admin, or by the calendar job); its issue defaults to the lottery's next of the year. */
    async create(input: DrawTimes & { lottery: LotteryCode; issue?: string; source: 'calendar' | 'manual' }, actor: Actor, tx: Transaction) {
      checkTimes(input);
      // Locked: issue numbers of one lottery are handed out one at a time.
      const lottery = await lotteryOf(input.lottery, tx, true);
      const issue = input.issue ?? (await nextIssue(lottery, input.drawAt, tx));
      const id = await draws.insert({ lottery: input.lottery, issue, opensAt: input.opensAt, closesAt: input.closesAt, drawAt: input.drawAt, source: input.source }, tx);
      await planJobs(id, input, tx);
      const created = await reload(id, tx);
      await audit.record(actor, { action: 'draw.create', entity: 'draw', entityId: id, after: toDraw(created) }, tx);
      return created;
    },

    /** New times (or issue) for a draw that has not opened yet. */
    async reschedule(id: number, version: number, input: DrawTimes & { lottery: LotteryCode; issue?: string }, actor: Actor, tx: Transaction) {
      return saves.update(
        {
          entity: 'draw',
          id,
          actor,
          action: 'draw.reschedule',
          load: () => draws.findById(id, tx, true),
          check: (before) => {
            requireAllowed('reschedule', before.status);
            if (before.version !== version) throw conflict('draw.stale');
            if (input.lottery !== before.lottery) throw invalid('/lottery', 'draw.staysInLottery');
            checkTimes(input);
          },
          // The row is locked and its version checked: the write cannot miss.
          write: async (before) => {
            await draws.update(id, { issue: input.issue ?? before.issue, opensAt: input.opensAt, closesAt: input.closesAt, drawAt: input.drawAt }, tx);
            await planJobs(id, input, tx);
            return reload(id, tx);
          },
          view: toDraw,
        },
        tx,
      );
    },

    async open(id: number, actor: Actor, tx: Transaction) {
      return step('open', id, actor, tx, {
        dropKinds: [JOB_KINDS.open],
        then: async (after) => {
          for (const hook of hooks.onOpen) await hook(tx, after, actor);
        },
      });
    },

    /** Closes sales; the close hooks run in the same transaction (see hooks.ts). */
    async close(id: number, actor: Actor, tx: Transaction) {
      return step('close', id, actor, tx, {
        dropKinds: [JOB_KINDS.close],
        then: async (after) => {
          for (const hook of hooks.onClose) await hook(tx, after, actor);
        },
      });
    },

    /** Voids the draw; its settlement job then refunds every line (and reverses a settled result's entries). */
    async void(id: number, reason: string, actor: Actor, tx: Transaction) {
      return step('void', id, actor, tx, { dropKinds: Object.values(JOB_KINDS), reason, then: async () => {
          await settleLater(id, tx);
          await resultDone(id, tx);
        },
      });
    },

    /**
     * Enters the result of a closed draw, or corrects a drawn or settled one (a reason is required).
     * A Mark Six draw snapshots the zodiac map of the lunar year its draw time falls in at the first
     * entry; a correction keeps that snapshot. Either way the draw is `drawn` and settlement is queued.
     */
    async enterResult(entry: DrawResultEntry, actor: Actor, tx: Transaction) {
      const before = await load(entry.id, tx);
      const action = allows('correct', before.status) ? 'correct' : 'result';
      requireAllowed(action, before.status);
      if (action === 'correct' && !entry.reason) throw invalid('/reason', 'draw.correctionReason');
      const problems = resultProblems(before.game, entry.numbers, entry.special);
      if (problems.length > 0) throw invalidFields(problems);

      let zodiac = before.zodiac;
      if (before.game === 'MARK6' && !zodiac) {
        const lottery = await lotteryOf(before.lottery, tx);
        try {
          zodiac = zodiacSnapshotOn(before.drawAt, lottery.timeZone as MarketTimeZone, await lotteries.zodiacYears(tx));
        } catch (error) {
          if (error instanceof LotteryError) throw conflict('draw.noZodiacYear', undefined, { status: before.status });
          throw error;
        }
      }
      await draws.saveResult(entry.id, entry.numbers, entry.special ?? null, zodiac, tx);
      const after = await reload(entry.id, tx);
      await settleLater(entry.id, tx);
      await resultDone(entry.id, tx);
      await audit.record(
        actor,
        {
          action: action === 'correct' ? 'draw.correct' : 'draw.result',
          entity: 'draw',
          entityId: entry.id,
          before: { status: before.status, result: toDraw(before).result },
          after: { status: after.status, result: toDraw(after).result, zodiac: after.zodiac && { lunarYear: after.zodiac.lunarYear, yearAnimal: after.zodiac.yearAnimal } },
          reason: entry.reason,
        },
        tx,
      );
      return after;
    },

    /** Removes a draw not yet open (or void) and without orders; it stays in the audit trail. */
    async remove(id: number, actor: Actor, tx: Transaction) {
      const before = await load(id, tx);
      requireAllowed('remove', before.status);
      for (const holds of hooks.holdsOrders) {
        if (await holds(tx, before)) throw conflict('draw.hasOrders', undefined, { status: before.status });
      }
      await draws.remove(id, tx);
      await dropJobs(id, Object.values(JOB_KINDS), tx);
      await audit.record(actor, { action: 'draw.remove', entity: 'draw', entityId: id, before: toDraw(before) }, tx);
    },

    /** The open job: a scheduled draw whose opening time has come opens (anything else was handled by hand). */
    async openDue(id: number, tx: Transaction) {
      const draw = await draws.findById(id, tx, true);
      if (!draw || draw.status !== 'scheduled' || draw.opensAt > (await system.now(tx))) return;
      await service.open(id, SYSTEM_ACTOR, tx);
    },

    /** The close job: an open draw whose closing time has come closes; a scheduled one that never opened opens and closes. */
    async closeDue(id: number, tx: Transaction) {
      const draw = await draws.findById(id, tx, true);
      if (!draw || draw.closesAt > (await system.now(tx))) return;
      if (draw.status === 'scheduled') await service.open(id, SYSTEM_ACTOR, tx);
      if (draw.status === 'scheduled' || draw.status === 'open') await service.close(id, SYSTEM_ACTOR, tx);
    },

    /** The calendar job: every active lottery gets its draws of the next DAYS_AHEAD days; returns how many it created. */
    async scheduleAhead(tx: Transaction) {
      const at = await system.now(tx);
      let created = 0;
      for (const listed of await lotteries.list(tx)) {
        const lottery = await lotteryOf(listed.code, tx, true);
        if (!lottery.active) continue;
        const slots = calendarSlots(calendarOf(lottery), at, DAYS_AHEAD);
        if (slots.length === 0) continue;
        const taken = await draws.drawTimes(lottery.code, slots[0]!.drawAt, slots.at(-1)!.drawAt, tx);
        for (const slot of slots.filter((s) => !taken.has(s.drawAt.getTime()))) {
          await service.create({ lottery: lottery.code as LotteryCode, ...slot, source: 'calendar' }, SYSTEM_ACTOR, tx);
          created++;
        }
      }
      return created;
    },

    /** A new calendar: the calendar's draws not yet open are replaced by ones that follow it. */
    async saveCalendar(save: MarketSave, actor: Actor, tx: Transaction) {
      const before = await lotteryOf(save.code, tx, true);
      const after = await lotteries.saveCalendar(save, tx);
      if (!after) throw conflict('lottery.stale');
      const replaced = await draws.unopenedCalendarDraws(save.code, tx);
      for (const { id } of replaced) await dropJobs(id, Object.values(JOB_KINDS), tx);
      await draws.deleteUnopened(replaced.map((d) => d.id), tx);
      await jobs.enqueue({ kind: JOB_KINDS.schedule, key: JOB_KINDS.schedule }, tx);
      await audit.record(
        actor,
        { action: 'lottery.calendar', entity: 'lottery', entityId: save.code, before: toMarket(before), after: { ...toMarket(after), replacedDraws: replaced.map((d) => d.id) } },
        tx,
      );
      return after;
    },
  };
  return service;
}
export type DrawService = ReturnType<typeof drawService>;

/** The zodiac map of the lunar year a draw time falls in (in the market's zone), as a draw stores it. */
export function zodiacSnapshotOn(drawAt: Date, zone: MarketTimeZone, years: readonly ZodiacYear[]): ZodiacSnapshot {
  const map = zodiacMapOn(localDate(drawAt, zone), years);
  return { lunarYear: map.lunarYear, yearAnimal: map.yearAnimal, animals: [...map.animals] };
}

