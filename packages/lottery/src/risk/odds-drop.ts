import { LotteryError } from '../errors.js';
import { SCALE, assertSafe } from '../money.js';
import { riskKey, type RiskRefusal } from './refusal.js';
import { partyStakes, type ChainShare } from './shares.js';

/**
 * Odds drop (降赔): the current odds of a selection in a draw follow the stake on it. Each time the
 * stake counted reaches another `step`, the odds fall by `drop`, never below `floor`. The stake is
 * counted on the whole book (`total`) or on the company's part of it (`kept`: what the agents' shares
 * leave, see shares.ts). Pure: the order service calls `takeOdds` under the lock of the selection's
 * book row, so orders that race are taken one after another and each gets what its turn gives.
 */
export type OddsDropBasis = 'total' | 'kept';

export interface OddsDropRule {
  readonly basis: OddsDropBasis;
  /** Stake (fen) per step. */
  readonly step: number;
  /** Odds (x10,000) taken off at each step. */
  readonly drop: number;
  /** The lowest odds (x10,000) a drop may reach. */
  readonly floor: number;
  readonly enabled: boolean;
}

/** One selection of a draw on the board: its odds and the stake they follow. */
export interface BoardOdds {
  /** The odds the draw opened with (x10,000). */
  readonly base: number;
  /** The odds a line is accepted at now (x10,000). */
  readonly current: number;
  /** Stake of the whole book on the selection (fen). */
  readonly stake: number;
  /** The company's part of that stake (fen). */
  readonly kept: number;
}

/** Why the current odds changed: a step of the stake, an operator's hand, or a reset to the rule. */
export type OddsChangeCause = 'step' | 'hand' | 'reset';

/** One entry of a selection's odds history; the server adds the time and who. */
export interface OddsChange {
  readonly old: number;
  readonly new: number;
  readonly cause: OddsChangeCause;
  /** The order's line that crossed the step (null for hand and reset). */
  readonly line: number | null;
  /** The board's stake and kept stake after the change. */
  readonly stake: number;
  readonly kept: number;
}

/** A line as the odds see it: its whole stake (every combination) and its agent chain. */
export interface OddsLine {
  readonly amount: number;
  readonly chain: readonly ChainShare[];
}

export interface TakenOdds {
  /** The board odds each line is accepted at, in order. */
  readonly odds: readonly number[];
  /** The board after the order. */
  readonly after: BoardOdds;
  /** The odds changes the order made (one per line that crossed a step and moved the odds). */
  readonly changes: readonly OddsChange[];
}

const safePositive = (value: number, what: string): void => {
  assertSafe(value, what);
  if (value < 1) throw new LotteryError('BAD_ODDS_RULE', `${what} must be at least 1, got ${value}`);
};

/** A rule that can be applied: step and drop positive, the floor at least odds 1 and at most the base. */
export function checkOddsDropRule(rule: OddsDropRule, base?: number): void {
  safePositive(rule.step, 'step');
  safePositive(rule.drop, 'drop');
  assertSafe(rule.floor, 'floor');
  if (rule.floor < SCALE) throw new LotteryError('BAD_ODDS_RULE', `the floor must be at least odds 1 (${SCALE}), got ${rule.floor}`);
  if (base !== undefined && rule.floor > base) {
    throw new LotteryError('BAD_ODDS_RULE', `the floor ${rule.floor} is above the base odds ${base}`);
  }
}

function checkBoard(board: BoardOdds): void {
  for (const [what, value] of Object.entries(board)) {
    assertSafe(value, what);
    if (value < 0) throw new LotteryError('BAD_BOARD', `${what} cannot be negative, got ${value}`);
  }
  if (board.current > board.base) throw new LotteryError('BAD_BOARD', `current odds ${board.current} are above the base ${board.base}`);
}

const counted = (rule: OddsDropRule, stake: number, kept: number): number => (rule.basis === 'total' ? stake : kept);

/**
 * The odds after `steps` more steps: `drop` lower each, never below the floor; odds already at or
 * under the floor (set so by hand) stay where they are.
 */
function lowered(current: number, steps: number, rule: OddsDropRule): number {
  if (steps <= 0 || current <= rule.floor) return current;
  const toFloor = Math.ceil((current - rule.floor) / rule.drop);
  return steps >= toFloor ? rule.floor : current - steps * rule.drop;
}

/**
 * Prices an order's lines on one selection: each line gets the current odds as the stake stands before
 * it; its stake then counts, and every step it crosses lowers the odds for the lines after it. Taking
 * orders A then B gives exactly what taking their lines in one order gives, so racing orders served
 * one by one under the row lock get what that serial order gives. A disabled rule (or none) counts the
 * stake and leaves the odds alone.
 */
export function takeOdds(rule: OddsDropRule | null, board: BoardOdds, lines: readonly OddsLine[]): TakenOdds {
  checkBoard(board);
  const active = rule?.enabled ? rule : null;
  if (active) checkOddsDropRule(active);
  let { current, stake, kept } = board;
  const odds: number[] = [];
  const changes: OddsChange[] = [];
  for (const [index, line] of lines.entries()) {
    odds.push(current);
    const before = active ? counted(active, stake, kept) : 0;
    stake = assertSafe(stake + line.amount, 'book stake');
    kept += partyStakes(line.amount, line.chain).company;
    if (!active) continue;
    const steps = Math.floor(counted(active, stake, kept) / active.step) - Math.floor(before / active.step);
    const next = lowered(current, steps, active);
    if (next !== current) changes.push({ old: current, new: next, cause: 'step', line: index, stake, kept });
    current = next;
  }
  return { odds, after: { base: board.base, current, stake, kept }, changes };
}

/**
 * What the rule alone gives at the board's stake: the base less one drop per whole step, never below
 * the floor (the base without a rule, or with it switched off). A reset puts the current odds here.
 */
export function oddsAt(rule: OddsDropRule | null, board: Pick<BoardOdds, 'base' | 'stake' | 'kept'>): number {
  if (!rule?.enabled) return board.base;
  checkOddsDropRule(rule);
  return lowered(board.base, Math.floor(counted(rule, board.stake, board.kept) / rule.step), rule);
}

export interface OddsMove {
  readonly after: BoardOdds;
  /** Null when the odds did not change. */
  readonly change: OddsChange | null;
}

const moved = (board: BoardOdds, current: number, cause: OddsChangeCause): OddsMove => ({
  after: { ...board, current },
  change: current === board.current ? null : { old: board.current, new: current, cause, line: null, stake: board.stake, kept: board.kept },
});

/**
 * An operator sets the current odds by hand: between the floor (odds 1 without a rule) and the base.
 * Later steps lower them from there.
 */
export function handOdds(rule: OddsDropRule | null, board: BoardOdds, odds: number): OddsMove {
  checkBoard(board);
  assertSafe(odds, 'odds');
  const lowest = rule ? rule.floor : SCALE;
  if (odds < lowest || odds > board.base) {
    throw new LotteryError('BAD_ODDS', `odds set by hand must be between ${lowest} and the base ${board.base}, got ${odds}`);
  }
  return moved(board, odds, 'hand');
}

/** Back to what the rule gives at the stake on the board (after a hand change or a new rule). */
export function resetOdds(rule: OddsDropRule | null, board: BoardOdds): OddsMove {
  checkBoard(board);
  return moved(board, oddsAt(rule, board), 'reset');
}

/**
 * A plan tier's odds on a selection follow the board and keep their gap to it: the tier's base less
 * what the board has dropped, `tierBase - (board.base - board.current)`. Never above the tier's base,
 * and never below the rule's floor (odds 1 without a rule): a tier under the board reaches the floor
 * first and stays there while the board goes on; a tier that starts under the floor does not move.
 * Applies to every odds slot of a line alike (each from its own base).
 */
export function tierOdds(tierBase: number, board: Pick<BoardOdds, 'base' | 'current'>, floor: number | null): number {
  assertSafe(tierBase, 'tier odds');
  const lowest = Math.min(tierBase, floor ?? SCALE);
  return Math.min(tierBase, Math.max(lowest, tierBase - (board.base - board.current)));
}

/** A line's odds slots at the board's current odds (see `tierOdds`). */
export const tierLineOdds = (slots: readonly number[], board: Pick<BoardOdds, 'base' | 'current'>, floor: number | null): number[] =>
  slots.map((slot) => tierOdds(slot, board, floor));

/** A line as the stale-odds check sees it: the odds the operator was shown, if the line carries them. */
export interface SeenOddsLine {
  readonly play: string;
  readonly selection: string;
  readonly seenOdds?: number | undefined;
}

/**
 * The first line whose odds moved since the operator saw them: a form line that carries the odds it
 * was shown is refused with the odds it would get now (`current[i]`, the same line's).
 */
export function staleOddsRefusal(lines: readonly SeenOddsLine[], current: readonly number[]): RiskRefusal | null {
  for (const [index, line] of lines.entries()) {
    const now = current[index];
    if (now === undefined) throw new LotteryError('BAD_ODDS', `no current odds for line ${index + 1}`);
    if (line.seenOdds !== undefined && line.seenOdds !== now) {
      return { rule: 'stale-odds', line: index, play: line.play, selection: line.selection, limit: now, taken: null, asked: line.seenOdds, odds: now };
    }
  }
  return null;
}

/** A line of an order as `takeOrderOdds` prices it. */
export interface OrderOddsLine extends OddsLine {
  readonly play: string;
  readonly selection: string;
  /** The customer's plan odds for the line's play (one or two slots): moved with the board by `tierOdds`. */
  readonly slots: readonly number[];
}

export interface TakenOrderOdds {
  /** Per line, in order: the board's odds it was accepted at, and its own odds slots at that moment. */
  readonly lines: readonly { readonly board: number; readonly odds: readonly number[] }[];
  /** The boards the order touched, after it, by `riskKey`. */
  readonly boards: ReadonlyMap<string, BoardOdds>;
  /** Every odds change, with the board it belongs to; `line` is the order's line. */
  readonly changes: readonly (OddsChange & { readonly key: string })[];
}

/**
 * Prices a whole order: its lines grouped by selection (`riskKey`), each group through `takeOdds` in
 * the order's line order, each line's plan odds moved with its board (`tierLineOdds`, the rule's
 * floor). `boards` must hold every selection of the order (the rows the order service locked).
 */
export function takeOrderOdds(
  ruleOf: (play: string) => OddsDropRule | null,
  boards: ReadonlyMap<string, BoardOdds>,
  lines: readonly OrderOddsLine[],
): TakenOrderOdds {
  const groups = new Map<string, number[]>();
  for (const [index, line] of lines.entries()) {
    const k = riskKey(line.play, line.selection);
    groups.set(k, [...(groups.get(k) ?? []), index]);
  }
  const priced: { board: number; odds: readonly number[] }[] = [];
  const after = new Map<string, BoardOdds>();
  const changes: (OddsChange & { key: string })[] = [];
  for (const [k, indices] of groups) {
    const board = boards.get(k);
    if (!board) throw new LotteryError('BAD_BOARD', `no board for ${k}`);
    const first = lines[indices[0] as number] as OrderOddsLine;
    const rule = ruleOf(first.play);
    const taken = takeOdds(rule, board, indices.map((i) => lines[i] as OrderOddsLine));
    const floor = rule ? rule.floor : null;
    indices.forEach((lineIndex, j) => {
      const at = taken.odds[j] as number;
      priced[lineIndex] = { board: at, odds: tierLineOdds((lines[lineIndex] as OrderOddsLine).slots, { base: board.base, current: at }, floor) };
    });
    after.set(k, taken.after);
    changes.push(...taken.changes.map((c) => ({ ...c, line: indices[c.line as number] as number, key: k })));
  }
  return { lines: priced, boards: after, changes };
}
