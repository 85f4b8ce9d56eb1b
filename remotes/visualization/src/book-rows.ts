import type { BookCharts, LotteryCode } from '@drawdesk/contracts';

/** Fen as yuan for a chart's scale and a CSV cell (drawn or read, never summed again). */
export const yuan = (fen: number) => fen / 100;
/** Basis points as a percentage with two places. */
export const percent = (bp: number | null) => (bp === null ? null : bp / 100);

export type Words = { lottery: (code: LotteryCode) => string; group: (code: string) => string; turnover: string; memberNet: string; result: string; realised: string; expected: string };

/** Top parties as two bars each: their turnover, and the book's result on them (the opposite of what they netted). */
const partyRows = (parties: BookCharts['topCustomers'], words: Words) =>
  parties.flatMap((p) => [
    { name: `${p.code} ${p.name}`, series: words.turnover, value: yuan(p.turnover) },
    { name: `${p.code} ${p.name}`, series: words.result, value: yuan(-p.memberNet) },
  ]);

/**
 * Each chart's rows: what it draws, and (the same numbers) what its CSV holds. One function per chart, from
 * the API's answer, so the chart, its export and the test read the same figures.
 */
export function chartRows(charts: BookCharts, words: Words) {
  return {
    turnover: charts.days.map((d) => ({ date: d.date, series: words.lottery(d.lottery), value: yuan(d.turnover) })),
    memberNet: charts.days.map((d) => ({ date: d.date, series: words.lottery(d.lottery), value: yuan(d.memberNet) })),
    edges: charts.edges.flatMap((e) => [
      ...(e.realisedBp === null ? [] : [{ group: words.group(e.group), series: words.realised, value: percent(e.realisedBp)! }]),
      ...(e.expectedBp === null ? [] : [{ group: words.group(e.group), series: words.expected, value: percent(e.expectedBp)! }]),
    ]),
    topCustomers: partyRows(charts.topCustomers, words),
    topAgents: partyRows(charts.topAgents, words),
    hours: charts.hours.map((h) => ({ hours: h.hoursBeforeClose, value: yuan(h.stake) })),
  };
}
export type ChartRows = ReturnType<typeof chartRows>;
export type ChartKey = keyof ChartRows;
