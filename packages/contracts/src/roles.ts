import { Type, type Static } from 'typebox';

export const ROLES = ['Admin', 'User'] as const;
export const Role = Type.Union([Type.Literal('Admin'), Type.Literal('User')]);
export type Role = (typeof ROLES)[number];

/** Who may call a route: anyone, any logged-in user, or only the listed roles. */
export type Access = 'public' | 'login' | readonly Role[];

export const USER_STATUSES = ['pending', 'active', 'disabled'] as const;
export const UserStatus = Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('disabled')]);
export type UserStatus = Static<typeof UserStatus>;
