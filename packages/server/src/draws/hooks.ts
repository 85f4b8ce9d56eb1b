import type { Transaction } from '../db/client.js';
import type { Actor } from '../repositories/audit.js';
import type { DrawRow } from '../repositories/draws.js';

/**
 * Where later parts of the book plug into a draw's life, inside the transaction of the change:
 *
 * - `onOpen` runs when a draw opens (by its job or by hand), after the status is written: the first hook
 *   tells the Admins' open pages; the orders issue places the repeat orders' copies here.
 * - `onClose` runs when a draw closes (by its job or by hand), after the status is written and before
 *   the commit. The orders issue adds "reject the draw's pending orders" here; the first hook tells the
 *   Admins that the draw awaits its result. A hook that throws rolls the close back (a closing job then
 *   retries it).
 * - `holdsOrders` is asked before a draw is removed; any `true` refuses the removal (409). The orders
 *   issue adds "the draw has orders" here; until then no draw has any.
 */
export type DrawHooks = {
  onOpen: ((tx: Transaction, draw: DrawRow, actor: Actor) => Promise<void>)[];
  onClose: ((tx: Transaction, draw: DrawRow, actor: Actor) => Promise<void>)[];
  holdsOrders: ((tx: Transaction, draw: DrawRow) => Promise<boolean>)[];
};

export const createDrawHooks = (): DrawHooks => ({ onOpen: [], onClose: [], holdsOrders: [] });
