import { CODE_PATTERN, FULL_BP, MONEY_MAX_FEN, NAME_LENGTH, REMARK_MAX } from '@drawdesk/contracts';
import { all, lengthBetween, matches, maxLength, parseDecimal, required, yuanBetween, type Rule } from '@drawdesk/shell';

// The server's AgentSave: contact at most 100 characters.
const CONTACT_MAX = 100;
/** Shares are typed as a percent with up to 2 decimals: exactly the basis points the server stores. */
export const SHARE_PLACES = 2;

const sharePercent: Rule = (value) => {
  const bp = parseDecimal(value, SHARE_PLACES);
  if (bp === null) return { key: 'system.rule.share' };
  return bp > FULL_BP ? { key: 'system.rule.shareMax' } : undefined;
};

/**
 * Rules of the agent form's fields, from the same constants the server's schemas are built from
 * (packages/contracts/src/field-rules.ts). Text fields are checked as they are sent, trimmed.
 */
export const agentRules = {
  code: all(required, matches(CODE_PATTERN, 'system.rule.code')),
  name: (value) => lengthBetween(NAME_LENGTH)(value.trim()),
  shareBp: all(required, sharePercent),
  creditLimit: all(required, yuanBetween({ min: 0, max: MONEY_MAX_FEN })),
  contact: (value) => maxLength(CONTACT_MAX)(value.trim()),
  remark: (value) => maxLength(REMARK_MAX)(value.trim()),
} satisfies Record<string, Rule>;
