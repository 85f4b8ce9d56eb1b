import {
  RISK_RULES, type AutoLayoffListQuery, type AutoLayoffRule, type AutoLayoffSave, type PageOf, type RiskAlerts, type RiskBoard, type RiskBoardQuery,
  type RiskCloseBody, type RiskRule, type RiskRuleSave,
} from '@drawdesk/contracts';
import { LotteryError, checkOddsDropRule, groupClosesAt, isPlayCode, playGroupOf, playTypeOf, validateSelection, type DrawClosing } from '@drawdesk/lottery';
import type { Database, Executor, Transaction } from '../db/client.js';
import { zodiacOfDraw } from '../draws/zodiac-of.js';
import { conflict, forbidden, invalid, notFound } from '../lib/errors.js';
import { gameName, line } from '../i18n/say.js';
import { lotteryReason } from '../i18n/lottery-refusal.js';
import { drawStatus } from '../draws/lifecycle.js';
import type { Bilingual } from '@drawdesk/contracts';
import { ownerFor } from '../analysis/owner.js';
import type { Actor } from '../repositories/audit.js';
import type { DrawRow } from '../repositories/draws.js';
import type { Repositories } from '../repositories/index.js';
import { scopeOf } from '../repositories/scope.js';
import type { Principal } from '../repositories/sessions.js';
import { boardRows } from './board.js';
import { boardTrace, handChange, ruleChanged, ruleTrace } from './notices.js';
import { floorCeiling, listedSelections } from './reference-odds.js';

/** Hand closing and opening are for draws still taking (or about to take) orders. */
const CHANGEABLE = new Set(['scheduled', 'open']);
/** Odds changes a board returns in all, shared among its selections (each gets 10 to 200, the latest). */
const HISTORY_BUDGET = 20_000;
const historyPerSelection = (selections: number) => Math.max(10, Math.min(RISK_RULES.historyMax, Math.floor(HISTORY_BUDGET / Math.max(1, selections))));

/**
 * The risk desk (docs/domain/analysis.md, the risk desk) around the domain core's rules: the board of a draw's play, the rules (the
 * company's odds drop and cap per lottery and play, Admins only; keep-at-most per party), closing and
 * opening selections by hand (audited, told live to every open desk) and the rebate-farming flags.
 */
export function riskService(
  db: Database,
  repos: Pick<Repositories, 'riskRules' | 'riskBoard' | 'riskAlerts' | 'draws' | 'lotteries' | 'agents' | 'audit' | 'events' | 'bookSettings' | 'book'>,
) {
  const { riskRules, riskBoard, riskAlerts, draws, lotteries, agents, audit, events, bookSettings, book } = repos;
  const by = (principal: Principal) => ({ userId: principal.userId, username: principal.username });

  function requirePlayOf(play: string, game: string) {
    if (!isPlayCode(play) || playTypeOf(play).game !== game) throw invalid('/play', 'order.notAPlay', { play, game: gameName(game as 'MARK6' | 'PICK3') });
  }

  async function closingOf(draw: DrawRow, tx: Executor): Promise<DrawClosing> {
    const settings = await bookSettings.read(tx);
    return { closesAt: draw.closesAt.getTime(), leads: settings.groupLeads[draw.lottery as keyof typeof settings.groupLeads] ?? {} };
  }

  /** The canonical selections of a play, each once; a wrong one is a 400 naming it. */
  function canonical(play: string, selections: readonly string[]): string[] {
    const seen = new Set<string>();
    selections.forEach((selection, index) => {
      const check = validateSelection(play, selection);
      if (!check.ok) throw invalid(`/selections/${index}`, 'order.badSelection', { play: line(play), selection, why: lotteryReason(check) });
      seen.add(check.selection);
    });
    return [...seen].sort();
  }

  /** A hand change's draw: live, still taking orders, the play its game's. */
  async function changeableDraw(body: RiskCloseBody, tx: Transaction): Promise<DrawRow> {
    const draw = await draws.findById(body.drawId, tx, 'share');
    if (!draw) throw invalid('/drawId', 'draw.noSuch');
    if (!CHANGEABLE.has(draw.status)) throw conflict('risk.drawFixed', { issue: draw.issue, status: drawStatus(draw.status) });
    requirePlayOf(body.play, draw.game);
    return draw;
  }

  /** Every open desk hears of a change on a draw's board. */
  async function tellDesks(traceId: string, content: Bilingual, tx: Transaction) {
    for (const userId of await riskBoard.deskAudience(tx)) await events.publish(userId, { type: 'Notify', traceId, content }, tx);
  }

  async function board(query: RiskBoardQuery, principal: Principal, tx: Executor = db): Promise<RiskBoard> {
    const draw = await draws.findById(query.drawId, tx);
    if (!draw) throw notFound('notFound.draw');
    requirePlayOf(query.play, draw.game);
    const now = Date.now();
    const [rule, closing, zodiac] = await Promise.all([riskRules.rule(draw.lottery, query.play, tx), closingOf(draw, tx), zodiacOfDraw(lotteries, draw, tx)]);
    const listed = listedSelections(query.play);
    const max = RISK_RULES.boardRowsMax;
    const held = await riskBoard.bookRows(draw.id, query.play, listed, listed ? listed.length : max + 1, tx);
    const book = held.slice(0, max);
    const selections = listed ?? book.map((row) => row.selection);
    const scope = scopeOf(principal);
    const [scoped, keptAfter, history, layoffs] = await Promise.all([
      scope.kind === 'all' ? null : scope.agentId === null ? new Map() : riskBoard.subtreeStakes(draw.id, query.play, scope.agentId, tx),
      riskBoard.keptAfterLayoffs(draw.id, query.play, selections, scope, tx),
      riskBoard.history(draw.id, query.play, selections, historyPerSelection(selections.length), tx),
      riskBoard.autoLayoffs(draw.id, query.play, scope, tx),
    ]);
    return {
      drawId: draw.id,
      lottery: draw.lottery as RiskBoard['lottery'],
      issue: draw.issue,
      play: query.play,
      group: playGroupOf(query.play).code,
      groupClosesAt: new Date(groupClosesAt(query.play, closing)).toISOString(),
      rule,
      rows: boardRows({ play: query.play, rule, closing, now, zodiac, book, listed, scoped, keptAfter, history, layoffs }),
      truncated: held.length > max,
      at: new Date(now).toISOString(),
    };
  }

  return {
    board,

    async rules(lottery: string): Promise<RiskRule[]> {
      return riskRules.rulesOf(lottery);
    },

    /** A lottery's rule for a play (Admin): a new one without `version`, else the one read, at its version. */
    async saveRule(body: RiskRuleSave, principal: Principal, actor: Actor, tx: Transaction): Promise<RiskRule> {
      const lottery = await lotteries.find(body.lottery, tx);
      if (!lottery) throw invalid('/lottery', 'risk.noLottery');
      requirePlayOf(body.play, lottery.game);
      const { version, ...fields } = body;
      try {
        checkOddsDropRule(fields, floorCeiling(fields.play));
      } catch (error) {
        if (error instanceof LotteryError) throw invalid('/floor', 'risk.badOddsRule');
        throw error;
      }
      const values = { ...fields, updatedBy: principal.username };
      const before = version === undefined ? null : await riskRules.rule(body.lottery, body.play, tx, true);
      if (version !== undefined && !before) throw notFound('notFound.riskRule');
      const after = version === undefined ? await riskRules.insertRule(values, tx) : await riskRules.updateRule(values, version, tx);
      if (!after) throw conflict(version === undefined ? 'risk.ruleExists' : 'risk.ruleStale');
      await audit.record(actor, { action: 'risk.rule', entity: 'risk', entityId: `${body.lottery}:${body.play}`, before, after }, tx);
      await tellDesks(ruleTrace(body.lottery, body.play), ruleChanged(lottery, body.play, principal.username), tx);
      return after;
    },

    /** Closes selections of a draw's play by hand, with the reason; one closed already stays as it was. */
    async close(body: RiskCloseBody, principal: Principal, actor: Actor, tx: Transaction): Promise<RiskBoard> {
      const draw = await changeableDraw(body, tx);
      const selections = canonical(body.play, body.selections);
      const reason = body.reason.trim();
      // The order's own lock on the book rows (created at zero when missing): a close and an order on a selection take turns.
      await book.lockBook(draw.id, selections.map((selection) => ({ play: body.play, selection })), tx);
      const closed = await riskBoard.close(draw.id, body.play, selections, by(principal), reason, tx);
      if (closed.length === 0) throw conflict('risk.closedAlready');
      await audit.record(actor, { action: 'risk.close', entity: 'draw', entityId: draw.id, after: { play: body.play, selections: closed }, reason }, tx);
      const lottery = (await lotteries.find(draw.lottery, tx))!;
      await tellDesks(boardTrace(draw.id, body.play), handChange('close', lottery, draw, body.play, closed, reason, principal.username), tx);
      return board(body, principal, tx);
    },

    /**
     * Opens selections closed by hand or at the draw's cap per selection, with the reason: a hand closing is
     * lifted; at the cap, the cap counts again from the stake now (one more cap before it closes again). The
     * others are left as they are. Audited with what each was before.
     */
    async open(body: RiskCloseBody, principal: Principal, actor: Actor, tx: Transaction): Promise<RiskBoard> {
      const draw = await changeableDraw(body, tx);
      const selections = canonical(body.play, body.selections);
      const reason = body.reason.trim();
      await book.lockBook(draw.id, selections.map((selection) => ({ play: body.play, selection })), tx);
      const rule = await riskRules.rule(draw.lottery, body.play, tx);
      const cap = rule?.enabled ? rule.capPerSelection : null;
      const opened = await riskBoard.open(draw.id, body.play, selections, tx);
      const reopened = cap === null ? [] : await riskBoard.reopenAtCap(draw.id, body.play, selections, cap, tx);
      if (opened.length === 0 && reopened.length === 0) throw conflict('risk.noneClosed');
      const all = [...new Set([...opened, ...reopened].map((o) => o.selection))].sort();
      await audit.record(
        actor,
        {
          action: 'risk.open',
          entity: 'draw',
          entityId: draw.id,
          before: { play: body.play, closed: opened, ...(reopened.length === 0 ? {} : { capped: reopened.map((r) => ({ selection: r.selection, stake: r.stake, cap, capFrom: r.capFrom })) }) },
          after: { play: body.play, selections: all, ...(reopened.length === 0 ? {} : { capFrom: Object.fromEntries(reopened.map((r) => [r.selection, r.stake])) }) },
          reason,
        },
        tx,
      );
      const lottery = (await lotteries.find(draw.lottery, tx))!;
      await tellDesks(boardTrace(draw.id, body.play), handChange('open', lottery, draw, body.play, all, reason, principal.username), tx);
      return board(body, principal, tx);
    },

    async keepRules(query: AutoLayoffListQuery, principal: Principal): Promise<PageOf<AutoLayoffRule>> {
      return riskRules.scoped(scopeOf(principal)).list(query);
    },

    /**
     * A party's keep-at-most for a play: the company's (Admins; external only) or an agent's that may lay off
     * (an Admin, or a User of its subtree). External lay-offs name the counterparty and its terms; the
     * upline's are at the upline's own terms.
     */
    async saveKeep(body: AutoLayoffSave, principal: Principal, actor: Actor, tx: Transaction): Promise<AutoLayoffRule> {
      if (!isPlayCode(body.play)) throw invalid('/play', 'risk.notAPlay', { play: body.play });
      if (body.agentId === null && body.counterparty === 'upline') throw invalid('/counterparty', 'risk.companyNoUpline');
      const external = body.counterparty === 'external';
      for (const field of ['upstream', 'odds', 'rebateBp'] as const) {
        if (external && body[field] === undefined) throw invalid(`/${field}`, 'risk.externalTerms');
        if (!external && body[field] !== undefined) throw invalid(`/${field}`, 'risk.uplineTerms');
      }
      if (body.agentId === null && principal.role !== 'Admin') throw forbidden('risk.companyAdminsOnly');
      const agent = body.agentId === null ? null : await agents.findById(body.agentId, tx, 'share');
      if (body.agentId !== null && !agent) throw invalid('/agentId', 'user.noAgent');
      const agentId = body.agentId === null ? null : await ownerFor(agents, principal, body.agentId, '/agentId', tx);
      if (agent && !agent.mayLayOff) throw conflict('layoff.agentMayNot', { agent: agent.name });
      const values = {
        agentId,
        play: body.play,
        keepMax: body.keepMax,
        counterparty: body.counterparty,
        upstream: body.upstream?.trim() || null,
        odds: body.odds ?? null,
        rebateBp: body.rebateBp ?? null,
        enabled: body.enabled,
        updatedBy: principal.username,
      };
      if (external && values.upstream === null) throw invalid('/upstream', 'risk.externalTerms');
      const scoped = riskRules.scoped(scopeOf(principal));
      const before = body.version === undefined ? null : await scoped.find(agentId, body.play, tx, true);
      if (body.version !== undefined && !before) throw notFound('notFound.riskRule');
      const saved = body.version === undefined ? await riskRules.insertKeep(values, tx) : await riskRules.updateKeep(values, body.version, tx);
      if (!saved) throw conflict(body.version === undefined ? 'risk.keepExists' : 'risk.ruleStale');
      const after = (await scoped.find(agentId, body.play, tx))!;
      await audit.record(actor, { action: 'risk.auto-layoff', entity: 'risk', entityId: `keep:${agentId ?? 'company'}:${body.play}`, before, after }, tx);
      return after;
    },

    async alerts(drawId: number, principal: Principal): Promise<RiskAlerts> {
      if (!(await draws.findById(drawId))) throw notFound('notFound.draw');
      const current = await riskAlerts.current(drawId, scopeOf(principal));
      return { drawId, flags: current.flags, truncated: current.truncated, checkedAt: current.checkedAt?.toISOString() ?? null, at: new Date().toISOString() };
    },
  };
}
export type RiskService = ReturnType<typeof riskService>;
