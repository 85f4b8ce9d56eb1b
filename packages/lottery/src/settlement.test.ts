import { describe, expect, it } from 'vitest';
import { applyRate, mulDivRound } from './money.js';
import { mark6Draw } from './rules/draws.js';
import { LOSE, TIE, WIN, WIN_SLOT_1 } from './rules/types.js';
import { settleJudgements, settleLine, splitShares, voidLine } from './settlement.js';
import { zodiacMapOn } from './zodiac.js';

describe('rounding', () => {
  it.each([
    [5000, 1, 10_000, 1], [4999, 1, 10_000, 0], [-5000, 1, 10_000, -1], [-4999, 1, 10_000, 0], [15_000, 1, 10_000, 2],
  ])('round(%d x %d / %d) = %d, half away from zero', (a, b, d, r) => {
    expect(mulDivRound(a, b, d)).toBe(r);
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    expect(mulDivRound(900_000_000_000, 9_700_000, 10_000)).toBe(873_000_000_000_000);
    expect(() => mulDivRound(9e15, 9_700_000, 10_000)).toThrow(/safe integer/);
  });
});

describe('line settlement', () => {
  const terms = { stake: 1001, odds: [426_000], rebateBp: 1300 };
  it.each([
    ['win', [WIN], 42_643, 130, 41_772], // 1001 x 42.6 = 42,642.6 -> 42,643; rebate 130.13 -> 130
    ['lose', [LOSE], 0, 130, -871],
    ['tie', [TIE], 1001, 0, 0],
  ] as const)('%s', (result, judged, payout, rebate, net) => {
    expect(settleJudgements(terms, judged)).toEqual({ result, stake: 1001, payout, rebate, net });
  });

  it('pays the second odds slot where the rule says so', () => {
    expect(settleJudgements({ stake: 100, odds: [210_000, 1_000_000], rebateBp: 1500 }, [WIN_SLOT_1]).payout).toBe(10_000);
    expect(() => settleJudgements({ stake: 100, odds: [210_000], rebateBp: 0 }, [WIN_SLOT_1])).toThrow(/slot 1/);
  });

  it('settles the new compound plays per combination, each at its own odds slot', () => {
    // Regular 3 12 25 30 41 46 are Dragon Goat Horse Ox Tiger Rooster (2026); special 7 is Rat
    const draw = mark6Draw([3, 12, 25, 30, 41, 46], 7, zodiacMapOn('2026-05-01'));
    // RAT,OX wins at 4.6; RAT,HORSE wins at the year's 3.9; OX,HORSE wins at 3.9; the three with PIG lose
    const linked = settleLine({ play: 'LX_2', selection: 'RAT,OX,HORSE,PIG', stake: 1000, odds: [46_000, 39_000], rebateBp: 200 }, draw);
    expect(linked).toEqual({ result: 'win', stake: 6000, payout: 4600 + 3900 + 3900, rebate: 120, net: 12_400 + 120 - 6000 });
    // 1,2,4,5,6,8 none drawn: all six 5-number combinations win at 2.13
    const missed = settleLine({ play: 'NH_5', selection: '1,2,4,5,6,8', stake: 500, odds: [21_300], rebateBp: 200 }, draw);
    expect(missed).toEqual({ result: 'win', stake: 3000, payout: 6390, rebate: 60, net: 3450 });
    const tail = settleLine({ play: 'PT_TAIL', selection: '0', stake: 1000, odds: [17_100, 20_000], rebateBp: 200 }, draw);
    expect(tail).toMatchObject({ result: 'win', payout: 2000 }); // 30 ends in 0: the tail-0 slot
  });

  it('settles 合肖 on the special: a win at its odds, a special of 49 refunds with no rebate', () => {
    const rat = mark6Draw([3, 12, 25, 30, 41, 46], 7, zodiacMapOn('2026-05-01'));
    expect(settleLine({ play: 'HX_3', selection: 'RAT,OX,PIG', stake: 1000, odds: [38_000], rebateBp: 200 }, rat))
      .toEqual({ result: 'win', stake: 1000, payout: 3800, rebate: 20, net: 2820 });
    const tie = mark6Draw([3, 12, 25, 30, 41, 46], 49, zodiacMapOn('2026-05-01'));
    expect(settleLine({ play: 'HX_3', selection: 'RAT,OX,PIG', stake: 1000, odds: [38_000], rebateBp: 200 }, tie))
      .toEqual({ result: 'tie', stake: 1000, payout: 1000, rebate: 0, net: 0 });
  });

  it('settles a compound line per combination with one rounding', () => {
    const draw = mark6Draw([3, 12, 25, 30, 41, 46], 7, zodiacMapOn('2026-05-01'));
    const settled = settleLine({ play: 'LM_2_ALL', selection: '3,12,25,7', stake: 333, odds: [520_001], rebateBp: 1500 }, draw);
    // 6 combinations, 3 win: payout round(333 x 3 x 52.0001) = round(51,948.0999) ; rebate round(1998 x 15%) = 300 (299.7)
    expect(settled).toEqual({ result: 'win', stake: 1998, payout: 51_948, rebate: 300, net: 50_250 });
  });

  it('voids refund the stake with no rebate', () => {
    expect(voidLine(terms, 3)).toEqual({ result: 'void', stake: 3003, payout: 3003, rebate: 0, net: 0 });
  });

  it('refuses unsafe or negative money', () => {
    expect(() => settleJudgements({ stake: 1.5, odds: [1], rebateBp: 0 }, [WIN])).toThrow(/safe integer/);
    expect(() => settleJudgements({ stake: -1, odds: [1], rebateBp: 0 }, [WIN])).toThrow(/negative/);
    expect(() => settleJudgements({ stake: 1, odds: [1], rebateBp: 10_001 }, [WIN])).toThrow(/0-10000/);
  });
});

describe('share split', () => {
  const chain = [
    { agentId: 'sub', shareBp: 2000, rebateBp: 1400 },
    { agentId: 'agent', shareBp: 3000, rebateBp: 1500 },
  ];
  it('splits the book result with one rounding per agent and the company taking the rest', () => {
    const lost = settleJudgements({ stake: 1001, odds: [426_000], rebateBp: 1300 }, [LOSE]); // book +871
    const split = splitShares(lost, 1300, chain);
    expect(split.book).toBe(871);
    expect(split.agents).toEqual([
      { agentId: 'sub', share: 174, rebate: 10 }, // 174.2; 1001 x 1% = 10.01
      { agentId: 'agent', share: 261, rebate: 10 }, // 261.3
    ]);
    expect(split.company).toBe(871 - 174 - 10 - 261 - 10);
    expect(lost.net + split.agents.reduce((s, a) => s + a.share + a.rebate, 0) + split.company).toBe(0);
  });

  it('splits a loss symmetrically and pays no rebate margin on a tie', () => {
    const won = settleJudgements({ stake: 1001, odds: [426_000], rebateBp: 1300 }, [WIN]);
    expect(splitShares(won, 1300, chain).agents.map((a) => a.share)).toEqual([applyRate(-41_772, 2000), -12_532]);
    const tied = settleJudgements({ stake: 1000, odds: [19_700], rebateBp: 300 }, [TIE]);
    expect(splitShares(tied, 300, chain).agents.map((a) => a.rebate)).toEqual([0, 0]);
  });

  it('refuses shares above 100%', () => {
    const lost = settleJudgements({ stake: 100, odds: [426_000], rebateBp: 1300 }, [LOSE]);
    expect(() => splitShares(lost, 1300, [{ agentId: 'a', shareBp: 6000, rebateBp: 1300 }, { agentId: 'b', shareBp: 5000, rebateBp: 1300 }])).toThrow(/10000/);
  });

  it.each([
    // chain rates (nearest first), member rate 1300, stake 10,000: each agent's margin
    ['no rebate plan below a rated agent', [0, 1500], [0, 200]],
    ['a lower rate passes the higher one up', [1400, 1200, 1500], [100, 0, 100]],
    ['nobody rated', [0, 0], [0, 0]],
    ['rising rates', [1350, 1400, 1500], [50, 50, 100]],
  ] as const)('rebate margins: %s', (_, rates, margins) => {
    const lost = settleJudgements({ stake: 10_000, odds: [426_000], rebateBp: 1300 }, [LOSE]);
    const chain = rates.map((rebateBp, i) => ({ agentId: `a${i}`, shareBp: 1000, rebateBp }));
    const split = splitShares(lost, 1300, chain);
    expect(split.agents.map((a) => a.rebate)).toEqual(margins);
    expect(lost.net + split.agents.reduce((s, a) => s + a.share + a.rebate, 0) + split.company).toBe(0);
  });
});
