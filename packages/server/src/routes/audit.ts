import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditEntry, AuditListQuery, Page } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';

/** The operation log (docs/domain/messages-and-audit.md#the-operation-log): read-only, Admin only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { audit } = app.repos;

  app.post(
    '/audit/list',
    {
      config: { access: ['Admin'] as const },
      schema: { tags: ['audit'], summary: 'The operation log, filtered by who, what and when; newest first', body: AuditListQuery, response: answers(Page(AuditEntry)) },
    },
    async (request) => ok(await audit.list(request.body)),
  );
};
export default routes;
