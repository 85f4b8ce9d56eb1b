import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Empty, ExportQuery, IdParams, Layoff, LayoffApplyBody, LayoffListQuery, LayoffSave, LayoffStatusBody, Page } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { scopeOf } from '../repositories/scope.js';
import { layoffs as layoffTable } from '../db/schema.js';
import { LAYOFF_COLUMNS } from '../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../export/export.js';

const LOGIN = { access: 'login' } as const;
const TAGS = ['layoff'];

/** Lay-offs (docs/api.md#analysis-and-lay-offs): the company's are an Admin's; an agent that may lay off has its own, seen in its subtree's scope. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.layoffs;

  app.post(
    '/layoff/list',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Lay-offs in your scope', body: LayoffListQuery, response: answers(Page(Layoff)) } },
    async (request) => ok(await app.repos.layoffs.scoped(scopeOf(request.principal!)).list(request.body)),
  );

  app.post(
    '/layoff/save',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Enter a lay-off (no id) or change a planned one (id + version)', body: LayoffSave, response: answers(Layoff) } },
    async (request) => ok(await app.db.transaction((tx) => service.save(request.body, request.principal!, actorOf(request), tx))),
  );

  app.post(
    '/layoff/place/:id',
    { config: LOGIN, schema: { tags: TAGS, summary: 'A planned lay-off was placed upstream', params: IdParams, body: LayoffStatusBody, response: answers(Layoff) } },
    async (request) => ok(await app.db.transaction((tx) => service.place(request.params.id, request.body.version, request.principal!, actorOf(request), tx))),
  );

  app.delete(
    '/layoff/remove/:id',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Remove a planned lay-off', params: IdParams, response: answers(Empty) } },
    async (request) => {
      await app.db.transaction((tx) => service.remove(request.params.id, request.principal!, actorOf(request), tx));
      return ok(null);
    },
  );

  app.post(
    '/layoff/apply',
    { config: LOGIN, schema: { tags: TAGS, summary: "Turn a run's suggested lay-offs into planned ones (once)", body: LayoffApplyBody, response: answers(Type.Array(Layoff)) } },
    async (request) => ok(await app.db.transaction((tx) => service.apply(request.body, request.principal!, actorOf(request), tx))),
  );

  app.get(
    '/layoff/export',
    { config: LOGIN, schema: { tags: TAGS, summary: exportSummary('Lay-offs in your scope'), querystring: ExportQuery(LayoffListQuery), response: csvAnswer } },
    async (request, reply) =>
      sendExport(app.pool, request, reply, { name: 'layoffs', table: layoffTable, columns: LAYOFF_COLUMNS, query: app.repos.layoffs.scoped(scopeOf(request.principal!)).exportQuery(request.query) }),
  );
};
export default routes;
