import { choose } from '../rules/counting.js';
import { mark6Draw } from '../rules/draws.js';
import type { Mark6Draw } from '../rules/types.js';
import type { ZodiacMap } from '../zodiac.js';

/**
 * Brute force over the Mark Six draws that matter to a selection: a multi-number play's result
 * depends only on which of its relevant numbers R are drawn and whether one of them is the
 * special. Walks every subset X of R (|X| <= 7) and every place of the special (each number of X,
 * or outside R), builds one concrete draw of that pattern and hands it to `visit` with the number
 * of draws it stands for: C(49 - |R|, 7 - |X|), times 7 - |X| when the special is outside R.
 * The weights add up to every draw, C(49,6) x 43.
 */
export function eachDrawPattern(relevant: readonly number[], zodiac: ZodiacMap, visit: (draw: Mark6Draw, weight: bigint) => void): void {
  const inR = new Set(relevant);
  const outside = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => !inR.has(n));
  const picked: number[] = [];
  const emit = (): void => {
    const fill = 7 - picked.length;
    if (fill > outside.length) return;
    const base = choose(outside.length, fill);
    const fillers = outside.slice(0, fill);
    for (const special of picked) visit(mark6Draw([...picked.filter((n) => n !== special), ...fillers], special, zodiac), base);
    if (fill > 0) visit(mark6Draw([...picked, ...fillers.slice(1)], fillers[0] as number, zodiac), base * BigInt(fill));
  };
  const walk = (from: number): void => {
    emit();
    if (picked.length === 7) return;
    for (let i = from; i < relevant.length; i++) {
      picked.push(relevant[i] as number);
      walk(i + 1);
      picked.pop();
    }
  };
  walk(0);
}
