import type { AdjustBody, CustomerBalance, LedgerEntry, LedgerListQuery, PaymentBody } from '@drawdesk/contracts';
import type { Database } from '../db/client.js';
import { violatedUnique } from '../db/driver-errors.js';
import { asTyped } from '../i18n/say.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Actor } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';
import { toLedgerEntry, type LedgerRow } from '../repositories/ledger.js';
import type { Principal } from '../repositories/sessions.js';
import type { Parties } from './party.js';
import { checkPayout } from './payout.js';

/** A row just written: nothing reverses it yet. */
const fresh = (row: LedgerRow) => toLedgerEntry({ ...row, reversedBy: null });

/**
 * The ledger (docs/domain/settlement.md#the-ledger): balances, payments, Admin adjustments and reversals, each
 * for a party in the caller's scope; nothing is edited, a wrong entry is reversed by an opposite one.
 */
export function ledgerService(
  db: Database,
  repos: Pick<Repositories, 'ledger' | 'orders' | 'customers' | 'audit'>,
  { partyOf, customerInScope }: Parties,
) {
  const { ledger, orders, audit } = repos;
  const by = (principal: Principal) => ({ createdBy: principal.userId, createdByName: principal.username });

  return {
    /** Balance, open stake and available credit of a customer. */
    async balance(principal: Principal, customerId: number): Promise<CustomerBalance> {
      const customer = await customerInScope(principal, customerId);
      const { balance, openStake } = await orders.account(customer.id, db);
      return { customerId: customer.id, creditLimit: customer.creditLimit, balance, openStake, available: customer.creditLimit + balance - openStake };
    },

    /** A customer's or an agent's entries, newest first. */
    async list(principal: Principal, query: LedgerListQuery) {
      const { party } = await partyOf(principal, query);
      return ledger.list(party, query);
    },

    /** A payment, once per request id: a repeat (or a concurrent twin) answers the entry already made. */
    async payment(principal: Principal, body: PaymentBody, actor: Actor): Promise<LedgerEntry> {
      const earlier = await ledger.byRequest(principal.userId, body.requestId);
      if (earlier) return fresh(earlier);
      try {
        const entry = await db.transaction(async (tx) => {
          // The customer's row is locked: its payments and orders are counted one at a time.
          const named = await partyOf(principal, body, tx, true);
          const overrode = named.kind === 'customer' ? await checkPayout(repos, named.id, body, principal, tx) : false;
          const row = await ledger.add(
            { ...named.party, kind: 'payment', amount: body.amount, note: asTyped(body.note?.trim() ?? ''), requestId: body.requestId, ...by(principal) },
            tx,
          );
          const override = overrode ? { after: { ...fresh(row), overCredit: true }, reason: body.overrideReason!.trim() } : { after: fresh(row) };
          await audit.record(actor, { action: 'ledger.payment', entity: named.kind, entityId: named.id, ...override }, tx);
          return row;
        });
        return fresh(entry);
      } catch (error) {
        if (violatedUnique(error) !== 'ledger_request') throw error;
        return fresh((await ledger.byRequest(principal.userId, body.requestId))!);
      }
    },

    /** An Admin's adjustment with its reason. */
    async adjust(principal: Principal, body: AdjustBody, actor: Actor): Promise<LedgerEntry> {
      const entry = await db.transaction(async (tx) => {
        const named = await partyOf(principal, body, tx, true);
        const row = await ledger.add({ ...named.party, kind: 'adjustment', amount: body.amount, note: asTyped(body.reason.trim()), ...by(principal) }, tx);
        await audit.record(actor, { action: 'ledger.adjust', entity: named.kind, entityId: named.id, after: fresh(row), reason: body.reason }, tx);
        return row;
      });
      return fresh(entry);
    },

    /** Reverses a wrong entry with an opposite one; an entry is reversed once, a settlement entry only by a result correction. */
    async reverse(principal: Principal, id: number, reason: string, actor: Actor): Promise<LedgerEntry> {
      const entry = await db.transaction(async (tx) => {
        const original = await ledger.findById(id, tx);
        if (!original) throw notFound('notFound.ledgerEntry');
        // Settlement entries are reversed by a correction of the draw's result, never by hand.
        if (original.resultVersion !== null) throw conflict('ledger.settlementReversed', undefined, { kind: original.kind });
        if (original.customerId !== null) await customerInScope(principal, original.customerId, tx, true);
        else if (original.agentId === null) throw notFound('notFound.ledgerEntry');
        if (original.kind === 'reversal') throw conflict('ledger.reversalNotReversed', undefined, { kind: original.kind });
        if (original.reversedBy !== null) throw conflict('ledger.alreadyReversed', undefined, { reversedBy: original.reversedBy });
        const row = await ledger.add(
          {
            customerId: original.customerId,
            agentId: original.agentId,
            kind: 'reversal',
            amount: -original.amount,
            note: asTyped(reason.trim()),
            reversesId: original.id,
            drawId: original.drawId,
            ...by(principal),
          },
          tx,
        );
        const entity = original.customerId !== null ? { entity: 'customer', entityId: original.customerId } : { entity: 'agent', entityId: original.agentId! };
        await audit.record(actor, { action: 'ledger.reverse', ...entity, after: fresh(row), reason }, tx);
        return row;
      });
      return fresh(entry);
    },
  };
}
export type LedgerService = ReturnType<typeof ledgerService>;
