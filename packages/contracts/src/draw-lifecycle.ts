// Plain data, no schemas: the console's draw list asks it which actions a row offers without loading TypeBox.
import type { DrawStatus } from './lottery.js';

/**
 * The draw lifecycle (docs/domain/draws.md#the-lifecycle) as a table: scheduled -> open -> closed -> drawn -> settled,
 * and void from any state before settled. A correction re-enters the result of a drawn or settled
 * draw (it goes back to drawn and is settled again); only a draw not yet open can be rescheduled,
 * and only a scheduled or void one removed. The server enforces it; the console offers what it allows.
 */
export const DRAW_ACTIONS = {
  open: { from: ['scheduled'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
  result: { from: ['closed'], to: 'drawn' },
  correct: { from: ['drawn', 'settled'], to: 'drawn' },
  settle: { from: ['drawn'], to: 'settled' },
  void: { from: ['scheduled', 'open', 'closed', 'drawn'], to: 'void' },
  reschedule: { from: ['scheduled'], to: 'scheduled' },
  remove: { from: ['scheduled', 'void'], to: null },
} as const satisfies Record<string, { from: readonly DrawStatus[]; to: DrawStatus | null }>;
export type DrawAction = keyof typeof DRAW_ACTIONS;

export const drawAllows = (action: DrawAction, status: DrawStatus): boolean => (DRAW_ACTIONS[action].from as readonly DrawStatus[]).includes(status);
