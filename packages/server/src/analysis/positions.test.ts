import { describe, expect, it } from 'vitest';
import { companyPositions, subtreePositions, subtreeShareBp } from './positions.js';

const chain = [
  { agentId: 3, shareBp: 2000 },
  { agentId: 2, shareBp: 1000 },
  { agentId: 1, shareBp: 3000 },
];
const terms = { play: 'TM', selection: '7', odds1: 426_000, odds2: 0, rebateBp: 1300 };

describe('subtreeShareBp', () => {
  it.each([
    ['the line agent itself', 3, 2000],
    ['one above: its share and the one below it', 2, 3000],
    ['the top: the whole chain', 1, 6000],
    ['an agent off the chain', 9, 0],
  ])('%s', (_what, agentId, bp) => {
    expect(subtreeShareBp(chain, agentId)).toBe(bp);
  });
});

describe('positions from the book', () => {
  it("company: each row at its kept share, or in full; a row it keeps nothing of is left out", () => {
    const rows = [
      { ...terms, keptBp: 4000, stake: 1000, lines: 2 },
      { ...terms, selection: '8', odds2: 90_000, keptBp: 0, stake: 500, lines: 1 },
    ];
    expect(companyPositions(rows, 'kept')).toEqual([{ play: 'TM', selection: '7', stake: 1000, odds: 426_000, rebateBp: 1300, keptShareBp: 4000, lines: 2 }]);
    expect(companyPositions(rows, 'gross').map((p) => [p.selection, p.keptShareBp, p.odds2])).toEqual([['7', 10_000, undefined], ['8', 10_000, 90_000]]);
  });

  it('subtree: chains that leave the agent the same part merge into one position; others stay apart', () => {
    const rows = [
      { ...terms, shareChain: chain, stake: 1000, lines: 1 },
      { ...terms, shareChain: [{ agentId: 4, shareBp: 1000 }, { agentId: 2, shareBp: 2000 }, { agentId: 1, shareBp: 3000 }], stake: 700, lines: 2 },
      { ...terms, shareChain: [{ agentId: 2, shareBp: 500 }, { agentId: 1, shareBp: 3000 }], stake: 300, lines: 1 },
    ];
    expect(subtreePositions(rows, 2, 'kept').map((p) => [p.keptShareBp, p.stake, p.lines])).toEqual([[3000, 1700, 3], [500, 300, 1]]);
    expect(subtreePositions(rows, 2, 'gross').map((p) => [p.keptShareBp, p.stake, p.lines])).toEqual([[10_000, 2000, 4]]);
  });
});
