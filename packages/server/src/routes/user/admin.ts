import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Empty, IdParams, IdQuery, Page, User, UserListQuery, UserSave } from '@drawdesk/contracts';
import { hashPassword } from '../../auth/passwords.js';
import { conflict, invalid, notFound, ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { splitSave } from '../../lib/save-target.js';
import type { Executor } from '../../db/client.js';
import { toUser, type UserRow } from '../../repositories/users.js';
import { refuseCommon } from './account.js';
import { userNotices } from '../../notices/user-notices.js';
import { normalPhone } from '../../auth/phone.js';

const ADMIN_ONLY = { access: ['Admin'] as const };
const isActiveAdmin = (user: Pick<UserRow, 'role' | 'status'>) => user.role === 'Admin' && user.status === 'active';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, agents, sessions, audit, messages, events } = app.repos;

  /**
   * A User works inside its agent's subtree, so it needs a live agent before it can be active; an Admin
   * may have none. The agent is share-locked, so it cannot be removed before this user is saved.
   */
  async function checkAgent(fields: Pick<UserRow, 'role' | 'status' | 'agentId'>, tx: Executor) {
    if (fields.agentId !== null && !(await agents.findById(fields.agentId, tx, 'share'))) throw invalid('/agentId', 'user.noAgent');
    if (fields.role === 'User' && fields.status === 'active' && fields.agentId === null) {
      throw invalid('/agentId', 'user.needsAgent');
    }
  }

  /**
   * Locks the active Admins (always first, in id order, so concurrent changes queue instead of
   * deadlocking), then the target; the last active Admin stays.
   */
  async function lockTarget(id: number, losesAdmin: boolean, tx: Executor) {
    const admins = await users.lockActiveAdmins(tx);
    const target = await users.findById(id, tx, true);
    if (!target) throw notFound('notFound.user');
    if (losesAdmin && isActiveAdmin(target) && admins.every((a) => a.id === target.id)) {
      throw conflict('user.lastAdmin');
    }
    return target;
  }

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
    async (request) => {
      const { fields: body, target } = splitSave(request.body);
      const me = request.principal!;
      if (body.password !== undefined) refuseCommon('/password', body.password);
      const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
      const fields = {
        username: body.username,
        name: body.name ?? '',
        nickName: body.nickName,
        phoneNumber: body.phoneNumber ? normalPhone(body.phoneNumber) : null,
        role: body.role,
        agentId: body.agentId ?? null,
        status: body.status,
      };

      const saved = await app.db.transaction(async (tx) => {
        const sameName = await users.findByUsername(body.username, tx);
        if (sameName && sameName.id !== target?.id) throw conflict('user.usernameTaken');

        if (!target) {
          // The create schema requires a password; this narrows the type for the insert.
          if (passwordHash === undefined) throw invalid('/password', 'user.needsPassword');
          await checkAgent(fields, tx);
          const created = await users.insert({ ...fields, passwordHash }, tx);
          await audit.record(actorOf(request), { action: 'user.create', entity: 'user', entityId: created.id, after: toUser(created) }, tx);
          return created;
        }

        if (target.id === me.userId && fields.role !== 'Admin') throw conflict('user.demoteSelf');
        if (target.id === me.userId && fields.status !== 'active') throw conflict('user.disableSelf');
        const before = await lockTarget(target.id, !isActiveAdmin(fields), tx);
        await checkAgent(fields, tx);

        const after = await users.update(before.id, target.version, passwordHash ? { ...fields, passwordHash } : fields, tx);
        if (!after) throw conflict('user.stale');
        // Disabling or resetting the password ends the user's sessions at once.
        if (passwordHash || after.status !== 'active') await sessions.revokeAllOf(after.id, undefined, tx);
        for (const notice of userNotices(before, after, passwordHash !== undefined)) {
          const message = await messages.add(after.id, notice, tx);
          await events.publish(after.id, { type: 'Notify', traceId: `message:${message.id}`, content: notice.title }, tx);
        }
        await audit.record(
          actorOf(request),
          {
            action: passwordHash ? 'user.update+password' : 'user.update',
            entity: 'user',
            entityId: after.id,
            before: toUser(before),
            after: toUser(after),
          },
          tx,
        );
        return after;
      });
      return ok(toUser(saved));
    },
  );

  app.delete(
    '/user/remove/:id',
    { config: ADMIN_ONLY, schema: { tags: ['users'], summary: 'Remove a user (kept for the audit trail)', params: IdParams, response: answers(Empty) } },
    async (request) => {
      const id = request.params.id;
      if (id === request.principal!.userId) throw conflict('user.removeSelf');
      await app.db.transaction(async (tx) => {
        const before = await lockTarget(id, true, tx);
        await users.remove(id, tx);
        await sessions.revokeAllOf(id, undefined, tx);
        await audit.record(actorOf(request), { action: 'user.remove', entity: 'user', entityId: id, before: toUser(before) }, tx);
      });
      return ok(null);
    },
  );
};
export default routes;
