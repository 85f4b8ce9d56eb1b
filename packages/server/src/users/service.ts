import type { UserSave } from '@drawdesk/contracts';
import { hashPassword, refuseCommon } from '../auth/passwords.js';
import { normalPhone } from '../auth/phone.js';
import type { Database, Executor } from '../db/client.js';
import { conflict, invalid, notFound } from '../lib/errors.js';
import { splitSave } from '../lib/save-target.js';
import { auditedSaves } from '../lib/audited-save.js';
import { userNotifier } from '../notices/notify-user.js';
import { userNotices } from '../notices/user-notices.js';
import type { Actor } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';
import type { Principal } from '../repositories/sessions.js';
import { toUser, type UserRow } from '../repositories/users.js';

const isActiveAdmin = (user: Pick<UserRow, 'role' | 'status'>) => user.role === 'Admin' && user.status === 'active';

/**
 * Users as an Admin keeps them (docs/domain/parties.md): a User needs a live agent to be active, the last
 * active Admin stays, nobody demotes, disables or removes themself, and the owner of an account hears
 * what an Admin changed in it.
 */
export function userService(
  db: Database,
  repos: Pick<Repositories, 'users' | 'agents' | 'sessions' | 'audit' | 'messages' | 'events'>,
) {
  const { users, agents, sessions, audit } = repos;
  const saves = auditedSaves(audit);
  const notifyUser = userNotifier(repos);

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

  return {
    /** Creates (no id) or updates (id + version) a user, with its audit entry; `me` is the Admin saving. */
    async save(body: UserSave, me: Principal, actor: Actor) {
      const { fields: given, target } = splitSave(body);
      if (given.password !== undefined) refuseCommon('/password', given.password);
      // Hashed before the transaction: no row stays locked while argon2 works.
      const passwordHash = given.password === undefined ? undefined : await hashPassword(given.password);
      const fields = {
        username: given.username,
        name: given.name ?? '',
        nickName: given.nickName,
        phoneNumber: given.phoneNumber ? normalPhone(given.phoneNumber) : null,
        role: given.role,
        agentId: given.agentId ?? null,
        status: given.status,
      };

      return db.transaction(async (tx) => {
        const sameName = await users.findByUsername(given.username, tx);
        if (sameName && sameName.id !== target?.id) throw conflict('user.usernameTaken');

        if (!target) {
          // The create schema requires a password; this narrows the type for the insert.
          if (passwordHash === undefined) throw invalid('/password', 'user.needsPassword');
          await checkAgent(fields, tx);
          return saves.create({ entity: 'user', actor, row: await users.insert({ ...fields, passwordHash }, tx), view: toUser }, tx);
        }

        if (target.id === me.userId && fields.role !== 'Admin') throw conflict('user.demoteSelf');
        if (target.id === me.userId && fields.status !== 'active') throw conflict('user.disableSelf');
        return saves.update(
          {
            entity: 'user',
            id: target.id,
            actor,
            action: passwordHash ? 'user.update+password' : 'user.update',
            load: () => lockTarget(target.id, !isActiveAdmin(fields), tx),
            check: () => checkAgent(fields, tx),
            write: (before) => users.update(before.id, target.version, passwordHash ? { ...fields, passwordHash } : fields, tx),
            then: async (before, after) => {
              // Disabling or resetting the password ends the user's sessions at once.
              if (passwordHash || after.status !== 'active') await sessions.revokeAllOf(after.id, undefined, tx);
              for (const notice of userNotices(before, after, passwordHash !== undefined)) {
                await notifyUser(after.id, notice, { traceId: (message) => `message:${message.id}`, content: notice.title }, tx);
              }
            },
            view: toUser,
          },
          tx,
        );
      });
    },

    /** Removes a user (kept for the audit trail) and ends its sessions; never oneself, never the last active Admin. */
    async remove(id: number, me: Principal, actor: Actor) {
      if (id === me.userId) throw conflict('user.removeSelf');
      await db.transaction(async (tx) => {
        const before = await lockTarget(id, true, tx);
        await users.remove(id, tx);
        await sessions.revokeAllOf(id, undefined, tx);
        await audit.record(actor, { action: 'user.remove', entity: 'user', entityId: id, before: toUser(before) }, tx);
      });
    },
  };
}
export type UserService = ReturnType<typeof userService>;
