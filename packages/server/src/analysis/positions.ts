import type { Position } from '@drawdesk/lottery';
import type { ChainRow, CompanyRow, TermsRow } from '../repositories/exposure.js';

const FULL = 10_000;

/**
 * The part of a line an agent's subtree carries: the shares of the chain from the line's own agent up to
 * and including that agent (nearest first); 0 when the agent is not on the chain.
 */
export function subtreeShareBp(chain: readonly { agentId: number; shareBp: number }[], agentId: number): number {
  const at = chain.findIndex((link) => link.agentId === agentId);
  return at < 0 ? 0 : chain.slice(0, at + 1).reduce((sum, link) => sum + link.shareBp, 0);
}

const position = (row: TermsRow, keptBp: number): Position => ({
  play: row.play,
  selection: row.selection,
  stake: row.stake,
  odds: row.odds1,
  // 0 stands for "no second slot" in the book's key.
  ...(row.odds2 > 0 ? { odds2: row.odds2 } : {}),
  rebateBp: row.rebateBp,
  keptShareBp: keptBp,
  lines: row.lines,
});

/** Rows with equal terms and kept share become one position (stakes and line counts added). */
function merged(rows: readonly { row: TermsRow; keptBp: number }[]): Position[] {
  const byKey = new Map<string, { row: TermsRow; keptBp: number }>();
  for (const { row, keptBp } of rows) {
    if (keptBp === 0) continue;
    const key = [row.play, row.selection, row.odds1, row.odds2, row.rebateBp, keptBp].join('\u0000');
    const seen = byKey.get(key);
    byKey.set(key, seen ? { row: { ...seen.row, stake: seen.row.stake + row.stake, lines: seen.row.lines + row.lines }, keptBp } : { row, keptBp });
  }
  return [...byKey.values()].map(({ row, keptBp }) => position(row, keptBp));
}

/** The company's positions: what the agents' shares leave of each line, or the whole book (gross). */
export const companyPositions = (rows: readonly CompanyRow[], share: 'kept' | 'gross'): Position[] =>
  merged(rows.map((row) => ({ row, keptBp: share === 'gross' ? FULL : row.keptBp })));

/** An agent subtree's positions: its part of each of its lines, or those lines in full (gross). */
export const subtreePositions = (rows: readonly ChainRow[], agentId: number, share: 'kept' | 'gross'): Position[] =>
  merged(rows.map((row) => ({ row, keptBp: share === 'gross' ? FULL : subtreeShareBp(row.shareChain, agentId) })));
