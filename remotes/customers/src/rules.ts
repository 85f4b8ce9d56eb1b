import { CODE_PATTERN, MONEY_MAX_FEN, NAME_LENGTH, PHONE_NUMBER_PATTERN, REMARK_MAX } from '@drawdesk/contracts';
import { all, lengthBetween, matches, maxLength, required, yuanBetween, type Rule } from '@drawdesk/shell';

/**
 * Rules of the customer form's fields, from the same constants the server's schemas are built from
 * (packages/contracts/src/field-rules.ts). Text fields are checked as they are sent, trimmed. Tags are
 * held to TAG_RULES by the tag input itself (length, count, no duplicates).
 */
export const customerRules = {
  code: (value) => all(required, matches(CODE_PATTERN, 'customers.rule.code'))(value.trim()),
  name: (value) => lengthBetween(NAME_LENGTH)(value.trim()),
  phone: (value) => matches(PHONE_NUMBER_PATTERN, 'customers.rule.phone')(value.trim()),
  creditLimit: yuanBetween({ min: 0, max: MONEY_MAX_FEN }),
  remark: (value) => maxLength(REMARK_MAX)(value.trim()),
  /** A select that must have a choice. */
  chosen: required,
} satisfies Record<string, Rule>;
