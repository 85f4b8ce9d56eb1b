import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Empty, ExportQuery, IdParams, IdQuery, Page, User, UserListQuery, UserSave } from '@drawdesk/contracts';
import { notFound, ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toUser } from '../../repositories/users.js';
import { users as userTable } from '../../db/schema.js';
import { USER_COLUMNS } from '../../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../../export/export.js';

const ADMIN_ONLY = { access: ['Admin'] as const };

/** Users (Admins only); the rules live in src/users/service.ts. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { users } = app.repos;
  const { service } = app.users;

  app.post(
    '/user/list',
    { config: ADMIN_ONLY, schema: { tags: ['users'], summary: 'Users, filtered and paged', body: UserListQuery, response: answers(Page(User)) } },
    async (request) => ok(await users.list(request.body)),
  );

  app.get(
    '/user',
    { config: ADMIN_ONLY, schema: { tags: ['users'], summary: 'One user', querystring: IdQuery, response: answers(User) } },
    async (request) => {
      const user = await users.findById(request.query.id);
      if (!user) throw notFound('notFound.user');
      return ok(toUser(user));
    },
  );

  app.post(
    '/user/save',
    {
      config: ADMIN_ONLY,
      schema: { tags: ['users'], summary: 'Create (no id) or update (id + version) a user', body: UserSave, response: answers(User) },
    },
    async (request) => ok(toUser(await service.save(request.body, request.principal!, actorOf(request)))),
  );

  app.delete(
    '/user/remove/:id',
    { config: ADMIN_ONLY, schema: { tags: ['users'], summary: 'Remove a user (kept for the audit trail)', params: IdParams, response: answers(Empty) } },
    async (request) => {
      await service.remove(request.params.id, request.principal!, actorOf(request));
      return ok(null);
    },
  );

  app.get(
    '/user/export',
    { config: ADMIN_ONLY, schema: { tags: ['users'], summary: exportSummary('Users'), querystring: ExportQuery(UserListQuery), response: csvAnswer } },
    async (request, reply) => sendExport(app.pool, request, reply, { name: 'users', table: userTable, columns: USER_COLUMNS, query: app.repos.users.exportQuery(request.query) }),
  );
};
export default routes;
