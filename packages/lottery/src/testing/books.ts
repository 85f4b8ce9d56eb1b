import { GAMES, playTypeOf } from '../games/index.js';
import { applyRate } from '../money.js';
import { selectionsOf } from '../rules/index.js';
import { settleLine } from '../settlement.js';
import type { Layoff, Position } from '../analysis/types.js';
import type { ZodiacMap } from '../zodiac.js';
import { drawForOutcome } from './draws.js';
import type { seeded } from './random.js';

type Rng = ReturnType<typeof seeded>;

/** A random book over the game's single-outcome plays, with odd stakes, rebates and kept shares. */
export function randomBook(game: 'MARK6' | 'PICK3', rng: Rng, count: number): Position[] {
  const plays = GAMES[game].playTypes.filter((p) => p.outcomeSpace === 'single');
  return Array.from({ length: count }, (): Position => {
    const play = rng.pick(plays);
    const odds = rng.int(10_000, 10_000_000);
    return {
      play: play.code,
      selection: rng.pick(selectionsOf(play.code)),
      stake: rng.int(1, 200_000),
      odds,
      odds2: play.oddsSlots.length > 1 ? rng.int(10_000, odds) : undefined,
      rebateBp: rng.int(0, 1500),
      keptShareBp: rng.pick([10_000, 10_000, 5000, 3333, 7777]),
    };
  });
}

/**
 * The brute-force reference of N(outcome): settle every position and
 * lay-off as a line on a full draw of that outcome and add up what the
 * house keeps.
 */
export function bruteForceNet(game: 'MARK6' | 'PICK3', positions: readonly Position[], layoffs: readonly Layoff[], zodiac: ZodiacMap): number[] {
  const odds = (p: Position | Layoff): number[] => (p.odds2 === undefined ? [p.odds] : [p.odds, p.odds2]);
  return GAMES[game].outcomes.map((_, outcome) => {
    const draw = drawForOutcome(game, outcome, zodiac);
    let net = 0;
    for (const p of positions) {
      playTypeOf(p.play);
      net += applyRate(-settleLine({ ...p, odds: odds(p) }, draw).net, p.keptShareBp ?? 10_000);
    }
    for (const l of layoffs) net += settleLine({ ...l, odds: odds(l) }, draw).net;
    return net;
  });
}
