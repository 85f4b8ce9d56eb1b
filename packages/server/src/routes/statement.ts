import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DrawStatement, DrawStatementQuery, IdParams, LINK_DAYS, Page, StatementExportQuery, StatementLink, StatementLinkBody, StatementLinkListQuery, StatementPage, StatementQuery, statementExport, statementLink, statementLinkList, statementLinkRevoke, statementList, statementRead } from '@drawdesk/contracts';
import { conflict, notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { periodOf } from '../statements/period.js';
import { STATEMENT_DRAW_COLUMNS, STATEMENT_LINE_COLUMNS } from '../export/columns.js';
import { csvAnswer, sendRows } from '../export/export.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['statement'];
const DAY = 86_400_000;
/** The most lines one customer's statement of one draw exports (a draw's lines of one customer stay far below). */
const STATEMENT_EXPORT_LINES = 100_000;

/**
 * Statements (docs/domain/settlement.md#statements): a customer's or an agent's settled draws with their
 * balances, one customer's statement of a draw, and the public links that share it. Every route checks
 * the party is in the caller's scope (the same 404 as missing).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { partyOf } = app.ledger.parties;
  const { statements, statementLinks, draws, audit } = app.repos;

  app.route({
    ...routeOf(statementList),
    schema: { tags: TAGS, summary: "A customer's or an agent's settled draws, with opening and closing balance", body: StatementQuery, response: answers(StatementPage) },
    handler: async (request) => {
      const named = await partyOf(request.principal!, request.body);
      const period = periodOf(request.body);
      const [page, balances] = await Promise.all([statements.draws(named.party, period, request.body), statements.balances(named.party, period)]);
      return ok({
        party: { kind: named.kind, id: named.id, code: named.code, name: named.name },
        list: page.list,
        total: page.total,
        page: request.body.page,
        pageSize: request.body.pageSize,
        summary: { ...page.totals, ...balances, other: balances.closing - balances.opening - page.totals.amount },
      });
    },
  });

  app.route({
    ...routeOf(statementRead),
    schema: { tags: TAGS, summary: "One customer's statement of one draw", querystring: DrawStatementQuery, response: answers(DrawStatement) },
    handler: async (request) => {
      const named = await partyOf(request.principal!, { customerId: request.query.customerId });
      return ok(await app.statements.drawStatement(named, request.query.drawId));
    },
  });

  app.route({
    ...routeOf(statementLink),
    schema: { tags: TAGS, summary: "Share a customer's statement of a settled draw as a public link", body: StatementLinkBody, response: answers(StatementLink) },
    handler: async (request) => {
      const { principal } = request;
      const body = request.body;
      const link = await app.db.transaction(async (tx) => {
        const named = await partyOf(request.principal!, { customerId: body.customerId }, tx);
        const draw = await draws.findById(body.drawId, tx);
        if (!draw) throw notFound('notFound.draw');
        if (draw.status !== 'settled' && draw.status !== 'void') throw conflict('statement.onceSettled');
        const expiresAt = new Date(Date.now() + (body.days ?? LINK_DAYS.default) * DAY);
        const id = await statementLinks.create({ customerId: named.id, drawId: draw.id, expiresAt, createdBy: principal!.userId, createdByName: principal!.username }, tx);
        const row = (await statementLinks.findById(id, tx))!;
        await audit.record(actorOf(request), { action: 'statement.link', entity: 'customer', entityId: named.id, after: { linkId: id, drawId: draw.id, expiresAt: expiresAt.toISOString() } }, tx);
        return row;
      });
      return ok(app.statements.toLink(link));
    },
  });

  app.route({
    ...routeOf(statementLinkList),
    schema: { tags: TAGS, summary: "A customer's shared statement links, newest first", body: StatementLinkListQuery, response: answers(Page(StatementLink)) },
    handler: async (request) => {
      const named = await partyOf(request.principal!, { customerId: request.body.customerId });
      const page = await statementLinks.list(named.id, request.body);
      return ok({ ...page, list: page.list.map((row) => app.statements.toLink(row)) });
    },
  });

  app.route({
    ...routeOf(statementLinkRevoke),
    schema: { tags: TAGS, summary: 'Revoke a shared link: it opens nothing from now on', params: IdParams, response: answers(StatementLink) },
    handler: async (request) => {
      const link = await app.db.transaction(async (tx) => {
        const before = await statementLinks.findById(request.params.id, tx);
        if (!before) throw notFound('notFound.link');
        await partyOf(request.principal!, { customerId: before.customerId }, tx);
        await statementLinks.revoke(before.id, tx);
        await audit.record(actorOf(request), { action: 'statement.revoke', entity: 'customer', entityId: before.customerId, after: { linkId: before.id } }, tx);
        return (await statementLinks.findById(before.id, tx))!;
      });
      return ok(app.statements.toLink(link));
    },
  });

  app.route({
    ...routeOf(statementExport),
    schema: { tags: TAGS, summary: "A statement as CSV: one customer's lines of one draw, or the party's draws of the period", querystring: StatementExportQuery, response: csvAnswer },
    handler: async (request, reply) => {
      const named = await partyOf(request.principal!, request.query);
      const period = periodOf(request.query);
      if (named.kind === 'customer' && period.drawId !== undefined) {
        const { lines } = await app.repos.statements.lines(named.id, period.drawId, STATEMENT_EXPORT_LINES);
        return sendRows(request, reply, `statement-${named.code}-${period.drawId}`, STATEMENT_LINE_COLUMNS, lines);
      }
      return sendRows(request, reply, `statement-${named.code}`, STATEMENT_DRAW_COLUMNS, await app.repos.statements.allDraws(named.party, period));
    },
  });
};
export default routes;
