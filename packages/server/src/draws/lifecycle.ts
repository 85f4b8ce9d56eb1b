import { drawAllows, type DrawAction, type DrawStatus } from '@drawdesk/contracts';
import { conflict, type AppError } from '../lib/errors.js';
import { say, type MessageKey } from '../i18n/say.js';

export { drawAllows as allows, DRAW_ACTIONS, type DrawAction } from '@drawdesk/contracts';

/** A draw's status in words (`已封盘`, `closed`). */
export const drawStatus = (status: DrawStatus) => say(`draw.status.${status}` satisfies MessageKey);

/** 409 with the draw's current status in `data`, so a client can show where it stands. */
export function refuse(action: DrawAction, status: DrawStatus): AppError {
  return conflict('draw.refused', { status: drawStatus(status), action: say(`draw.action.${action}` satisfies MessageKey) }, { status });
}

/** Throws the 409 unless the action is allowed from this status. */
export function requireAllowed(action: DrawAction, status: DrawStatus): void {
  if (!drawAllows(action, status)) throw refuse(action, status);
}
