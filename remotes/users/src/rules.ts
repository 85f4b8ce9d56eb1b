import { NAME_LENGTH, NICKNAME_LENGTH, PASSWORD_LENGTH, PHONE_NUMBER_PATTERN, USERNAME_LENGTH, USERNAME_PATTERN } from '@drawdesk/contracts';

/*
 * The server's rules for a user's fields, from the same constants its schemas are built from
 * (packages/contracts/src/field-rules.ts: plain data, no TypeBox in the console). Lengths count
 * code points, as the server's JSON Schema check does.
 */
const USERNAME = { ...USERNAME_LENGTH, pattern: new RegExp(USERNAME_PATTERN) };
const PASSWORD = PASSWORD_LENGTH;
const NICK_NAME = NICKNAME_LENGTH;
const NAME_MAX = NAME_LENGTH.max;
const PHONE_NUMBER = new RegExp(PHONE_NUMBER_PATTERN);

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
