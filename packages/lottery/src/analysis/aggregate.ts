import { LotteryError } from '../errors.js';
import { assertSafe } from '../money.js';
import type { Position } from './types.js';

type IndexColumn = Uint8Array | Uint16Array | Uint32Array | Int32Array;

/** Raw order lines held column-wise: which group (play and terms), which selection, what stake. */
export interface LineColumns {
  readonly group: IndexColumn;
  /** Index into the group's `selections`. */
  readonly selection: IndexColumn;
  /** Stake per line in fen. */
  readonly stake: Int32Array | Uint32Array | Float64Array;
}

/** The terms shared by the lines of one group, and the selections their indices mean. */
export interface PositionGroup {
  readonly play: string;
  readonly odds: number;
  readonly odds2?: number;
  readonly rebateBp: number;
  readonly keptShareBp?: number;
  readonly selections: readonly string[];
}

/**
 * Sums raw lines into positions (group x selection) in one pass over typed
 * arrays: the caller's way to feed analyseBook from a million lines without
 * building a million objects. Sums stay exact: every bucket is checked safe.
 */
export function aggregatePositions(columns: LineColumns, groups: readonly PositionGroup[]): Position[] {
  const count = columns.stake.length;
  if (columns.group.length !== count || columns.selection.length !== count) {
    throw new LotteryError('BAD_COLUMNS', 'group, selection and stake columns must have the same length');
  }
  const offsets = new Int32Array(groups.length + 1);
  groups.forEach((g, i) => { offsets[i + 1] = (offsets[i] ?? 0) + g.selections.length; });
  const size = offsets[groups.length] ?? 0;
  const stakes = new Float64Array(size);
  const lines = new Uint32Array(size);
  const { group, selection, stake } = columns;
  for (let i = 0; i < count; i++) {
    const g = group[i] as number;
    const s = selection[i] as number;
    const base = offsets[g];
    if (base === undefined || g >= groups.length || s >= (offsets[g + 1] as number) - base) {
      throw new LotteryError('BAD_COLUMNS', `line ${i}: group ${g} / selection ${s} is out of range`);
    }
    stakes[base + s] = (stakes[base + s] as number) + (stake[i] as number);
    lines[base + s] = (lines[base + s] as number) + 1;
  }
  return groups.flatMap(({ selections, ...terms }, gi) =>
    selections.flatMap((selection, si): Position[] => {
      const at = (offsets[gi] ?? 0) + si;
      const n = lines[at] ?? 0;
      return n === 0 ? [] : [{ ...terms, selection, stake: assertSafe(stakes[at] ?? 0, 'aggregated stake'), lines: n }];
    }),
  );
}
