import { ANALYSIS_RULES, type Layoff, type LayoffApplyBody, type LayoffSave } from '@drawdesk/contracts';
import { combinationCount, isPlayCode, MAX_COMBINATIONS, playTypeOf, validateSelection } from '@drawdesk/lottery';
import type { Executor, Transaction } from '../db/client.js';
import { lockOneForTransaction } from '../db/locks.js';
import { conflict, invalid, invalidAs, notFound } from '../lib/errors.js';
import { bestPayout, oddsProblem, PAYOUT_MAX, paysTooMuch } from '../lib/terms.js';
import { splitSave } from '../lib/save-target.js';
import type { Actor } from '../repositories/audit.js';
import type { DrawRow } from '../repositories/draws.js';
import type { LayoffValues } from '../repositories/layoffs.js';
import { scopeOf } from '../repositories/scope.js';
import type { Principal } from '../repositories/sessions.js';
import type { Repositories } from '../repositories/index.js';
import { ownerFor } from './owner.js';
import { todoSubject } from '../repositories/messages.js';
import { todoFinisher } from '../notices/notify-user.js';
import { gameName, line, money, say, type MessageKey } from '../i18n/say.js';
import { lotteryReason } from '../i18n/lottery-refusal.js';
import { drawStatus } from '../draws/lifecycle.js';

/** A lay-off's status in words. */
const layoffStatus = (status: 'planned' | 'placed' | 'settled') => say(`layoff.status.${status}` satisfies MessageKey);

/** A lay-off's odds slots as a list, like a plan row's. */
const oddsOf = (terms: { odds: number; odds2: number | null }) => (terms.odds2 === null ? [terms.odds] : [terms.odds, terms.odds2]);

/** Lay-offs are made until the result is in: on a draw scheduled, open or closed. */
const LAYABLE = new Set(['scheduled', 'open', 'closed']);

/**
 * Lay-offs (docs/domain/analysis.md#lay-offs): entered by hand or from a run's suggestions, planned then placed; only a
 * planned one is edited or removed. The company lays off (Admins), and so does an agent that may. An order's
 * automatic lay-off is placed here (one click) but never edited or removed by hand: its order's cancel takes it back.
 */
export function layoffService(repos: Pick<Repositories, 'layoffs' | 'analyses' | 'draws' | 'agents' | 'audit' | 'messages' | 'events'>) {
  const { layoffs, analyses, draws, agents, audit } = repos;
  const finishTodo = todoFinisher(repos);
  const by = (principal: Principal) => ({ userId: principal.userId, username: principal.username });

  async function layableDraw(drawId: number, tx: Executor): Promise<DrawRow> {
    const draw = await draws.findById(drawId, tx, 'share');
    if (!draw) throw invalid('/drawId', 'draw.noSuch');
    if (!LAYABLE.has(draw.status)) throw conflict('layoff.tooLate', { issue: draw.issue, status: drawStatus(draw.status) });
    return draw;
  }

  /** An agent lays off only when its record says it may. */
  async function requireMayLayOff(agentId: number | null, tx: Executor) {
    if (agentId === null) return;
    const agent = await agents.findById(agentId, tx, 'share');
    if (!agent?.mayLayOff) throw conflict('layoff.agentMayNot', { agent: agent?.name ?? String(agentId) });
  }

  /**
   * A lay-off's terms as a plan row of its play may have them (its game's play, a valid selection, one
   * odds value per slot in the plan's range, at most MAX_COMBINATIONS combinations) and a payout any line
   * may have; `at` prefixes the fields named (a suggestion's index when applying a run).
   */
  function checkedTerms(terms: Pick<LayoffValues, 'play' | 'selection' | 'stake' | 'odds' | 'odds2'>, draw: DrawRow, at = '') {
    if (!isPlayCode(terms.play) || playTypeOf(terms.play).game !== draw.game) throw invalid(`${at}/play`, 'order.notAPlay', { play: terms.play, game: gameName(draw.game) });
    const check = validateSelection(terms.play, terms.selection);
    if (!check.ok) throw invalid(`${at}/selection`, 'order.badSelection', { play: line(terms.play), selection: terms.selection, why: lotteryReason(check) });
    const odds = oddsOf(terms);
    const wrongOdds = oddsProblem(playTypeOf(terms.play), odds);
    if (wrongOdds) throw invalidAs(`${at}/${terms.odds2 === null ? 'odds' : 'odds2'}`, wrongOdds);
    const combinations = combinationCount(terms.play, check.selection);
    if (combinations > MAX_COMBINATIONS) throw invalid(`${at}/selection`, 'layoff.tooManyCombinations', { max: MAX_COMBINATIONS });
    if (paysTooMuch(terms.play, terms.stake * combinations, odds)) throw invalid(`${at}/stake`, 'layoff.paysTooMuch', { max: PAYOUT_MAX });
    return check.selection;
  }

  /**
   * What one owner lays off on one draw stays within ANALYSIS_RULES (a count, and a total best-case payout),
   * so its lay-off entry of the draw is a safe integer. Lay-offs of the draw are saved one at a time.
   */
  async function checkOwnerTotal(adding: readonly LayoffValues[], except: number | null, tx: Transaction) {
    const { drawId, agentId } = adding[0]!;
    await lockOneForTransaction(tx, 'drawLayoffs', drawId);
    const owned = await layoffs.ownedOn(drawId, agentId, except, ANALYSIS_RULES.layoffsPerDraw, tx);
    const all = [...owned, ...adding];
    if (all.length > ANALYSIS_RULES.layoffsPerDraw) throw conflict('layoff.tooMany', { max: ANALYSIS_RULES.layoffsPerDraw });
    const total = all.reduce((sum, l) => sum + bestPayout(l.play, l.stake * combinationCount(l.play, l.selection), oddsOf(l)), 0n);
    if (total > BigInt(ANALYSIS_RULES.layoffPayoutPerDraw)) {
      throw conflict('layoff.ownerPaysTooMuch', { max: money(ANALYSIS_RULES.layoffPayoutPerDraw) });
    }
  }

  return {
    async save(body: LayoffSave, principal: Principal, actor: Actor, tx: Transaction): Promise<Layoff> {
      const { fields, target } = splitSave(body);
      const draw = await layableDraw(fields.drawId, tx);
      const agentId = await ownerFor(agents, principal, fields.agentId, '/agentId', tx);
      await requireMayLayOff(agentId, tx);
      const terms = { play: fields.play, selection: fields.selection, stake: fields.stake, odds: fields.odds, odds2: fields.odds2 ?? null };
      const values: LayoffValues = {
        ...terms,
        drawId: draw.id,
        agentId,
        selection: checkedTerms(terms, draw),
        rebateBp: fields.rebateBp,
        upstream: fields.upstream.trim(),
        note: fields.note?.trim() ?? '',
      };
      await checkOwnerTotal([values], target?.id ?? null, tx);
      const scoped = layoffs.scoped(scopeOf(principal));
      if (!target) {
        const [created] = await layoffs.insert([values], by(principal), tx);
        await audit.record(actor, { action: 'layoff.create', entity: 'layoff', entityId: created!.id, after: created }, tx);
        return scoped.view(created!.id, tx);
      }
      const before = await scoped.findById(target.id, tx, true);
      if (!before) throw notFound('notFound.layoff');
      if (before.orderId !== null) throw conflict('layoff.automatic');
      const after = await layoffs.updatePlanned(target.id, target.version, values, tx);
      if (!after) throw before.status === 'planned' ? conflict('layoff.stale') : conflict('layoff.onlyPlannedEdited', { status: layoffStatus(before.status) });
      await audit.record(actor, { action: 'layoff.update', entity: 'layoff', entityId: after.id, before, after }, tx);
      return scoped.view(after.id, tx);
    },

    async place(id: number, version: number, principal: Principal, actor: Actor, tx: Transaction): Promise<Layoff> {
      const scoped = layoffs.scoped(scopeOf(principal));
      const found = await scoped.findById(id, tx);
      if (!found) throw notFound('notFound.layoff');
      // A draw's lay-offs are placed one at a time (the lock their saves take, before the row's): two of an
      // order's placed at once would each see the other still planned, and its todo would never end.
      await lockOneForTransaction(tx, 'drawLayoffs', found.drawId);
      const before = await scoped.findById(id, tx, true);
      if (!before) throw notFound('notFound.layoff');
      await layableDraw(before.drawId, tx);
      const after = await layoffs.place(id, version, tx);
      if (!after) throw before.status === 'planned' ? conflict('layoff.stale') : conflict('layoff.already', { status: layoffStatus(before.status) });
      await audit.record(actor, { action: 'layoff.place', entity: 'layoff', entityId: id, before: { status: before.status }, after: { status: after.status } }, tx);
      // The last planned lay-off of an order's for its party placed: the todo to place them ends.
      if (after.orderId !== null && !(await layoffs.plannedOfOrder(after.orderId, after.agentId, tx))) {
        await finishTodo(todoSubject.layoffsToPlace(after.orderId, after.agentId), `order:${after.orderId}`, tx);
      }
      return scoped.view(id, tx);
    },

    async remove(id: number, principal: Principal, actor: Actor, tx: Transaction) {
      const before = await layoffs.scoped(scopeOf(principal)).findById(id, tx, true);
      if (!before) throw notFound('notFound.layoff');
      if (before.orderId !== null) throw conflict('layoff.automatic');
      if (!(await layoffs.removePlanned(id, tx))) throw conflict('layoff.onlyPlannedRemoved', { status: layoffStatus(before.status) });
      await audit.record(actor, { action: 'layoff.remove', entity: 'layoff', entityId: id, before }, tx);
    },

    /** A run's suggested lay-offs become planned ones, once, for the run's scope. */
    async apply(body: LayoffApplyBody, principal: Principal, actor: Actor, tx: Transaction): Promise<Layoff[]> {
      const run = await analyses.scoped(scopeOf(principal)).findById(body.analysisId, tx, true);
      if (!run) throw notFound('notFound.analysis');
      if (run.status !== 'done' || !run.result) throw conflict('analysis.noResult');
      const suggested = run.result.suggestedLayoffs;
      if (suggested.length === 0) throw conflict('analysis.noSuggestion');
      const draw = await layableDraw(run.drawId, tx);
      await requireMayLayOff(run.agentId, tx);
      if (!(await analyses.markApplied(run.id, tx))) throw conflict('analysis.alreadyApplied');
      const values = suggested.map((l, i): LayoffValues => {
        const terms = { play: l.play, selection: l.selection, stake: l.stake, odds: l.odds, odds2: l.odds2 ?? null };
        return { ...terms, selection: checkedTerms(terms, draw, `/suggestedLayoffs/${i}`), drawId: run.drawId, agentId: run.agentId, rebateBp: l.rebateBp, upstream: body.upstream?.trim() ?? '', note: '', analysisId: run.id };
      });
      await checkOwnerTotal(values, null, tx);
      const rows = await layoffs.insert(values, by(principal), tx);
      await audit.record(actor, { action: 'layoff.apply', entity: 'analysis', entityId: run.id, after: { layoffs: rows.map((r) => r.id) } }, tx);
      return layoffs.scoped(scopeOf(principal)).views(rows.map((r) => r.id), tx);
    },
  };
}
export type LayoffService = ReturnType<typeof layoffService>;
