import type { LotteryCode, StatementLink } from '@drawdesk/contracts';
import type { StatementLinkRow } from '../repositories/statement-links.js';
import type { LinkTokens } from './link-token.js';

/** The console path of a link: the console puts its own origin before it. */
export const reportPath = (token: string) => `/report?token=${encodeURIComponent(token)}`;

/** A stored link as the API shows it: its state now and its URL, signed with the book's key. */
export const statementLinks = (tokens: Pick<LinkTokens, 'sign'>) =>
  function toStatementLink(row: StatementLinkRow, now = Date.now()): StatementLink {
    const state = row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'active';
    return {
      id: row.id,
      customerId: row.customerId,
      drawId: row.drawId,
      lottery: row.lottery as LotteryCode,
      issue: row.issue,
      url: reportPath(tokens.sign(row.id, row.expiresAt)),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      state,
      createdBy: row.createdByName,
      createdAt: row.createdAt.toISOString(),
    };
  };
