import type { DrawStatement } from '@drawdesk/contracts';
import { notFound } from '../lib/errors.js';
import { toDraw } from '../repositories/draws.js';
import type { Repositories } from '../repositories/index.js';

/** One customer's statement of one draw (the customer already checked against the caller's scope, or named by a link). */
export const drawStatements = ({ statements, draws }: Pick<Repositories, 'statements' | 'draws'>) =>
  async function drawStatement(customer: { id: number; code: string; name: string }, drawId: number): Promise<DrawStatement> {
    const row = await draws.findById(drawId);
    if (!row) throw notFound('notFound.draw');
    const draw = toDraw(row);
    const party = { customerId: customer.id };
    const [{ lines, count }, page, balances] = await Promise.all([
      statements.lines(customer.id, drawId),
      statements.draws(party, { drawId }, { page: 1, pageSize: 1 }),
      statements.balances(party, { drawId }),
    ]);
    return {
      customer: { code: customer.code, name: customer.name },
      draw: { lottery: draw.lottery, issue: draw.issue, drawAt: draw.drawAt, status: draw.status, result: draw.result, settledAt: row.settledAt?.toISOString() ?? null },
      lines,
      lineCount: count,
      totals: page.totals,
      ...balances,
    };
  };
