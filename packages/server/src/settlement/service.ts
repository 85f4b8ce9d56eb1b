import { userNotifier } from '../notices/notify-user.js';
import { settleLine, voidLine, type Draw } from '@drawdesk/lottery';
import type { Transaction } from '../db/client.js';
import { SYSTEM_ACTOR } from '../draws/service.js';
import { zodiacOfDraw } from '../draws/zodiac-of.js';
import type { DrawRow } from '../repositories/draws.js';
import type { Repositories } from '../repositories/index.js';
import type { SettlementTotals } from '../repositories/settlement.js';
import { BadDataError, whyOf } from '../jobs/failure.js';
import { drawSettled } from './notices.js';
import { drawnResult, tallySelection } from './tally.js';
import type { Bilingual } from '@drawdesk/contracts';
import { inBoth, line, lineNames, say } from '../i18n/say.js';
import { namesOf } from '../lib/terms.js';
import { drawName } from '../notices/notice.js';

/** A void draw's refund is settled as result version 0: it reverses every earlier version's entries. */
const VOID_VERSION = 0;
const VOID_REASON = inBoth(say('order.rejectedAtVoid'));

/**
 * Settlement of a draw (docs/domain/settlement.md#settlement), run by the `draw.settle` job inside the job's transaction, so
 * the whole draw commits with the job or not at all: a server killed half way leaves nothing, and the
 * job runs again after the restart. It is also idempotent by itself: a draw is settled once per result
 * version (the `settlements` row), and every ledger entry has a unique (draw, party, kind, version) key.
 *
 * The pipeline: reverse the entries of other result versions (a correction or a void), judge each
 * selection once (every line settles from its selection's judgement), book each customer's net, split the book along the
 * share chains and book each agent's and the company's part, settle the placed lay-offs, record the
 * totals, mark the draw settled (which settles its accepted orders: an order's settled state is its
 * draw's settled version), tell the agents' Users.
 */
export function settlementService(repos: Pick<Repositories, 'draws' | 'lotteries' | 'settlement' | 'audit' | 'messages' | 'events'>) {
  const { draws, lotteries, settlement, audit } = repos;
  const notifyUser = userNotifier(repos);

  async function settleLines(draw: DrawRow, version: number, result: Draw, tx: Transaction) {
    const tallies = (await settlement.selections(draw.id, tx)).map((s) => tallySelection(s.play, s.selection, result));
    if ((await settlement.judge(draw.id, version, tallies, tx)) === 0) return;
    // Lines the book did not count as it should: their selections judged from the lines themselves.
    const rest = await settlement.unsettledSelections(draw.id, version, tx);
    if ((await settlement.judge(draw.id, version, rest.map((s) => tallySelection(s.play, s.selection, result)), tx)) === 0) return;
    const missed = await settlement.unsettledSelections(draw.id, version, tx);
    const named = namesOf(missed.slice(0, 5).map((s) => ({ names: lineNames(s.play, s.selection) })));
    throw new BadDataError(say('job.bad.unsettled', { issue: draw.issue, count: missed.length, lines: named }));
  }

  async function settleLayoffs(draw: DrawRow, version: number, result: Draw | null, note: Bilingual, tx: Transaction) {
    const settled = (await settlement.layoffsToSettle(draw.id, tx)).map((layoff) => {
      try {
        const money = result ? settleLine(layoff, result) : voidLine(layoff);
        return { id: layoff.id, agentId: layoff.agentId, result: money.result, payout: money.payout, net: money.net };
      } catch (error) {
        // Say which lay-off: the job's last error is how an Admin finds the row to fix.
        throw new BadDataError(say('job.bad.layoff', { line: line(layoff.play, layoff.selection), id: layoff.id, why: whyOf(error) }), { cause: error });
      }
    });
    await settlement.settleLayoffs(draw.id, version, settled, note, tx);
  }

  async function book(draw: DrawRow, version: number, note: Bilingual, tx: Transaction): Promise<SettlementTotals> {
    const totals = await settlement.totals(draw.id, tx);
    await settlement.bookCustomers(draw.id, version, note, tx);
    await settlement.splitShares(draw.id, version, totals, tx);
    await settlement.bookShares(draw.id, version, note, tx);
    return totals;
  }

  async function tell(draw: DrawRow, version: number, voided: boolean, tx: Transaction) {
    const lottery = (await lotteries.find(draw.lottery, tx))!;
    const notice = drawSettled(lottery, draw, voided);
    for (const userId of await settlement.agentUsers(draw.id, version, tx)) {
      await notifyUser(userId, notice, { traceId: `draw:${draw.id}` }, tx);
    }
  }

  async function noteOf(draw: DrawRow, tx: Transaction) {
    const lottery = (await lotteries.find(draw.lottery, tx))!;
    return inBoth(drawName(lottery, draw.issue));
  }

  /** A drawn draw's result version, settled. */
  async function settleResult(draw: DrawRow, tx: Transaction, started: number) {
    const version = draw.resultVersion;
    if (await settlement.exists(draw.id, version, tx)) return;
    const note = await noteOf(draw, tx);
    const reversed = await settlement.reverseOtherVersions(draw.id, version, inBoth(say('ledger.note.correction', { draw: note })), tx);
    const result = drawnResult(draw.game, draw.numbers!, draw.special, await zodiacOfDraw(lotteries, draw, tx));
    await settleLines(draw, version, result, tx);
    const totals = await book(draw, version, note, tx);
    await settleLayoffs(draw, version, result, note, tx);
    await settlement.record(draw.id, version, 'result', totals, reversed, Math.round(performance.now() - started), tx);
    await draws.markSettled(draw.id, version, tx);
    await audit.record(SYSTEM_ACTOR, { action: 'draw.settle', entity: 'draw', entityId: draw.id, after: { resultVersion: version, ...totals, reversed } }, tx);
    await tell(draw, version, false, tx);
  }

  /** A void draw: its lines refunded, its pending orders rejected, earlier settlements reversed. */
  async function settleVoid(draw: DrawRow, tx: Transaction, started: number) {
    if (await settlement.exists(draw.id, VOID_VERSION, tx)) return;
    const note = await noteOf(draw, tx);
    const reversed = await settlement.reverseOtherVersions(draw.id, VOID_VERSION, inBoth(say('ledger.note.void', { draw: note })), tx);
    await settlement.voidLines(draw.id, VOID_VERSION, tx);
    await settlement.rejectPending(draw.id, VOID_REASON, tx);
    const totals = await book(draw, VOID_VERSION, note, tx);
    await settleLayoffs(draw, VOID_VERSION, null, note, tx);
    await settlement.record(draw.id, VOID_VERSION, 'void', totals, reversed, Math.round(performance.now() - started), tx);
    await draws.markRefunded(draw.id, VOID_VERSION, tx);
    await audit.record(SYSTEM_ACTOR, { action: 'draw.refund', entity: 'draw', entityId: draw.id, after: { ...totals, reversed } }, tx);
    await tell(draw, VOID_VERSION, true, tx);
  }

  return {
    /** The job's work: whatever the draw's state asks for (a drawn draw settles, a void one refunds); else nothing. */
    async settleDue(drawId: number, tx: Transaction) {
      const started = performance.now();
      // Locked: a correction or a void waits for the settlement in flight, and two runs never overlap.
      const draw = await draws.findById(drawId, tx, true);
      if (draw?.status === 'drawn') await settleResult(draw, tx, started);
      else if (draw?.status === 'void') await settleVoid(draw, tx, started);
    },
  };
}
export type SettlementService = ReturnType<typeof settlementService>;
