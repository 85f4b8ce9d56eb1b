import { creditRefusal, type PaymentBody } from '@drawdesk/contracts';
import type { Transaction } from '../db/client.js';
import { AppError, forbidden } from '../lib/errors.js';
import { money, say } from '../i18n/say.js';
import type { Principal } from '../repositories/sessions.js';
import type { Repositories } from '../repositories/index.js';

/**
 * A customer's payment out (docs/domain/settlement.md, the ledger) counts against its available credit like
 * an order: the caller holds the customer's row locked (as an order save does), so payments and orders of one
 * customer are counted one at a time and none takes the available credit below zero. An Admin may pay out past
 * it with a reason, which the audit entry keeps; a User may not. Returns whether the payment overrode the credit.
 */
export async function checkPayout(
  { customers, orders }: Pick<Repositories, 'customers' | 'orders'>,
  customerId: number,
  body: Pick<PaymentBody, 'amount' | 'overrideReason'>,
  principal: Principal,
  tx: Transaction,
): Promise<boolean> {
  if (body.overrideReason !== undefined && principal.role !== 'Admin') throw forbidden('ledger.overrideAdminOnly');
  if (body.amount > 0) return false;
  const customer = (await customers.scoped({ kind: 'all' }).findById(customerId, tx))!;
  const account = { creditLimit: customer.creditLimit, ...(await orders.account(customerId, tx)) };
  const refused = creditRefusal(account, -body.amount);
  if (!refused) return false;
  if (body.overrideReason !== undefined) return true;
  const available = account.creditLimit + account.balance - account.openStake;
  throw new AppError('LIMIT_EXCEEDED', say('ledger.payoutOverCredit', { available: money(available), asked: money(-body.amount) }), refused);
}
