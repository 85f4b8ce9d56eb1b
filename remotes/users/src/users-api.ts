import { type User, userList, type UserListQuery, userRead, userRemove, userSave, type UserSave } from '@drawdesk/contracts';
import { api, storedIfChanged } from '@drawdesk/shell';

/** The users API. Saves and lists are silent: the callers show their own messages (on fields, or an error state). */
export const listUsers = (query: UserListQuery) => api().call(userList, query, { silent: true });
export const saveUser = (body: UserSave) => api().call(userSave, body, { silent: true });
export const removeUser = (id: number) => api().call(userRemove, undefined, { params: { id } });

/** The update of a user as read: every field kept (the agent too, which the server would otherwise clear), at its version. */
export const updateOf = (user: User): UserSave => ({
  id: user.id,
  version: user.version,
  username: user.username,
  name: user.name,
  nickName: user.nickName,
  phoneNumber: user.phoneNumber,
  role: user.role,
  agentId: user.agentId,
  status: user.status,
});

/** After a failed update of `user`: the user as stored now if someone changed it since it was read, else null. */
export const changedSince = (error: unknown, user: User) => storedIfChanged(error, user, () => api().call(userRead, { id: user.id }, { silent: true }));
