import { Type, type Static } from 'typebox';
import { Id, Timestamp } from './common.js';
import { NICKNAME_LENGTH, PASSWORD_LENGTH, PHONE_NUMBER_MAX, PHONE_NUMBER_PATTERN, USERNAME_LENGTH, USERNAME_PATTERN } from './field-rules.js';
import { Role } from './roles.js';

export const Username = Type.String({ minLength: USERNAME_LENGTH.min, maxLength: USERNAME_LENGTH.max, pattern: USERNAME_PATTERN });
/** docs/promises.md#accounts-and-sessions: 8 to 128 characters, no composition rules (common passwords are refused by the server). */
export const Password = Type.String({ minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max });
/** Login accepts what was typed (bounded) so a malformed name gets the same answer as a wrong one. */
export const LoginPassword = Type.String({ minLength: 1, maxLength: PASSWORD_LENGTH.max });
export const PhoneNumber = Type.String({ pattern: PHONE_NUMBER_PATTERN, maxLength: PHONE_NUMBER_MAX });
export const NickName = Type.String({ minLength: NICKNAME_LENGTH.min, maxLength: NICKNAME_LENGTH.max });
export const VerificationCode = Type.String({ pattern: '^[0-9]{6}$', maxLength: 6 });

export const LoginBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: LoginPassword },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;
export const LoginResult = Type.Object({ token: Type.String(), expiresAt: Timestamp });
export type LoginResult = Static<typeof LoginResult>;

export const CurrentUser = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  nickName: Type.String(),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  lastLogin: Type.Union([Timestamp, Type.Null()]),
  role: Role,
  agentId: Type.Union([Id, Type.Null()]),
});
export type CurrentUser = Static<typeof CurrentUser>;

export const CodeQuery = Type.Object({ phoneNumber: PhoneNumber }, { additionalProperties: false });
export const CodeResult = Type.Object({
  expiresIn: Type.Integer({ description: 'seconds the code stays valid' }),
  retryAfter: Type.Integer({ description: 'seconds before another code may be asked for this number' }),
});
export type CodeResult = Static<typeof CodeResult>;

export const RegisterBody = Type.Object(
  {
    username: Username,
    password: Password,
    phoneNumber: PhoneNumber,
    code: VerificationCode,
    nickName: Type.Optional(NickName),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;
export const RegisterResult = Type.Object({ id: Id, status: Type.Literal('pending') });

export const PasswordBody = Type.Object(
  { oldPassword: LoginPassword, newPassword: Password },
  { additionalProperties: false },
);
export type PasswordBody = Static<typeof PasswordBody>;

export const ProfileBody = Type.Object(
  { nickName: NickName, phoneNumber: Type.Union([PhoneNumber, Type.Null()]) },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;
