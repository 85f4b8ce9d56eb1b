import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Empty, ExportQuery, IdParams, Layoff, LayoffApplyBody, LayoffListQuery, LayoffSave, LayoffStatusBody, Page, layoffApply, layoffExport, layoffList, layoffPlace, layoffRemove, layoffSave } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { scopeOf } from '../repositories/scope.js';
import { layoffs as layoffTable } from '../db/schema.js';
import { LAYOFF_COLUMNS } from '../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../export/export.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['layoff'];

/** Lay-offs (docs/api.md#analysis-and-lay-offs): the company's are an Admin's; an agent that may lay off has its own, seen in its subtree's scope. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.layoffs;

  app.route({
    ...routeOf(layoffList),
    schema: { tags: TAGS, summary: 'Lay-offs in your scope', body: LayoffListQuery, response: answers(Page(Layoff)) },
    handler: async (request) => ok(await app.repos.layoffs.scoped(scopeOf(request.principal!)).list(request.body)),
  });

  app.route({
    ...routeOf(layoffSave),
    schema: { tags: TAGS, summary: 'Enter a lay-off (no id) or change a planned one (id + version)', body: LayoffSave, response: answers(Layoff) },
    handler: async (request) => ok(await app.db.transaction((tx) => service.save(request.body, request.principal!, actorOf(request), tx))),
  });

  app.route({
    ...routeOf(layoffPlace),
    schema: { tags: TAGS, summary: 'A planned lay-off was placed upstream', params: IdParams, body: LayoffStatusBody, response: answers(Layoff) },
    handler: async (request) => ok(await app.db.transaction((tx) => service.place(request.params.id, request.body.version, request.principal!, actorOf(request), tx))),
  });

  app.route({
    ...routeOf(layoffRemove),
    schema: { tags: TAGS, summary: 'Remove a planned lay-off', params: IdParams, response: answers(Empty) },
    handler: async (request) => {
      await app.db.transaction((tx) => service.remove(request.params.id, request.principal!, actorOf(request), tx));
      return ok(null);
    },
  });

  app.route({
    ...routeOf(layoffApply),
    schema: { tags: TAGS, summary: "Turn a run's suggested lay-offs into planned ones (once)", body: LayoffApplyBody, response: answers(Type.Array(Layoff)) },
    handler: async (request) => ok(await app.db.transaction((tx) => service.apply(request.body, request.principal!, actorOf(request), tx))),
  });

  app.route({
    ...routeOf(layoffExport),
    schema: { tags: TAGS, summary: exportSummary('Lay-offs in your scope'), querystring: ExportQuery(LayoffListQuery), response: csvAnswer },
    handler: async (request, reply) =>
      sendExport(app.pool, request, reply, { name: 'layoffs', table: layoffTable, columns: LAYOFF_COLUMNS, query: app.repos.layoffs.scoped(scopeOf(request.principal!)).exportQuery(request.query) }),
  });
};
export default routes;
