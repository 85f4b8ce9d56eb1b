import { userNotifier } from '../notices/notify-user.js';
import type { AnalysisResult, AnalysisRunBody, LayoffTerms, LiveExposure, LiveQuery, SelectionRow } from '@drawdesk/contracts';
import { analyseBook, GAMES, LotteryError, playTypeOf, type BookAnalysis, type BookInput, type Position } from '@drawdesk/lottery';
import type { Database, Transaction, Executor } from '../db/client.js';
import { zodiacOfDraw } from '../draws/zodiac-of.js';
import { AppError, conflict, invalid } from '../lib/errors.js';
import type { ClaimedJob } from '../repositories/jobs.js';
import type { DrawRow } from '../repositories/draws.js';
import type { Repositories } from '../repositories/index.js';
import type { Outcome } from '../repositories/analyses.js';
import { scopeOf } from '../repositories/scope.js';
import type { Principal } from '../repositories/sessions.js';
import { analysisDone, analysisFailed } from './notices.js';
import { ownerFor } from './owner.js';
import { companyPositions, subtreePositions } from './positions.js';
import { lotteryRefusal } from '../i18n/lottery-refusal.js';
import { inBoth, say } from '../i18n/say.js';

/** The job kind of a run. */
export const ANALYSIS_JOB = 'analysis.run';
/** How many selections a stored result keeps (by stake), and how many the live view shows. */
const STORED_SELECTIONS = 200;
const LIVE_TOP = 10;

type Scope = { agentId: number | null; share: 'kept' | 'gross' };

const byStake = (rows: readonly SelectionRow[], limit: number) => [...rows].sort((a, b) => b.stake - a.stake || a.play.localeCompare(b.play)).slice(0, limit);

/** What is stored of `analyseBook`'s answer: everything but the long tail of selections. */
const toResult = (analysis: BookAnalysis, layoffs: LayoffTerms[]): AnalysisResult => ({
  game: analysis.game,
  ...(analysis.lunarYear === undefined ? {} : { lunarYear: analysis.lunarYear }),
  outcomes: [...analysis.outcomes],
  summary: analysis.summary,
  selections: byStake(analysis.selections, STORED_SELECTIONS),
  multi: { ...analysis.multi, topCombinations: [...analysis.multi.topCombinations] },
  ...(analysis.strategy ? { strategy: { ...analysis.strategy } } : {}),
  suggestedLayoffs: analysis.suggestedLayoffs.map((l) => ({ ...l })),
  layoffs,
});

/**
 * What the live view analyses: the single-outcome positions (all of N) and only the biggest multi-number
 * ones (they change no outcome, and the view lists the top selections only), so a read stays in milliseconds.
 */
function liveSubset(positions: readonly Position[]): Position[] {
  const single = positions.filter((p) => playTypeOf(p.play).outcomeSpace === 'single');
  const multi = positions.filter((p) => playTypeOf(p.play).outcomeSpace !== 'single').sort((a, b) => b.stake - a.stake);
  return [...single, ...multi.slice(0, LIVE_TOP)];
}

/** A domain refusal (no zodiac year, a strategy that cannot be met) is the run's answer, not a reason to retry. */
const isRefusal = (error: unknown): error is Error => error instanceof LotteryError || error instanceof AppError;

/**
 * Number analysis (docs/domain/analysis.md#runs): runs queued as jobs and worked over the draw's book summed in SQL,
 * the live exposure read straight from the book, lay-offs applied from a run's suggestions.
 */
export function analysisService(
  db: Database,
  repos: Pick<Repositories, 'analyses' | 'strategies' | 'exposure' | 'layoffs' | 'autoLayoffs' | 'draws' | 'lotteries' | 'agents' | 'jobs' | 'messages' | 'events'>,
) {
  const { analyses, strategies, exposure, layoffs, autoLayoffs, draws, lotteries, agents, jobs } = repos;

  /**
   * The lay-offs a scope carries for its downline (automatic lay-offs to the upline), as positions it holds in
   * full. Only the company's kept part gains any: an agent's scope holds its whole subtree, so a lay-off from
   * below it to it moves stake inside the scope, and the gross view already counts every line in full.
   */
  async function carriedOf(draw: DrawRow, scope: Scope, tx: Executor = db): Promise<Position[]> {
    if (scope.agentId !== null || scope.share !== 'kept') return [];
    return (await autoLayoffs.carriedByCompany(draw.id, tx)).map((terms) => ({ ...terms, keptShareBp: 10_000 }));
  }
  const notifyUser = userNotifier(repos);

  /** The positions of a scope's part of a draw's book, its placed lay-offs and the draw's zodiac year. */
  async function bookOf(draw: DrawRow, scope: Scope, tx: Executor): Promise<BookInput & { layoffs: LayoffTerms[] }> {
    const positions =
      scope.agentId === null
        ? companyPositions(await exposure.companyBook(draw.id, tx), scope.share)
        : subtreePositions(await exposure.subtreeBook(draw.id, scope.agentId, tx), scope.agentId, scope.share);
    const zodiac = await zodiacOfDraw(lotteries, draw, tx);
    return { game: draw.game, positions: [...positions, ...(await carriedOf(draw, scope, tx))], layoffs: await layoffs.placedOf(draw.id, scope.agentId, tx), ...(zodiac ? { zodiac } : {}) };
  }

  /** The live view's positions: the company's cut read as such from the book; a subtree's cut from its full book. */
  async function liveBookOf(draw: DrawRow, scope: Scope): Promise<{ positions: Position[]; lines: number }> {
    if (scope.agentId === null) {
      const singlePlays = GAMES[draw.game].playTypes.filter((p) => p.outcomeSpace === 'single').map((p) => p.code);
      const { rows, lines } = await exposure.companyLive(draw.id, singlePlays, LIVE_TOP);
      const carried = (await carriedOf(draw, scope)).filter((position) => playTypeOf(position.play).outcomeSpace === 'single');
      return { positions: [...companyPositions(rows, scope.share), ...carried], lines };
    }
    const all = subtreePositions(await exposure.subtreeBook(draw.id, scope.agentId), scope.agentId, scope.share);
    return { positions: liveSubset(all), lines: all.reduce((sum, p) => sum + (p.lines ?? 0), 0) };
  }

  async function tell(userId: number, runId: number, message: Awaited<ReturnType<typeof analysisDone>>, tx: Transaction) {
    await notifyUser(userId, message, { traceId: String(runId), type: 'Analyse' }, tx);
  }

  return {
    /** Queues a run (its row and its job in one transaction) for the caller's scope. */
    async run(body: AnalysisRunBody, principal: Principal) {
      if (body.strategyId !== undefined && body.strategy !== undefined) throw invalid('/strategy', 'analysis.strategyOrInline');
      return db.transaction(async (tx) => {
        const draw = await draws.findById(body.drawId, tx);
        if (!draw) throw invalid('/drawId', 'draw.noSuch');
        if (draw.status === 'void') throw conflict('draw.isVoid', { issue: draw.issue });
        const saved = body.strategyId === undefined ? null : await strategies.scoped(scopeOf(principal)).findReadable(body.strategyId, tx);
        if (body.strategyId !== undefined && !saved) throw invalid('/strategyId', 'analysis.noSuchStrategy');
        const agentId = await ownerFor(agents, principal, body.scope?.agentId, '/scope/agentId', tx);
        const row = await analyses.insert(
          {
            drawId: draw.id,
            strategyName: saved?.name ?? null,
            strategy: saved?.strategy ?? body.strategy ?? null,
            agentId,
            share: body.scope?.share ?? 'kept',
            createdBy: principal.userId,
            createdByName: principal.username,
          },
          tx,
        );
        await analyses.setJob(row.id, await jobs.enqueue({ kind: ANALYSIS_JOB, payload: { analysisId: row.id } }, tx), tx);
        return { id: row.id, status: 'queued' as const };
      });
    },

    /** The job: the run's book summed in SQL, analysed, stored, and the one who started it told. */
    async work(tx: Transaction, job: ClaimedJob) {
      const run = await analyses.queued(Number(job.payload.analysisId), tx);
      if (!run) return;
      const draw = await draws.findById(run.drawId, tx);
      let outcome: Outcome;
      try {
        if (!draw) throw conflict('draw.removed');
        const { layoffs: placed, ...input } = await bookOf(draw, { agentId: run.agentId, share: run.share }, tx);
        const analysis = analyseBook({ ...input, layoffs: placed, ...(run.strategy ? { strategy: run.strategy } : {}) });
        outcome = {
          result: toResult(analysis, placed),
          lines: input.positions.reduce((sum, p) => sum + (p.lines ?? 0), 0),
          maxLossBefore: analysis.summary.before.maxLoss,
          maxLossAfter: analysis.summary.after.maxLoss,
        };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        outcome = { error: inBoth(error instanceof AppError ? error.text : lotteryRefusal(error as LotteryError)) };
      }
      await analyses.finish(run.id, outcome, tx);
      const lottery = draw ? ((await lotteries.find(draw.lottery, tx)) ?? null) : null;
      const about = { id: run.id, lottery, issue: draw?.issue ?? String(run.drawId) };
      await tell(run.createdBy, run.id, 'error' in outcome ? analysisFailed(about, say('text.as-is', { text: outcome.error })) : analysisDone({ ...about, ...outcome }), tx);
    },

    /** The book as it stands (no job): the per-outcome result, the worst case and the top selections. */
    async live(query: LiveQuery, principal: Principal): Promise<LiveExposure> {
      const draw = await draws.findById(query.drawId);
      if (!draw) throw invalid('/drawId', 'draw.noSuch');
      const scope: Scope = { agentId: await ownerFor(agents, principal, query.agentId, '/agentId', db), share: query.share ?? 'kept' };
      const { positions, lines } = await liveBookOf(draw, scope);
      const zodiac = await zodiacOfDraw(lotteries, draw, db);
      let analysis: BookAnalysis;
      try {
        analysis = analyseBook({ game: draw.game, positions, layoffs: await layoffs.placedOf(draw.id, scope.agentId), ...(zodiac ? { zodiac } : {}) });
      } catch (error) {
        if (error instanceof LotteryError) throw new AppError('CONFLICT', lotteryRefusal(error));
        throw error;
      }
      return {
        drawId: draw.id,
        game: draw.game,
        scope,
        lines,
        summary: analysis.summary.before,
        outcomes: analysis.outcomes.map(({ outcome, stake, net }) => ({ outcome, stake, net })),
        top: byStake(analysis.selections, LIVE_TOP),
        at: new Date().toISOString(),
      };
    },
  };
}
export type AnalysisService = ReturnType<typeof analysisService>;
