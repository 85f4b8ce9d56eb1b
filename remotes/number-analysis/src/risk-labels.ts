import type { OddsChange, RiskBoardRow, RiskRule, SelectionState } from '@drawdesk/contracts';
import { GAMES, type GameCode } from '@drawdesk/shell/lottery';

/** The plays of a game, in the games data's order: the desk's play picker. */
export const playsOf = (game: GameCode): string[] => GAMES[game].playTypes.map((play) => play.code);

/**
 * The points of an odds sparkline (an SVG polyline in a `width` x `height` box): the odds from the first
 * change's old value through every change, evenly spaced, the highest at the top. None without a change.
 */
export function sparklinePoints(history: readonly Pick<OddsChange, 'old' | 'new'>[], width: number, height: number): string {
  if (history.length === 0) return '';
  const values = [history[0]!.old, ...history.map((change) => change.new)];
  const high = Math.max(...values);
  const low = Math.min(...values);
  const span = high - low;
  const x = (i: number) => (i * width) / (values.length - 1);
  const y = (value: number) => (span === 0 ? height / 2 : ((high - value) * height) / span);
  return values.map((value, i) => `${round(x(i))},${round(y(value))}`).join(' ');
}
const round = (n: number) => Math.round(n * 10) / 10;

/** A selection's state as a translation key, its values and the tag colour. */
export function stateLabel(state: SelectionState): { key: string; values: Record<string, string | number>; color: 'green' | 'red' | 'orange' | 'grey' } {
  if (state.state === 'open') return { key: 'analysis.risk.state.open', values: {}, color: 'green' };
  if (state.cause === 'hand') return { key: 'analysis.risk.state.hand', values: { reason: state.reason, by: state.by }, color: 'red' };
  if (state.cause === 'group') return { key: 'analysis.risk.state.group', values: {}, color: 'grey' };
  return { key: 'analysis.risk.state.cap', values: {}, color: 'orange' };
}

/** Whether an operator can open the selection by hand (only what a hand closed). */
/**
 * The hand action a row offers an Admin: reopen a selection closed by hand or at its cap (the cap then counts
 * again from the stake now), else close it.
 */
export const handAction = (row: Pick<RiskBoardRow, 'state'>): 'open' | 'close' =>
  row.state.state === 'closed' && (row.state.cause === 'hand' || row.state.cause === 'cap') ? 'open' : 'close';

/** Cap used as a whole percentage for a progress bar (0-100; over the cap shows full). */
export const capPercent = (row: Pick<RiskBoardRow, 'capUsedBp'>) => (row.capUsedBp === null ? null : Math.min(100, Math.floor(row.capUsedBp / 100)));

/** The traceIds of live events that change what a desk on this draw and play shows (server src/risk/notices.ts). */
export function touchesDesk(traceId: string, desk: { drawId: number; lottery: string; play: string }): 'board' | 'alerts' | null {
  if (traceId === `risk:${desk.drawId}:alerts`) return 'alerts';
  if (traceId === `risk:${desk.drawId}:${desk.play}` || traceId === `risk-rule:${desk.lottery}:${desk.play}`) return 'board';
  return null;
}

/** A rule's figures for its row: none when it is switched off. */
export const ruleOn = (rule: RiskRule | null): rule is RiskRule => rule !== null && rule.enabled;
