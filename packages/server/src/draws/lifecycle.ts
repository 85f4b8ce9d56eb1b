import type { DrawStatus } from '@drawdesk/contracts';
import { AppError } from '../lib/errors.js';

/**
 * The draw lifecycle (DOMAIN.md §5) as a table: scheduled -> open -> closed -> drawn -> settled,
 * and void from any state before settled. A correction re-enters the result of a drawn or settled
 * draw (it goes back to drawn and is settled again); only a draw not yet open can be rescheduled,
 * and only a scheduled or void one removed.
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

export const allows = (action: DrawAction, status: DrawStatus): boolean => (DRAW_ACTIONS[action].from as readonly DrawStatus[]).includes(status);

const WORDS: Record<DrawAction, string> = {
  open: 'opened',
  close: 'closed',
  result: 'given a result',
  correct: 'corrected',
  settle: 'settled',
  void: 'voided',
  reschedule: 'rescheduled',
  remove: 'removed',
};

/** 409 with the draw's current status in `data`, so a client can show where it stands. */
export function refuse(action: DrawAction, status: DrawStatus): AppError {
  return new AppError('CONFLICT', `A ${status} draw cannot be ${WORDS[action]}`, { status });
}

/** Throws the 409 unless the action is allowed from this status. */
export function requireAllowed(action: DrawAction, status: DrawStatus): void {
  if (!allows(action, status)) throw refuse(action, status);
}
