import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditEntry, AuditListQuery, ExportQuery, Page, auditExport, auditList } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { auditLog } from '../db/schema.js';
import { AUDIT_COLUMNS } from '../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../export/export.js';
import { routeOf } from '../lib/route.js';
import { languageOf } from '../i18n/language.js';

/** The operation log (docs/domain/messages-and-audit.md#the-operation-log): read-only, Admin only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { audit } = app.repos;

  app.route({
    ...routeOf(auditList),
    schema: { tags: ['audit'], summary: 'The operation log, filtered by who, what and when; newest first', body: AuditListQuery, response: answers(Page(AuditEntry)) },
    handler: async (request) => ok(await audit.list(request.body, languageOf(request.headers['accept-language']))),
  });

  app.route({
    ...routeOf(auditExport),
    schema: { tags: ['audit'], summary: exportSummary('The operation log'), querystring: ExportQuery(AuditListQuery), response: csvAnswer },
    handler: async (request, reply) => sendExport(app.pool, request, reply, { name: 'audit', table: auditLog, columns: AUDIT_COLUMNS, query: app.repos.audit.exportQuery(request.query) }),
  });
};
export default routes;
