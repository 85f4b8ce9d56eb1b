import { describe, expect, it } from 'vitest';
import { bruteForceNet, randomBook } from '../testing/books.js';
import { seeded } from '../testing/random.js';
import { zodiacMapFor, zodiacMapOn } from '../zodiac.js';
import { aggregatePositions } from './aggregate.js';
import { analyseBook } from './analyse.js';
import type { Layoff } from './types.js';

const drawDate = '2026-05-01';
const zodiac = zodiacMapOn(drawDate);

describe('the per-outcome book equals settling every line on every outcome', () => {
  for (const game of ['MARK6', 'PICK3'] as const) {
    it(`${game}: random books with lay-offs and kept shares`, () => {
      const rng = seeded(game === 'MARK6' ? 1 : 2);
      for (let round = 0; round < (game === 'MARK6' ? 30 : 4); round++) {
        const positions = randomBook(game, rng, rng.int(1, 80));
        const layoffs: Layoff[] = randomBook(game, rng, rng.int(0, 5)).map(({ keptShareBp: _kept, ...l }) => l);
        const analysis = analyseBook({ game, drawDate, positions, layoffs });
        expect(analysis.outcomes.map((o) => o.net)).toEqual(bruteForceNet(game, positions, layoffs, zodiac));
      }
    });
  }

  it('a book aggregated from raw lines in whole yuan equals settling each raw line', () => {
    const rng = seeded(3);
    const lines = Array.from({ length: 3000 }, () => ({ selection: rng.int(0, 48), stake: rng.int(1, 500) * 100 }));
    const positions = aggregatePositions(
      {
        group: new Uint8Array(lines.length),
        selection: Uint16Array.from(lines.map((l) => l.selection)),
        stake: Int32Array.from(lines.map((l) => l.stake)),
      },
      [{ play: 'TM', odds: 426_000, rebateBp: 1300, selections: Array.from({ length: 49 }, (_, i) => String(i + 1)) }],
    );
    const raw = lines.map((l) => ({ play: 'TM', selection: String(l.selection + 1), stake: l.stake, odds: 426_000, rebateBp: 1300 }));
    expect(analyseBook({ game: 'MARK6', positions }).outcomes.map((o) => o.net)).toEqual(bruteForceNet('MARK6', raw, [], zodiac));
  });
});

describe('analysis output', () => {
  const positions = [
    { play: 'TM', selection: '01', stake: 10_000, odds: 426_000, rebateBp: 1300, lines: 3 },
    { play: 'TM_TWO_SIDED', selection: 'BIG', stake: 50_000, odds: 19_700, rebateBp: 300 },
    { play: 'LM_2_ALL', selection: '1,2,3', stake: 1000, odds: 520_000, rebateBp: 1500 },
    { play: 'ZM', selection: '7', stake: 2000, odds: 72_000, rebateBp: 1100 },
  ];
  const analysis = analyseBook({ game: 'MARK6', drawDate, positions });

  it('rows per outcome with stake, payout and N', () => {
    expect(analysis.outcomes).toHaveLength(49);
    // Number 1: the TM bet wins, BIG loses.
    expect(analysis.outcomes[0]).toEqual({ outcome: '1', stake: 10_000, payout: 426_000, net: 10_000 - 1300 - 426_000 + 50_000 - 1500, layoff: 0, netAfter: -368_800 });
    // Number 49: BIG ties, refunded without rebate.
    expect(analysis.outcomes[48]).toMatchObject({ stake: 0, payout: 50_000, net: 10_000 - 1300 });
    expect(analysis.summary.before).toMatchObject({ turnover: 60_000, rebate: 2800, maxLoss: 368_800, maxLossOutcome: '1', guaranteedProfit: 0 });
    expect(analysis.summary.before.bestCase).toBe(10_000 - 1300 + 50_000 - 1500);
  });

  it('rows per selection and combination, and the multi-number plays flagged as not exact', () => {
    expect(analysis.selections.map((r) => `${r.play} ${r.selection} ${r.stake} ${r.lines}`)).toEqual([
      'TM 1 10000 3', 'TM_TWO_SIDED BIG 50000 1', 'ZM 7 2000 1', 'LM_2_ALL 1,2 1000 1', 'LM_2_ALL 1,3 1000 1', 'LM_2_ALL 2,3 1000 1',
    ]);
    expect(analysis.multi).toMatchObject({ exact: false, turnover: 5000, rebate: 450 + 220 });
    expect(analysis.multi.topCombinations[0]).toMatchObject({ play: 'LM_2_ALL', payout: 52_000 });
  });

  it('breaks the new compound plays into their combinations (LX by animal, NH by number)', () => {
    const multi = analyseBook({ game: 'MARK6', drawDate, positions: [
      { play: 'LX_2', selection: 'RAT,OX,PIG', stake: 1000, odds: 46_000, odds2: 39_000, rebateBp: 200 },
      { play: 'NH_5', selection: '1,2,3,4,5,6', stake: 500, odds: 21_300, rebateBp: 200 },
      { play: 'PT_TAIL', selection: '0', stake: 700, odds: 17_100, odds2: 20_000, rebateBp: 200 },
    ] });
    expect(multi.selections.map((r) => `${r.play} ${r.selection} ${r.payout}`)).toEqual([
      'PT_TAIL 0 1400', 'LX_2 OX,PIG 4600', 'LX_2 RAT,OX 4600', 'LX_2 RAT,PIG 4600',
      ...['1,2,3,4,5', '1,2,3,4,6', '1,2,3,5,6', '1,2,4,5,6', '1,3,4,5,6', '2,3,4,5,6'].map((c) => `NH_5 ${c} 1065`),
    ]);
    expect(multi.multi).toMatchObject({ exact: false, turnover: 3000 + 3000 + 700 });
  });

  it('needs the draw date for zodiac bets, and refuses plays of the other game', () => {
    expect(() => analyseBook({ game: 'MARK6', positions: [{ play: 'TM_ZODIAC', selection: 'HORSE', stake: 1, odds: 112_000, odds2: 90_000, rebateBp: 0 }] })).toThrow(/draw date/);
    expect(() => analyseBook({ game: 'PICK3', positions })).toThrow(/not a PICK3 play/);
  });

  it("uses a draw's own zodiac map as given, before the date and the table", () => {
    const horse = [{ play: 'TM_ZODIAC', selection: 'HORSE', stake: 1000, odds: 112_000, odds2: 90_000, rebateBp: 0 }];
    const other = zodiacMapFor({ year: 2030, start: '2030-02-03', animal: 'DOG' });
    const given = analyseBook({ game: 'MARK6', drawDate, positions: horse, zodiac: other });
    expect(given.lunarYear).toBe(2030);
    expect(given.outcomes.map((o) => o.net)).toEqual(bruteForceNet('MARK6', horse, [], other));
    expect(given.outcomes.map((o) => o.net)).not.toEqual(analyseBook({ game: 'MARK6', drawDate, positions: horse }).outcomes.map((o) => o.net));
  });

  it('aggregates typed-array lines into positions', () => {
    const rng = seeded(4);
    const n = 10_000;
    const group = Uint8Array.from({ length: n }, () => rng.int(0, 1));
    const selection = Uint16Array.from({ length: n }, () => rng.int(0, 9));
    const stake = Int32Array.from({ length: n }, () => rng.int(1, 100_000));
    const names = Array.from({ length: 10 }, (_, i) => String(i + 1));
    const result = aggregatePositions({ group, selection, stake }, [
      { play: 'TM', odds: 426_000, rebateBp: 1300, selections: names },
      { play: 'TM', odds: 475_000, rebateBp: 300, keptShareBp: 6000, selections: names },
    ]);
    const expected = new Map<string, { stake: number; lines: number }>();
    for (let i = 0; i < n; i++) {
      const key = `${group[i]}|${(selection[i] ?? 0) + 1}`;
      const e = expected.get(key) ?? { stake: 0, lines: 0 };
      expected.set(key, { stake: e.stake + (stake[i] ?? 0), lines: e.lines + 1 });
    }
    expect(result).toHaveLength(expected.size);
    for (const p of result) expect(expected.get(`${p.odds === 426_000 ? 0 : 1}|${p.selection}`)).toEqual({ stake: p.stake, lines: p.lines });
    expect(() => aggregatePositions({ group: new Uint8Array(1), selection: Uint16Array.of(10), stake: Int32Array.of(1) }, [
      { play: 'TM', odds: 1, rebateBp: 0, selections: names },
    ])).toThrow(/out of range/);
  });
});
