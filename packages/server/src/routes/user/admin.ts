import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Empty, ExportQuery, IdParams, IdQuery, Page, User, UserListQuery, UserSave, userExport, userList, userRead, userRemove, userSave } from '@drawdesk/contracts';
import { notFound, ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toUser } from '../../repositories/users.js';
import { users as userTable } from '../../db/schema.js';
import { USER_COLUMNS } from '../../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../../export/export.js';
import { routeOf } from '../../lib/route.js';


/** Users (Admins only); the rules live in src/users/service.ts. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { users } = app.repos;
  const { service } = app.users;

  app.route({
    ...routeOf(userList),
    schema: { tags: ['users'], summary: 'Users, filtered and paged', body: UserListQuery, response: answers(Page(User)) },
    handler: async (request) => ok(await users.list(request.body)),
  });

  app.route({
    ...routeOf(userRead),
    schema: { tags: ['users'], summary: 'One user', querystring: IdQuery, response: answers(User) },
    handler: async (request) => {
      const user = await users.findById(request.query.id);
      if (!user) throw notFound('notFound.user');
      return ok(toUser(user));
    },
  });

  app.route({
    ...routeOf(userSave),
    schema: { tags: ['users'], summary: 'Create (no id) or update (id + version) a user', body: UserSave, response: answers(User) },
    handler: async (request) => ok(toUser(await service.save(request.body, request.principal!, actorOf(request)))),
  });

  app.route({
    ...routeOf(userRemove),
    schema: { tags: ['users'], summary: 'Remove a user (kept for the audit trail)', params: IdParams, response: answers(Empty) },
    handler: async (request) => {
      await service.remove(request.params.id, request.principal!, actorOf(request));
      return ok(null);
    },
  });

  app.route({
    ...routeOf(userExport),
    schema: { tags: ['users'], summary: exportSummary('Users'), querystring: ExportQuery(UserListQuery), response: csvAnswer },
    handler: async (request, reply) => sendExport(app.pool, request, reply, { name: 'users', table: userTable, columns: USER_COLUMNS, query: app.repos.users.exportQuery(request.query) }),
  });
};
export default routes;
