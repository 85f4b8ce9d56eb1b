import { NAME_LENGTH, NICKNAME_LENGTH, PASSWORD_LENGTH, PHONE_NUMBER_PATTERN, USERNAME_LENGTH, USERNAME_PATTERN } from '@drawdesk/contracts';
import { all, lengthBetween, matches, maxLength, type Rule } from '@drawdesk/shell';

/**
 * Rules of the user form's fields, from the same constants the server's schemas are built from
 * (packages/contracts/src/field-rules.ts: plain data, no TypeBox in the console). Text fields are
 * checked as they are sent, trimmed (see the shell's `trimmed`).
 */
export const userRules = {
  username: all(lengthBetween(USERNAME_LENGTH), matches(USERNAME_PATTERN, 'users.rule.usernameChars')),
  nickName: (value) => lengthBetween(NICKNAME_LENGTH)(value.trim()),
  name: (value) => maxLength(NAME_LENGTH.max)(value.trim()),
  phoneNumber: (value) => matches(PHONE_NUMBER_PATTERN, 'users.rule.phoneNumber')(value.trim()),
  // Passwords are sent exactly as typed: spaces count.
  password: lengthBetween(PASSWORD_LENGTH),
} satisfies Record<string, Rule>;

/** The second entry of a new password must repeat the first. */
export const sameAs =
  (first: string): Rule =>
  (value) =>
    value === first ? undefined : { key: 'users.rule.passwordMismatch' };
