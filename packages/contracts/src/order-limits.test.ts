import { describe, expect, it } from 'vitest';
import { bookRefusal, bookRefusals, creditRefusal, leftPerSelection, lineRefusal, selectionKey, type LineTerms } from './order-limits.js';

const line = (over: Partial<LineTerms> = {}): LineTerms => ({
  play: 'TM', selection: '7', stake: 1000, amount: 1000, minStake: 100, maxStake: 50_000, maxPerSelection: 100_000, locked: false, ...over,
});

describe('lineRefusal', () => {
  it.each([
    { name: 'within the plan', lines: [line()], rule: null },
    { name: 'a locked play', lines: [line(), line({ locked: true })], rule: 'play-locked', at: 1 },
    { name: 'below the minimum', lines: [line({ stake: 99, amount: 99 })], rule: 'min-stake', at: 0, limit: 100 },
    { name: 'above the maximum', lines: [line({ stake: 50_001, amount: 50_001 })], rule: 'max-stake', at: 0, limit: 50_000 },
    { name: 'at the bounds', lines: [line({ stake: 100, amount: 100 }), line({ stake: 50_000, amount: 50_000 })], rule: null },
    // Min and max are per combination: six pairs of 10 yuan is 10 yuan a line.
    { name: 'compound per combination', lines: [line({ play: 'LM_2_ALL', stake: 1000, amount: 6000, maxStake: 1000 })], rule: null },
  ])('$name', ({ lines, rule, at, limit }) => {
    const refused = lineRefusal(lines);
    expect(refused?.rule ?? null).toBe(rule);
    if (refused) expect(refused).toMatchObject({ line: at, ...(limit === undefined ? {} : { limit }) });
  });
});

describe('bookRefusal', () => {
  const taken = (entries: [string, number][]) => new Map(entries.map(([selection, stake]) => [selectionKey({ play: 'TM', selection }), stake]));
  it.each([
    { name: 'an empty book', lines: [line({ amount: 100_000 })], book: taken([]), refused: null },
    { name: 'the last of the limit', lines: [line({ amount: 40_000 })], book: taken([['7', 60_000]]), refused: null },
    { name: 'one fen over', lines: [line({ amount: 40_001 })], book: taken([['7', 60_000]]), refused: { line: 0, taken: 60_000, asked: 40_001 } },
    // Two lines of one order on one selection count together.
    { name: 'two lines on one selection', lines: [line({ amount: 30_000 }), line({ amount: 30_000 })], book: taken([['7', 50_000]]), refused: { line: 1, asked: 60_000 } },
    { name: 'other selections are apart', lines: [line({ selection: '8', amount: 100_000 })], book: taken([['7', 100_000]]), refused: null },
  ])('$name', ({ lines, book, refused }) => {
    const answer = bookRefusal(lines, book);
    if (refused === null) expect(answer).toBeNull();
    else expect(answer).toMatchObject({ rule: 'max-per-selection', limit: 100_000, ...refused });
  });
});

describe('bookRefusals and leftPerSelection', () => {
  const book = new Map([[selectionKey({ play: 'TM', selection: '7' }), 60_000]]);
  it.each([
    // Each line counts the lines before it on the same selection; other selections are apart.
    { name: 'within', lines: [line({ amount: 10_000 })], refused: [false], left: [40_000] },
    { name: 'the second line tips it', lines: [line({ amount: 30_000 }), line({ amount: 20_000 })], refused: [false, true], left: [40_000, 10_000] },
    { name: 'another selection', lines: [line({ amount: 50_000 }), line({ selection: '8', amount: 50_000 })], refused: [true, false], left: [40_000, 100_000] },
    { name: 'nothing left', lines: [line({ amount: 40_000 }), line({ amount: 1 })], refused: [false, true], left: [40_000, 0] },
  ])('$name', ({ lines, refused, left }) => {
    expect(bookRefusals(lines, book).map((r) => r !== null)).toEqual(refused);
    expect(leftPerSelection(lines, book)).toEqual(left);
    // The first refusal is the one the server answers.
    expect(bookRefusal(lines, book)?.line ?? null).toBe(refused.indexOf(true) === -1 ? null : refused.indexOf(true));
  });
});

describe('creditRefusal', () => {
  it.each([
    { account: { creditLimit: 10_000, balance: 0, openStake: 0 }, amount: 10_000, refused: false },
    { account: { creditLimit: 10_000, balance: 0, openStake: 0 }, amount: 10_001, refused: true },
    // A customer who paid in has more; one who owes has less; open stake uses it up.
    { account: { creditLimit: 0, balance: 5_000, openStake: 0 }, amount: 5_000, refused: false },
    { account: { creditLimit: 10_000, balance: -4_000, openStake: 0 }, amount: 6_001, refused: true },
    { account: { creditLimit: 10_000, balance: 0, openStake: 9_000 }, amount: 1_000, refused: false },
    { account: { creditLimit: 10_000, balance: 0, openStake: 9_000 }, amount: 1_001, refused: true },
  ])('limit $account.creditLimit, balance $account.balance, open $account.openStake: $amount', ({ account, amount, refused }) => {
    expect(creditRefusal(account, amount) !== null).toBe(refused);
  });
});
