import { COLOURS, ZODIACS, groupNumbers, type NumberGroupKind, type ZodiacMap, type Zodiac } from '@drawdesk/shell/lottery';

/** A quick pick of the order form: a group of numbers, labelled by a translation key. */
export type QuickPick = { key: string; kind: NumberGroupKind; code: string };

/** Every group an operator picks at once: the twelve animals, the colours, tails, heads and the four sides. */
export const QUICK_PICKS: readonly QuickPick[] = [
  ...ZODIACS.map((code) => ({ key: `zodiac.${code}`, kind: 'zodiac' as const, code })),
  ...COLOURS.map((code) => ({ key: `colour.${code}`, kind: 'colour' as const, code })),
  ...Array.from({ length: 10 }, (_, d) => ({ key: `tail.${d}`, kind: 'tail' as const, code: String(d) })),
  ...Array.from({ length: 5 }, (_, d) => ({ key: `head.${d}`, kind: 'head' as const, code: String(d) })),
  ...['BIG', 'SMALL', 'ODD', 'EVEN'].map((code) => ({ key: `side.${code}`, kind: 'two-sided' as const, code })),
];

/** The draw's zodiac map from the animals of its numbers (animals[n - 1]), as the domain core reads it. */
export function zodiacMapOf(animals: readonly string[] | null): ZodiacMap | undefined {
  if (!animals || animals.length !== 49) return undefined;
  return { lunarYear: 0, yearAnimal: animals[0] as Zodiac, animals: animals as Zodiac[] };
}

/** Adds a group to the chosen numbers, or takes it out when every one of its numbers is already chosen. */
export function toggleGroup(chosen: ReadonlySet<number>, group: readonly number[]): Set<number> {
  const next = new Set(chosen);
  const all = group.length > 0 && group.every((n) => next.has(n));
  for (const n of group) {
    if (all) next.delete(n);
    else next.add(n);
  }
  return next;
}

export const numbersOfPick = (pick: QuickPick, zodiac: ZodiacMap | undefined) => groupNumbers(pick.kind, pick.code, zodiac);
