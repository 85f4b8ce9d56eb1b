import { drawAllows, type DrawAction, type DrawStatus } from '@drawdesk/contracts';
import { AppError } from '../lib/errors.js';

export { drawAllows as allows, DRAW_ACTIONS, type DrawAction } from '@drawdesk/contracts';

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
  if (!drawAllows(action, status)) throw refuse(action, status);
}
