import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrentDrawsQuery, Draw, DrawIdParams, DrawIdQuery, DrawListQuery, DrawResultEntry, DrawSave, DrawVoid, Empty, ExportQuery, Page } from '@drawdesk/contracts';
import { Type } from 'typebox';
import { notFound, ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { splitSave } from '../../lib/save-target.js';
import { instantOf } from '../../lib/instant.js';
import { toDraw } from '../../repositories/draws.js';
import type { Transaction } from '../../db/client.js';
import { draws as drawTable } from '../../db/schema.js';
import { DRAW_COLUMNS } from '../../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../../export/export.js';

const LOGIN = { access: 'login' } as const;
const ADMIN = { access: ['Admin'] } as const;
const TAGS = ['lottery'];

/** Draws of the lotteries (docs/domain/draws.md#draws): everyone logged in reads them, Admins change them. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { draws } = app.repos;
  const { service } = app.draws;
  /** Runs a change in one transaction and answers the draw as it now is. */
  const change = async (work: (tx: Transaction) => Promise<{ id: number }>) => {
    const changed = await app.db.transaction(async (tx) => (await draws.findById((await work(tx)).id, tx))!);
    return ok(toDraw(changed));
  };

  app.post(
    '/lottery/list',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Draws by lottery, status and draw time, paged', body: DrawListQuery, response: answers(Page(Draw)) } },
    async (request) => ok(await draws.list(request.body)),
  );

  app.get(
    '/lottery',
    { config: LOGIN, schema: { tags: TAGS, summary: 'One draw', querystring: DrawIdQuery, response: answers(Draw) } },
    async (request) => {
      const draw = await draws.findById(request.query.id);
      if (!draw) throw notFound('notFound.draw');
      return ok(toDraw(draw));
    },
  );

  app.get(
    '/lottery/current',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Open draws (orders can be taken), soonest to close first', querystring: CurrentDrawsQuery, response: answers(Type.Array(Draw)) } },
    async (request) => ok(await draws.current(request.query.lottery)),
  );

  app.post(
    '/lottery/save',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: 'Create (no id) or reschedule (id + version, while scheduled) a draw', body: DrawSave, response: answers(Draw) },
    },
    async (request) => {
      const { fields, target } = splitSave(request.body);
      const { lottery, issue } = fields;
      const times = {
        opensAt: instantOf('/opensAt', fields.opensAt),
        closesAt: instantOf('/closesAt', fields.closesAt),
        drawAt: instantOf('/drawAt', fields.drawAt),
      };
      const actor = actorOf(request);
      if (!target) return change((tx) => service.create({ lottery, issue, ...times, source: 'manual' }, actor, tx));
      return change((tx) => service.reschedule(target.id, target.version, { lottery, issue, ...times }, actor, tx));
    },
  );

  app.delete(
    '/lottery/remove/:id',
    { config: ADMIN, schema: { tags: TAGS, summary: 'Remove a scheduled or void draw without orders', params: DrawIdParams, response: answers(Empty) } },
    async (request) => {
      await app.db.transaction((tx) => service.remove(request.params.id, actorOf(request), tx));
      return ok(null);
    },
  );

  app.post(
    '/lottery/open/:id',
    { config: ADMIN, schema: { tags: TAGS, summary: 'Open a scheduled draw now', params: DrawIdParams, response: answers(Draw) } },
    async (request) => change((tx) => service.open(request.params.id, actorOf(request), tx)),
  );

  app.post(
    '/lottery/close/:id',
    { config: ADMIN, schema: { tags: TAGS, summary: 'Close an open draw now', params: DrawIdParams, response: answers(Draw) } },
    async (request) => change((tx) => service.close(request.params.id, actorOf(request), tx)),
  );

  app.post(
    '/lottery/void/:id',
    { config: ADMIN, schema: { tags: TAGS, summary: 'Void a draw before it is settled, with a reason', params: DrawIdParams, body: DrawVoid, response: answers(Draw) } },
    async (request) => change((tx) => service.void(request.params.id, request.body.reason, actorOf(request), tx)),
  );

  app.post(
    '/lottery/result',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: 'Enter the result of a closed draw, or correct one (with a reason); queues settlement', body: DrawResultEntry, response: answers(Draw) },
    },
    async (request) => change((tx) => service.enterResult(request.body, actorOf(request), tx)),
  );

  app.get(
    '/lottery/export',
    { config: LOGIN, schema: { tags: TAGS, summary: exportSummary('Draws'), querystring: ExportQuery(DrawListQuery), response: csvAnswer } },
    async (request, reply) => sendExport(app.pool, request, reply, { name: 'draws', table: drawTable, columns: DRAW_COLUMNS, query: app.repos.draws.exportQuery(request.query) }),
  );
};
export default routes;
