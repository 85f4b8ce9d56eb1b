/**
 * `pnpm bench`: medians of the package's hot paths against the targets of
 * the issue (docs/quality.md: benchmarks print medians and ratios, tests never
 * assert times). Run with tsx; inputs are generated from a fixed seed.
 */
import { aggregatePositions, analyseBook, parseOrderText, PICK3, selectionsOf, zodiacMapOn, type Position } from '../src/index.js';
import { seeded } from '../src/testing/random.js';
import { median } from './median.js';

const rng = seeded(2026);
const LOSS_CAP_M6 = { kind: 'loss-cap', maxLoss: 2_000_00, upstreamOdds: 426_000, upstreamRebateBp: 1300 } as const;

// 1. A Mark Six book from 1,000,000 raw lines held in typed arrays: 4 plan tiers x 49 numbers.
const LINES = 1_000_000;
const group = new Uint8Array(LINES);
const selection = new Uint8Array(LINES);
const stake = new Int32Array(LINES);
for (let i = 0; i < LINES; i++) {
  group[i] = rng.int(0, 3);
  selection[i] = rng.int(0, 48);
  stake[i] = rng.int(1, 500) * 100;
}
const numbers = Array.from({ length: 49 }, (_, i) => String(i + 1));
const tiers = [
  { play: 'TM', odds: 426_000, rebateBp: 1300, selections: numbers },
  { play: 'TM', odds: 475_000, rebateBp: 300, selections: numbers },
  { play: 'TM', odds: 426_000, rebateBp: 1300, keptShareBp: 6000, selections: numbers },
  { play: 'TM', odds: 440_000, rebateBp: 800, keptShareBp: 8000, selections: numbers },
];
let mark6Book: Position[] = [];
median('aggregate 1,000,000 raw MARK6 lines (typed arrays)', 15, () => {
  mark6Book = aggregatePositions({ group, selection, stake }, tiers);
}, 50);
median('analyse that MARK6 book (196 positions), loss cap', 50, () => analyseBook({ game: 'MARK6', positions: mark6Book, strategy: LOSS_CAP_M6 }));

// 2. A pick-3 book with a position on every selection of every play type.
const pick3Book: Position[] = PICK3.playTypes.flatMap((play) =>
  selectionsOf(play.code).map((s) => ({
    play: play.code, selection: s, stake: rng.int(1, 2000) * 100, odds: play.oddsSlots[0]?.typicalOdds ?? 100_000, rebateBp: 0,
  })));
const pick3Cap = { kind: 'loss-cap', maxLoss: 50_000_00, upstreamOdds: 9_700_000, upstreamRebateBp: 0 } as const;
const pick3Analysis = analyseBook({ game: 'PICK3', positions: pick3Book, strategy: pick3Cap });
console.log(`  (pick-3 book: ${pick3Book.length} positions; worst ${pick3Analysis.summary.before.worst / 100} -> ${pick3Analysis.summary.after.worst / 100} yuan, feasible ${pick3Analysis.strategy?.feasible})`);
median('analyse a PICK3 book, every play type (1,000 outcomes), no strategy', 30, () => analyseBook({ game: 'PICK3', positions: pick3Book }));
median('analyse a PICK3 book, every play type (1,000 outcomes), loss cap', 30, () => analyseBook({ game: 'PICK3', positions: pick3Book, strategy: pick3Cap }), 50);
median('analyse a PICK3 book, every play type, uniform keep', 10, () =>
  analyseBook({ game: 'PICK3', positions: pick3Book, strategy: { ...pick3Cap, kind: 'uniform-keep' } }));

// 3. The parser on 10,000 chat messages of real size and shape (docs/domain/orders.md#chat-orders-text-entry).
const two = (n: number): string => String(n).padStart(2, '0');
const nums = (count: number): string => Array.from({ length: count }, () => two(rng.int(1, 49))).join(rng.pick(['.', ',', ' ', '、']));
const templates: (() => string)[] = [
  () => `澳特.${nums(4)}各号${rng.int(5, 100)}`,
  () => `鼠猪鸡兔各数${rng.int(1, 20)}米`,
  () => `${nums(4)}复试二中二各组五斤`,
  () => `平特一肖，蛇，${rng.int(100, 5000)}`,
  () => `二连狗猴30狗虎30猴虎30`,
  () => `港76期\n主猴羊各数20斤\n${nums(3)}各10\n共190斤`,
  () => `特码 ${nums(3)} 各${rng.int(1, 100)}元\n${two(rng.int(1, 49))}=${rng.int(1, 500)} ${two(rng.int(1, 49))}x${rng.int(1, 500)}`,
  () => `张三:\n${two(rng.int(1, 10))}到${two(rng.int(11, 20))}各5块；红波各10，1号不要\n47-10米`,
  () => `第${rng.int(100, 365)}期\n阿华：\n${nums(3)}个数十五斤港\n1357尾各数5\n家禽双数各6澳门`,
  () => `(${two(rng.int(1, 24))}-${two(rng.int(25, 49))})-(${two(rng.int(1, 24))}-${two(rng.int(25, 49))})二中二2组各5`,
  () => `狗猪二连各10 狗猪鼠三连5 平狗60\n狗猪鼠牛四肖各20\n${nums(3)}/各15`,
];
const messages = Array.from({ length: 10_000 }, () => rng.pick(templates)());
const context = {
  lottery: { code: 'HK6', game: 'MARK6' as const },
  lotteries: [{ code: 'HK6', game: 'MARK6' as const }, { code: 'MO6', game: 'MARK6' as const }],
  zodiac: zodiacMapOn('2026-06-01'),
};
median('parse 10,000 chat messages', 10, () => {
  for (const m of messages) parseOrderText(m, context);
}, 300);
// A 5,000-character paste whose groups expand far past an order's lines: the expansion stops at the bound (500).
const paste = '红波各10 马各5 大各1 '.repeat(400).slice(0, 5000);
median('parse a 5,000-character paste expanding past the line bound', 20, () => parseOrderText(paste, { ...context, maxLines: 500 }), 50);

// 4. The risk desk: the checks an order save runs, and the farming check over a draw's book.
await import('./risk.js');
