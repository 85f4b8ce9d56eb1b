import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  Analysis, AnalysisDetail, AnalysisListQuery, AnalysisRunBody, AnalysisStrategy, Empty, ExportQuery, IdParams, IdQuery, LiveExposure, LiveQuery, Page, StrategyListQuery, StrategySave, analysisExport, analysisList, analysisLive, analysisOutcomesExport, analysisRead, analysisRemove, analysisRun, analysisStrategyList, analysisStrategyRemove, analysisStrategySave } from '@drawdesk/contracts';
import { conflict, notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { splitSave } from '../lib/save-target.js';
import { ownerFor } from '../analysis/owner.js';
import { scopeOf } from '../repositories/scope.js';
import { analyses as analysisTable } from '../db/schema.js';
import { ANALYSIS_COLUMNS, OUTCOME_COLUMNS } from '../export/columns.js';
import { csvAnswer, exportSummary, sendExport, sendRows } from '../export/export.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['analysis'];

// Any logged-in user (the endpoints' access); a User reaches its agent subtree's part of the book only (the repositories' scope).
/** Number analysis (docs/api.md#analysis-and-lay-offs): runs, their results, the live exposure and saved strategies. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { analyses, strategies, agents, audit } = app.repos;
  const { service } = app.analysis;
  const runsOf = (request: FastifyRequest) => analyses.scoped(scopeOf(request.principal!));
  const strategiesOf = (request: FastifyRequest) => strategies.scoped(scopeOf(request.principal!));

  app.route({
    ...routeOf(analysisRun),
    schema: { tags: TAGS, summary: 'Queue an analysis of a draw for a scope, with a strategy (saved or inline) or none', body: AnalysisRunBody, response: answers(Type.Object({ id: Type.Integer(), status: Type.Literal('queued') })) },
    handler: async (request) => ok(await service.run(request.body, request.principal!)),
  });

  app.route({
    ...routeOf(analysisRead),
    schema: { tags: TAGS, summary: 'One run with its stored result', querystring: IdQuery, response: answers(AnalysisDetail) },
    handler: async (request) => {
      const detail = await runsOf(request).detail(request.query.id);
      if (!detail) throw notFound('notFound.analysis');
      return ok(detail);
    },
  });

  app.route({
    ...routeOf(analysisList),
    schema: { tags: TAGS, summary: 'Runs in your scope, newest first', body: AnalysisListQuery, response: answers(Page(Analysis)) },
    handler: async (request) => ok(await runsOf(request).list(request.body)),
  });

  app.route({
    ...routeOf(analysisRemove),
    schema: { tags: TAGS, summary: 'Remove a finished run (its lay-offs stay)', params: IdParams, response: answers(Empty) },
    handler: async (request) => {
      await app.db.transaction(async (tx) => {
        const run = await runsOf(request).findById(request.params.id, tx, true);
        if (!run) throw notFound('notFound.analysis');
        if (run.status === 'queued') throw conflict('analysis.notFinished');
        await runsOf(request).remove(run.id, tx);
      });
      return ok(null);
    },
  });

  app.route({
    ...routeOf(analysisLive),
    schema: { tags: TAGS, summary: 'The exposure of the book as it stands, without a job', querystring: LiveQuery, response: answers(LiveExposure) },
    handler: async (request) => ok(await service.live(request.query, request.principal!)),
  });

  app.route({
    ...routeOf(analysisStrategyList),
    schema: { tags: TAGS, summary: "Saved strategies: the company's and your subtree's", body: StrategyListQuery, response: answers(Page(AnalysisStrategy)) },
    handler: async (request) => ok(await strategiesOf(request).list(request.body)),
  });

  app.route({
    ...routeOf(analysisStrategySave),
    schema: { tags: TAGS, summary: 'Create (no id) or update (id + version) a strategy', body: StrategySave, response: answers(AnalysisStrategy) },
    handler: async (request) => {
      const { fields, target } = splitSave(request.body);
      const principal = request.principal!;
      const scoped = strategiesOf(request);
      const saved = await app.db.transaction(async (tx) => {
        // An update finds its strategy first: outside the caller's reach is the same 404 as missing.
        const before = target ? await scoped.findWritable(target.id, tx) : null;
        if (target && !before) throw notFound('notFound.strategy');
        const values = { name: fields.name.trim(), strategy: fields.strategy, agentId: await ownerFor(agents, principal, fields.agentId, '/agentId', tx) };
        if (!target) {
          const created = await scoped.insert(values, { userId: principal.userId, username: principal.username }, tx);
          await audit.record(actorOf(request), { action: 'strategy.create', entity: 'strategy', entityId: created.id, after: created }, tx);
          return created;
        }
        const after = await scoped.update(target.id, target.version, values, tx);
        if (!after) throw conflict('strategy.stale');
        await audit.record(actorOf(request), { action: 'strategy.update', entity: 'strategy', entityId: after.id, before, after }, tx);
        return after;
      });
      return ok(await scoped.view(saved.id));
    },
  });

  app.route({
    ...routeOf(analysisStrategyRemove),
    schema: { tags: TAGS, summary: 'Remove a strategy (runs keep their copy)', params: IdParams, response: answers(Empty) },
    handler: async (request) => {
      await app.db.transaction(async (tx) => {
        const removed = await strategiesOf(request).remove(request.params.id, tx);
        if (!removed) throw notFound('notFound.strategy');
        await audit.record(actorOf(request), { action: 'strategy.remove', entity: 'strategy', entityId: removed.id, before: removed }, tx);
      });
      return ok(null);
    },
  });

  app.route({
    ...routeOf(analysisExport),
    schema: { tags: TAGS, summary: exportSummary('Analysis runs in your scope'), querystring: ExportQuery(AnalysisListQuery), response: csvAnswer },
    handler: async (request, reply) =>
      sendExport(app.pool, request, reply, { name: 'analyses', table: analysisTable, columns: ANALYSIS_COLUMNS, query: app.repos.analyses.scoped(scopeOf(request.principal!)).exportQuery(request.query) }),
  });

  app.route({
    ...routeOf(analysisOutcomesExport),
    schema: { tags: TAGS, summary: "One run's per-outcome table as CSV", querystring: IdQuery, response: csvAnswer },
    handler: async (request, reply) => {
      const detail = await app.repos.analyses.scoped(scopeOf(request.principal!)).detail(request.query.id);
      if (!detail) throw notFound('notFound.analysis');
      return sendRows(request, reply, `analysis-${detail.id}`, OUTCOME_COLUMNS, detail.result?.outcomes ?? []);
    },
  });
};
export default routes;
