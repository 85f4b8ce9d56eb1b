import type { FastifyInstance } from 'fastify';
import type { LotteryCode, StatementLink } from '@drawdesk/contracts';
import type { StatementLinkRow } from '../repositories/statement-links.js';

/** The console path of a link: the console puts its own origin before it. */
export const reportPath = (token: string) => `/report?token=${encodeURIComponent(token)}`;

export function toStatementLink(app: FastifyInstance, row: StatementLinkRow, now = Date.now()): StatementLink {
  const state = row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'active';
  return {
    id: row.id,
    customerId: row.customerId,
    drawId: row.drawId,
    lottery: row.lottery as LotteryCode,
    issue: row.issue,
    url: reportPath(app.linkTokens.sign(row.id, row.expiresAt)),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}
