/*
 * The server's rules for a user's fields (Username, Password, PhoneNumber, NickName in
 * packages/contracts/src/auth.ts, name in user.ts), kept here in one place because the console
 * does not load TypeBox. Lengths count code points, as the server's JSON Schema check does.
 */
const USERNAME = { min: 3, max: 32, pattern: /^[A-Za-z0-9_.-]+$/ };
const PASSWORD = { min: 8, max: 128 };
const NICK_NAME = { min: 1, max: 50 };
const NAME_MAX = 50;
const PHONE_NUMBER = /^\+?[0-9]{6,20}$/;

/** A broken rule: the translation key of its message and the values the message needs. */
export type Broken = { key: string; values?: Record<string, number> };
export type Rule = (value: string) => Broken | undefined;

const length = (value: string) => [...value].length;

function between(value: string, { min, max }: { min: number; max: number }): Broken | undefined {
  if (!value) return { key: 'users.rule.required' };
  const n = length(value);
  return n < min || n > max ? { key: 'users.rule.length', values: { min, max } } : undefined;
}

/** Rules of the user form's fields; text fields are checked as they are sent, trimmed (see `trimmed`). */
export const userRules = {
  username: (value) =>
    between(value, USERNAME) ?? (USERNAME.pattern.test(value) ? undefined : { key: 'users.rule.usernameChars' }),
  nickName: (value) => between(value.trim(), NICK_NAME),
  name: (value) => (length(value.trim()) > NAME_MAX ? { key: 'users.rule.maxLength', values: { max: NAME_MAX } } : undefined),
  phoneNumber: (value) => (!value.trim() || PHONE_NUMBER.test(value.trim()) ? undefined : { key: 'users.rule.phoneNumber' }),
  // Passwords are sent exactly as typed: spaces count.
  password: (value) => between(value, PASSWORD),
} satisfies Record<string, Rule>;

/** The second entry of a new password must repeat the first. */
export const sameAs =
  (first: string): Rule =>
  (value) =>
    value === first ? undefined : { key: 'users.rule.passwordMismatch' };

/** The text the server gets for an optional field: trimmed, and null when empty. */
export const trimmed = (value: string | undefined) => value?.trim() || null;
