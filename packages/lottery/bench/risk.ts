/**
 * The risk desk's benches: what an order save adds (odds, closing, payout caps, automatic lay-off) and
 * the farming check over a draw's book. An order save has about 3 ms in all (300 orders/s), so the
 * checks of a typical order aim at a tenth of a millisecond; the farming check runs on a job.
 */
import {
  autoLayoffs, bookPayoutCheck, closingRefusal, farmingFlags, lineMaxPayout, orderPayoutRefusal, riskKey, takeOrderOdds, zodiacMapOn,
  type BoardOdds, type FarmingLine, type OddsDropRule,
} from '../src/index.js';
import { realisticMark6Book } from '../src/testing/farming-books.js';
import { seeded } from '../src/testing/random.js';
import { median } from './median.js';

const zodiac = zodiacMapOn('2026-06-01');
const context = { zodiac };
const rng = seeded(27);
const chain = [{ agentId: 's', shareBp: 2000 }, { agentId: 'a', shareBp: 3000 }];
const rule: OddsDropRule = { basis: 'total', step: 1_000_000, drop: 1000, floor: 400_000, enabled: true };
const boards = new Map<string, BoardOdds>(Array.from({ length: 49 }, (_, i) => [riskKey('TM', String(i + 1)), { base: 426_000, current: 426_000, stake: rng.int(0, 5_000_000), kept: 0 }]));
const facts = { hand: null, stake: 1_000_000, cap: 50_000_000 };
const closing = { closesAt: Date.parse('2026-06-02T13:15:00Z'), leads: { REGULAR: 10 } };
const now = closing.closesAt - 30 * 60_000;
const keep = { keepMax: 2_000_000, counterparty: 'upline' as const, enabled: true };

function orderOf(count: number) {
  return Array.from({ length: count }, () => {
    const amount = rng.pick([1000, 2000, 5000, 10_000]);
    return { play: 'TM', selection: String(rng.int(1, 49)), stake: amount, amount, combinations: 1, chain, slots: [426_000], odds: [426_000] };
  });
}

function checks(lines: ReturnType<typeof orderOf>): void {
  const priced = takeOrderOdds(() => rule, boards, lines);
  closingRefusal(lines, () => facts, closing, now);
  const payoutLines = lines.map((l, i) => ({ ...l, odds: priced.lines[i]?.odds ?? l.odds }));
  orderPayoutRefusal(payoutLines, 500_000_000, context);
  bookPayoutCheck(payoutLines, () => 10_000_000, 200_000_000, context);
  autoLayoffs(lines, (party) => (party === null ? { ...keep, counterparty: 'external' } : keep), () => 1_500_000);
}

const eight = orderOf(8);
median('risk checks of an 8-line order (odds, closing, payout caps, lay-off)', 2000, () => checks(eight), 0.3);
const full = orderOf(500);
median('risk checks of a 500-line order', 50, () => checks(full), 15);
// The most combinations one line may hold (10,000): C(40,3) = 9,880 threes.
const compound = { play: 'LM_3_ALL', selection: Array.from({ length: 40 }, (_, i) => i + 1).join(','), stake: 100, odds: [5_500_000] };
median('payout caps of one line of 9,880 combinations', 20, () => {
  lineMaxPayout(compound, context);
  bookPayoutCheck([compound], () => 0, 1_000_000_000, context);
}, 50);

const draw = realisticMark6Book(seeded(1), zodiac);
median(`farming flags over a realistic draw (${draw.length.toLocaleString('en')} lines, 300 customers)`, 10, () => farmingFlags(draw, context), 100);
const big = realisticMark6Book(seeded(2), zodiac, 3000, 12_000);
median(`farming flags over a big draw (${big.length.toLocaleString('en')} lines, 3,000 customers)`, 5, () => farmingFlags(big, context), 1000);
// The search's worst case: many accounts of a quarter of the numbers each, all at one stake (many disjoint fours).
const crowded: FarmingLine[] = Array.from({ length: 400 }, (_, c) =>
  [...Array(49).keys()].sort(() => rng.next() - 0.5).slice(0, 12).map((n) => ({ customer: `w${c}`, play: 'TM', selection: String(n + 1), amount: 30_000, odds: [426_000] }))).flat();
const worst = farmingFlags(crowded, context);
console.log(`  (worst case: ${worst.flags.length} flags, search cut short: ${worst.truncated})`);
median('farming flags, worst case: 400 accounts of 12 numbers at one stake', 3, () => farmingFlags(crowded, context), 1000);
