import type { FastifyInstance } from 'fastify';
import type { Layoff, LayoffApplyBody, LayoffSave } from '@drawdesk/contracts';
import { isPlayCode, playTypeOf, validateSelection } from '@drawdesk/lottery';
import type { Executor, Transaction } from '../db/client.js';
import { conflict, invalid, notFound } from '../lib/errors.js';
import { splitSave } from '../lib/save-target.js';
import type { Actor } from '../repositories/audit.js';
import type { DrawRow } from '../repositories/draws.js';
import type { LayoffValues } from '../repositories/layoffs.js';
import { scopeOf } from '../repositories/scope.js';
import type { Principal } from '../repositories/sessions.js';
import { ownerFor } from './owner.js';
import { gameName, line, say, type MessageKey } from '../i18n/say.js';
import { drawStatus } from '../draws/lifecycle.js';

/** A lay-off's status in words. */
const layoffStatus = (status: 'planned' | 'placed' | 'settled') => say(`layoff.status.${status}` satisfies MessageKey);

/** Lay-offs are made until the result is in: on a draw scheduled, open or closed. */
const LAYABLE = new Set(['scheduled', 'open', 'closed']);

/**
 * Lay-offs (DOMAIN.md §6): entered by hand or from a run's suggestions, planned then placed; only a
 * planned one is edited or removed. The company lays off (Admins), and so does an agent that may.
 */
export function layoffService(app: FastifyInstance) {
  const { layoffs, analyses, draws, agents, audit } = app.repos;
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

  function checkedTerms(body: Omit<LayoffSave, 'id' | 'version'>, draw: DrawRow) {
    if (!isPlayCode(body.play) || playTypeOf(body.play).game !== draw.game) throw invalid('/play', 'order.notAPlay', { play: body.play, game: gameName(draw.game) });
    const check = validateSelection(body.play, body.selection);
    if (!check.ok) throw invalid('/selection', 'order.badSelection', { play: line(body.play), selection: body.selection, why: check.error });
    return check.selection;
  }

  return {
    async save(body: LayoffSave, principal: Principal, actor: Actor, tx: Transaction): Promise<Layoff> {
      const { fields, target } = splitSave(body);
      const draw = await layableDraw(fields.drawId, tx);
      const agentId = await ownerFor(agents, principal, fields.agentId, '/agentId', tx);
      await requireMayLayOff(agentId, tx);
      const values: LayoffValues = {
        drawId: draw.id,
        agentId,
        play: fields.play,
        selection: checkedTerms(fields, draw),
        stake: fields.stake,
        odds: fields.odds,
        odds2: fields.odds2 ?? null,
        rebateBp: fields.rebateBp,
        upstream: fields.upstream.trim(),
        note: fields.note?.trim() ?? '',
      };
      const scoped = layoffs.scoped(scopeOf(principal));
      if (!target) {
        const [created] = await layoffs.insert([values], by(principal), tx);
        await audit.record(actor, { action: 'layoff.create', entity: 'layoff', entityId: created!.id, after: created }, tx);
        return scoped.view(created!.id, tx);
      }
      const before = await scoped.findById(target.id, tx, true);
      if (!before) throw notFound('notFound.layoff');
      const after = await layoffs.updatePlanned(target.id, target.version, values, tx);
      if (!after) throw before.status === 'planned' ? conflict('layoff.stale') : conflict('layoff.onlyPlannedEdited', { status: layoffStatus(before.status) });
      await audit.record(actor, { action: 'layoff.update', entity: 'layoff', entityId: after.id, before, after }, tx);
      return scoped.view(after.id, tx);
    },

    async place(id: number, version: number, principal: Principal, actor: Actor, tx: Transaction): Promise<Layoff> {
      const scoped = layoffs.scoped(scopeOf(principal));
      const before = await scoped.findById(id, tx, true);
      if (!before) throw notFound('notFound.layoff');
      await layableDraw(before.drawId, tx);
      const after = await layoffs.place(id, version, tx);
      if (!after) throw before.status === 'planned' ? conflict('layoff.stale') : conflict('layoff.already', { status: layoffStatus(before.status) });
      await audit.record(actor, { action: 'layoff.place', entity: 'layoff', entityId: id, before: { status: before.status }, after: { status: after.status } }, tx);
      return scoped.view(id, tx);
    },

    async remove(id: number, principal: Principal, actor: Actor, tx: Transaction) {
      const before = await layoffs.scoped(scopeOf(principal)).findById(id, tx, true);
      if (!before) throw notFound('notFound.layoff');
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
      await layableDraw(run.drawId, tx);
      await requireMayLayOff(run.agentId, tx);
      if (!(await analyses.markApplied(run.id, tx))) throw conflict('analysis.alreadyApplied');
      const rows = await layoffs.insert(
        suggested.map((l) => ({
          drawId: run.drawId,
          agentId: run.agentId,
          play: l.play,
          selection: l.selection,
          stake: l.stake,
          odds: l.odds,
          odds2: l.odds2 ?? null,
          rebateBp: l.rebateBp,
          upstream: body.upstream?.trim() ?? '',
          note: '',
          analysisId: run.id,
        })),
        by(principal),
        tx,
      );
      await audit.record(actor, { action: 'layoff.apply', entity: 'analysis', entityId: run.id, after: { layoffs: rows.map((r) => r.id) } }, tx);
      return layoffs.scoped(scopeOf(principal)).views(rows.map((r) => r.id), tx);
    },
  };
}
export type LayoffService = ReturnType<typeof layoffService>;
