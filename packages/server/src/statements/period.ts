import type { StatementQuery } from '@drawdesk/contracts';
import { invalid } from '../lib/errors.js';
import { instantOf } from '../lib/instant.js';
import type { StatementPeriod } from '../repositories/statements.js';

/** A statement's draws: one draw, or a range of draw times (from before to); a draw and a range together is a 400. */
export function periodOf(query: Pick<StatementQuery, 'drawId' | 'from' | 'to'>): StatementPeriod {
  if (query.drawId !== undefined && (query.from !== undefined || query.to !== undefined)) throw invalid('/drawId', 'statement.drawOrRange');
  const from = query.from === undefined ? undefined : instantOf('/from', query.from);
  const to = query.to === undefined ? undefined : instantOf('/to', query.to);
  if (from && to && from >= to) throw invalid('/to', 'statement.rangeOrder');
  return { drawId: query.drawId, from, to };
}
