import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrentDrawsQuery, Draw, DrawIdParams, DrawIdQuery, DrawListQuery, DrawResultEntry, DrawSave, DrawVoid, Empty, ExportQuery, Page, lotteryClose, lotteryCurrent, lotteryExport, lotteryList, lotteryOpen, lotteryRead, lotteryRemove, lotteryResult, lotterySave, lotteryVoid } from '@drawdesk/contracts';
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
import { routeOf } from '../../lib/route.js';

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

  app.route({
    ...routeOf(lotteryList),
    schema: { tags: TAGS, summary: 'Draws by lottery, status and draw time, paged', body: DrawListQuery, response: answers(Page(Draw)) },
    handler: async (request) => ok(await draws.list(request.body)),
  });

  app.route({
    ...routeOf(lotteryRead),
    schema: { tags: TAGS, summary: 'One draw', querystring: DrawIdQuery, response: answers(Draw) },
    handler: async (request) => {
      const draw = await draws.findById(request.query.id);
      if (!draw) throw notFound('notFound.draw');
      return ok(toDraw(draw));
    },
  });

  app.route({
    ...routeOf(lotteryCurrent),
    schema: { tags: TAGS, summary: 'Open draws (orders can be taken), soonest to close first', querystring: CurrentDrawsQuery, response: answers(Type.Array(Draw)) },
    handler: async (request) => ok(await draws.current(request.query.lottery)),
  });

  app.route({
    ...routeOf(lotterySave),
    schema: { tags: TAGS, summary: 'Create (no id) or reschedule (id + version, while scheduled) a draw', body: DrawSave, response: answers(Draw) },
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(lotteryRemove),
    schema: { tags: TAGS, summary: 'Remove a scheduled or void draw without orders', params: DrawIdParams, response: answers(Empty) },
    handler: async (request) => {
      await app.db.transaction((tx) => service.remove(request.params.id, actorOf(request), tx));
      return ok(null);
    },
  });

  app.route({
    ...routeOf(lotteryOpen),
    schema: { tags: TAGS, summary: 'Open a scheduled draw now', params: DrawIdParams, response: answers(Draw) },
    handler: async (request) => change((tx) => service.open(request.params.id, actorOf(request), tx)),
  });

  app.route({
    ...routeOf(lotteryClose),
    schema: { tags: TAGS, summary: 'Close an open draw now', params: DrawIdParams, response: answers(Draw) },
    handler: async (request) => change((tx) => service.close(request.params.id, actorOf(request), tx)),
  });

  app.route({
    ...routeOf(lotteryVoid),
    schema: { tags: TAGS, summary: 'Void a draw before it is settled, with a reason', params: DrawIdParams, body: DrawVoid, response: answers(Draw) },
    handler: async (request) => change((tx) => service.void(request.params.id, request.body.reason, actorOf(request), tx)),
  });

  app.route({
    ...routeOf(lotteryResult),
    schema: { tags: TAGS, summary: 'Enter the result of a closed draw, or correct one (with a reason); queues settlement', body: DrawResultEntry, response: answers(Draw) },
    handler: async (request) => change((tx) => service.enterResult(request.body, actorOf(request), tx)),
  });

  app.route({
    ...routeOf(lotteryExport),
    schema: { tags: TAGS, summary: exportSummary('Draws'), querystring: ExportQuery(DrawListQuery), response: csvAnswer },
    handler: async (request, reply) => sendExport(app.pool, request, reply, { name: 'draws', table: drawTable, columns: DRAW_COLUMNS, query: app.repos.draws.exportQuery(request.query) }),
  });
};
export default routes;
