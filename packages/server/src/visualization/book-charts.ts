import { BOOK_CHART_RULES, type BookCharts, type BookChartsQuery, type GroupEdge } from '@drawdesk/contracts';
import { returnToPlayer } from '@drawdesk/lottery';
import { invalid } from '../lib/errors.js';
import type { BookChartsRepository, TermsRow } from '../repositories/book-charts.js';
import type { Scope } from '../repositories/scope.js';

const DAY_MS = 86_400_000;

/** A calendar date as its day number, or the 400 of a date that does not exist (2026-02-30). */
function dayOf(field: string, date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) throw invalid(field, 'chart.notADate', { date });
  return time / DAY_MS;
}

/** The period is from <= to, at most `daysMax` days. */
export function checkPeriod(query: Pick<BookChartsQuery, 'from' | 'to'>) {
  const span = dayOf('/to', query.to) - dayOf('/from', query.from) + 1;
  if (span < 1) throw invalid('/to', 'chart.periodOrder');
  if (span > BOOK_CHART_RULES.daysMax) throw invalid('/to', 'chart.periodMax', { days: BOOK_CHART_RULES.daysMax });
}

/** The expected return of a line's terms: the middle of its plan row's return-to-player range (bp); null when it cannot be valued. */
function expectedReturnBp(row: TermsRow): number | null {
  try {
    const range = returnToPlayer(row.play, row.odds2 === null ? [row.odds1] : [row.odds1, row.odds2], row.rebateBp);
    return (range.minBp + range.maxBp) / 2;
  } catch {
    return null;
  }
}

/** Per play group: stake, settled stake, realised edge (−net ÷ settled stake) and expected edge (stake-weighted terms), in bp. */
export function edgesOf(rows: readonly TermsRow[]): GroupEdge[] {
  const groups = new Map<string, { stake: number; settledStake: number; net: number; valued: number; returned: number }>();
  for (const row of rows) {
    const group = groups.get(row.group) ?? { stake: 0, settledStake: 0, net: 0, valued: 0, returned: 0 };
    group.stake += row.stake;
    group.settledStake += row.settledStake;
    group.net += row.net;
    const expected = expectedReturnBp(row);
    if (expected !== null) {
      group.valued += row.stake;
      group.returned += row.stake * expected;
    }
    groups.set(row.group, group);
  }
  return [...groups.entries()]
    .map(([group, g]) => ({
      group,
      stake: g.stake,
      settledStake: g.settledStake,
      realisedBp: g.settledStake === 0 ? null : Math.round((-g.net * 10_000) / g.settledStake),
      expectedBp: g.valued === 0 ? null : Math.round(10_000 - g.returned / g.valued),
    }))
    .sort((a, b) => b.stake - a.stake || a.group.localeCompare(b.group));
}

/** Every chart of the book for a period, in the caller's scope. */
export async function bookCharts(repository: BookChartsRepository, scope: Scope, query: BookChartsQuery): Promise<BookCharts> {
  checkPeriod(query);
  const charts = repository.scoped(scope, query);
  const [days, terms, topCustomers, topAgents, hours] = await Promise.all([charts.days(), charts.terms(), charts.topCustomers(), charts.topAgents(), charts.hours()]);
  return { days, edges: edgesOf(terms), topCustomers, topAgents, hours };
}
