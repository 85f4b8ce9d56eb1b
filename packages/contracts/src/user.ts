import { Type, type Static } from 'typebox';
import { Id, Keyword, ListQuery, SaveBody, Timestamp, Version } from './common.js';
import { NickName, Password, PhoneNumber, Username } from './auth.js';
import { Role, UserStatus } from './roles.js';
import { NAME_LENGTH } from './field-rules.js';

/** A console account as an Admin sees it. */
export const User = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  nickName: Type.String(),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  agentId: Type.Union([Id, Type.Null()]),
  status: UserStatus,
  lastLogin: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type User = Static<typeof User>;

export const UserListQuery = ListQuery(
  {
    keyword: Type.Optional(Keyword),
    role: Type.Optional(Role),
    status: Type.Optional(UserStatus),
    agentId: Type.Optional(Id),
  },
  ['id', 'username', 'createdAt', 'lastLogin'] as const,
);
export type UserListQuery = Static<typeof UserListQuery>;

const UserFields = {
  username: Username,
  name: Type.Optional(Type.String({ maxLength: NAME_LENGTH.max })),
  nickName: NickName,
  phoneNumber: Type.Optional(Type.Union([PhoneNumber, Type.Null()])),
  role: Role,
  agentId: Type.Optional(Type.Union([Id, Type.Null()])),
  status: UserStatus,
};
/** Create when `id` is absent (with a password), update when present (with `version`; a password resets it). */
export const UserSave = SaveBody({ ...UserFields, password: Password }, { ...UserFields, password: Type.Optional(Password) });
export type UserSave = Static<typeof UserSave>;
