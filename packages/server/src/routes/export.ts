import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgentListQuery, AnalysisListQuery, AuditListQuery, CustomerListQuery, DrawListQuery, ExportQuery, IdQuery, LayoffListQuery, OrderListQuery, StatementExportQuery, UserListQuery } from '@drawdesk/contracts';
import { agents, analyses, auditLog, customers, draws, layoffs, orders, users } from '../db/schema.js';
import { scopeOf } from '../repositories/scope.js';
import { csvAnswer, sendExport, sendRows } from '../export/export.js';
import { notFound } from '../lib/errors.js';
import {
  AGENT_COLUMNS, ANALYSIS_COLUMNS, AUDIT_COLUMNS, CUSTOMER_COLUMNS, DRAW_COLUMNS, LAYOFF_COLUMNS, ORDER_COLUMNS, OUTCOME_COLUMNS, STATEMENT_DRAW_COLUMNS, STATEMENT_LINE_COLUMNS, USER_COLUMNS,
} from '../export/columns.js';
import { periodOf } from '../statements/period.js';

/** The most lines one customer's statement of one draw exports (a draw's lines of one customer stay far below). */
const STATEMENT_EXPORT_LINES = 100_000;

/**
 * `GET /<resource>/export?<the list's filters>` (docs/api.md#exports): who may call each is who may call its list,
 * and the rows come from the list's own repository query, so filters and scope are the list's.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { partyOf } = app.ledger.parties;
  const repos = app.repos;
  const ADMIN_ONLY = { access: ['Admin'] as const };
  const summary = (what: string) => `${what} as CSV: the list's filters and sort as a query string, header row in the Accept-Language`;

  app.get(
    '/user/export',
    { config: ADMIN_ONLY, schema: { tags: ['users'], summary: summary('Users'), querystring: ExportQuery(UserListQuery), response: csvAnswer } },
    async (request, reply) => sendExport(app, request, reply, { name: 'users', table: users, columns: USER_COLUMNS, query: repos.users.exportQuery(request.query) }),
  );

  app.get(
    '/customer/export',
    { config: { access: 'login' }, schema: { tags: ['customers'], summary: summary('Customers in your scope'), querystring: ExportQuery(CustomerListQuery), response: csvAnswer } },
    async (request, reply) =>
      sendExport(app, request, reply, {
        name: 'customers',
        table: customers,
        columns: CUSTOMER_COLUMNS,
        query: repos.customers.scoped(scopeOf(request.principal!)).exportQuery(request.query),
      }),
  );

  app.get(
    '/agent/export',
    { config: ADMIN_ONLY, schema: { tags: ['agents'], summary: summary('Agents'), querystring: ExportQuery(AgentListQuery), response: csvAnswer } },
    async (request, reply) =>
      sendExport(app, request, reply, { name: 'agents', table: agents, columns: AGENT_COLUMNS, query: repos.agents.exportQuery(scopeOf(request.principal!), request.query) }),
  );

  app.get(
    '/audit/export',
    { config: ADMIN_ONLY, schema: { tags: ['audit'], summary: summary('The operation log'), querystring: ExportQuery(AuditListQuery), response: csvAnswer } },
    async (request, reply) => sendExport(app, request, reply, { name: 'audit', table: auditLog, columns: AUDIT_COLUMNS, query: repos.audit.exportQuery(request.query) }),
  );

  app.get(
    '/lottery/export',
    { config: { access: 'login' }, schema: { tags: ['lottery'], summary: summary('Draws'), querystring: ExportQuery(DrawListQuery), response: csvAnswer } },
    async (request, reply) => sendExport(app, request, reply, { name: 'draws', table: draws, columns: DRAW_COLUMNS, query: repos.draws.exportQuery(request.query) }),
  );

  app.get(
    '/order/export',
    { config: { access: 'login' }, schema: { tags: ['orders'], summary: summary('Orders in your scope'), querystring: ExportQuery(OrderListQuery), response: csvAnswer } },
    async (request, reply) =>
      sendExport(app, request, reply, { name: 'orders', table: orders, columns: ORDER_COLUMNS, query: repos.orders.scoped(scopeOf(request.principal!)).exportQuery(request.query) }),
  );

  app.get(
    '/analysis/export',
    { config: { access: 'login' }, schema: { tags: ['analysis'], summary: summary('Analysis runs in your scope'), querystring: ExportQuery(AnalysisListQuery), response: csvAnswer } },
    async (request, reply) =>
      sendExport(app, request, reply, { name: 'analyses', table: analyses, columns: ANALYSIS_COLUMNS, query: repos.analyses.scoped(scopeOf(request.principal!)).exportQuery(request.query) }),
  );

  app.get(
    '/analysis/outcomes/export',
    { config: { access: 'login' }, schema: { tags: ['analysis'], summary: "One run's per-outcome table as CSV", querystring: IdQuery, response: csvAnswer } },
    async (request, reply) => {
      const detail = await repos.analyses.scoped(scopeOf(request.principal!)).detail(request.query.id);
      if (!detail) throw notFound('notFound.analysis');
      return sendRows(request, reply, `analysis-${detail.id}`, OUTCOME_COLUMNS, detail.result?.outcomes ?? []);
    },
  );

  app.get(
    '/layoff/export',
    { config: { access: 'login' }, schema: { tags: ['layoff'], summary: summary('Lay-offs in your scope'), querystring: ExportQuery(LayoffListQuery), response: csvAnswer } },
    async (request, reply) =>
      sendExport(app, request, reply, { name: 'layoffs', table: layoffs, columns: LAYOFF_COLUMNS, query: repos.layoffs.scoped(scopeOf(request.principal!)).exportQuery(request.query) }),
  );

  app.get(
    '/statement/export',
    {
      config: { access: 'login' },
      schema: { tags: ['statement'], summary: "A statement as CSV: one customer's lines of one draw, or the party's draws of the period", querystring: StatementExportQuery, response: csvAnswer },
    },
    async (request, reply) => {
      const named = await partyOf(request.principal!, request.query);
      const period = periodOf(request.query);
      if (named.kind === 'customer' && period.drawId !== undefined) {
        const { lines } = await repos.statements.lines(named.id, period.drawId, STATEMENT_EXPORT_LINES);
        return sendRows(request, reply, `statement-${named.code}-${period.drawId}`, STATEMENT_LINE_COLUMNS, lines);
      }
      return sendRows(request, reply, `statement-${named.code}`, STATEMENT_DRAW_COLUMNS, await repos.statements.allDraws(named.party, period));
    },
  );
};
export default routes;
