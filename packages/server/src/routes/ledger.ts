import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdjustBody, BalanceQuery, CustomerBalance, IdParams, LedgerEntry, LedgerListQuery, Page, PaymentBody, ReverseBody } from '@drawdesk/contracts';
import { conflict, notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { violatedUnique } from '../db/driver-errors.js';
import { toLedgerEntry, type LedgerRow } from '../repositories/ledger.js';
import { customerInScope, partyOf } from '../ledger/party.js';
import { asTyped } from '../i18n/say.js';
import { checkPayout } from '../ledger/payout.js';

const LOGIN = { access: 'login' } as const;
const ADMIN = { access: ['Admin'] } as const;
const TAGS = ['ledger'];
const fresh = (row: LedgerRow) => toLedgerEntry({ ...row, reversedBy: null });

/**
 * The ledger (docs/domain/settlement.md#the-ledger): a customer's balance, a customer's or an agent's entries,
 * payments, Admin adjustments and reversals; nothing is edited.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { ledger, orders, audit } = app.repos;

  app.get(
    '/ledger/balance',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Balance, open stake and available credit of a customer', querystring: BalanceQuery, response: answers(CustomerBalance) } },
    async (request) => {
      const customer = await customerInScope(app, request, request.query.customerId);
      const [balance, openStake] = await Promise.all([ledger.balance({ customerId: customer.id }), orders.openStake(customer.id, app.db)]);
      return ok({ customerId: customer.id, creditLimit: customer.creditLimit, balance, openStake, available: customer.creditLimit + balance - openStake });
    },
  );

  app.post(
    '/ledger/list',
    { config: LOGIN, schema: { tags: TAGS, summary: "A customer's ledger, newest first", body: LedgerListQuery, response: answers(Page(LedgerEntry)) } },
    async (request) => {
      const { party } = await partyOf(app, request, request.body);
      return ok(await ledger.list(party, request.body));
    },
  );

  app.post(
    '/ledger/payment',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Record a payment (+ paid in, - paid out, within the available credit unless an Admin overrides it with a reason); once per requestId', body: PaymentBody, response: answers(LedgerEntry) } },
    async (request) => {
      const { principal } = request;
      const body = request.body;
      const earlier = await ledger.byRequest(principal!.userId, body.requestId);
      if (earlier) return ok(fresh(earlier));
      try {
        const entry = await app.db.transaction(async (tx) => {
          // The customer's row is locked: its payments and orders are counted one at a time.
          const named = await partyOf(app, request, body, tx, true);
          const overrode = named.kind === 'customer' ? await checkPayout(app, named.id, body, principal!, tx) : false;
          const row = await ledger.add(
            { ...named.party, kind: 'payment', amount: body.amount, note: asTyped(body.note?.trim() ?? ''), requestId: body.requestId, createdBy: principal!.userId, createdByName: principal!.username },
            tx,
          );
          const override = overrode ? { after: { ...fresh(row), overCredit: true }, reason: body.overrideReason!.trim() } : { after: fresh(row) };
          await audit.record(actorOf(request), { action: 'ledger.payment', entity: named.kind, entityId: named.id, ...override }, tx);
          return row;
        });
        return ok(fresh(entry));
      } catch (error) {
        if (violatedUnique(error) !== 'ledger_request') throw error;
        return ok(fresh((await ledger.byRequest(principal!.userId, body.requestId))!));
      }
    },
  );

  app.post(
    '/ledger/adjust',
    { config: ADMIN, schema: { tags: TAGS, summary: 'An adjustment with its reason (Admin)', body: AdjustBody, response: answers(LedgerEntry) } },
    async (request) => {
      const { principal } = request;
      const entry = await app.db.transaction(async (tx) => {
        const named = await partyOf(app, request, request.body, tx, true);
        const row = await ledger.add(
          { ...named.party, kind: 'adjustment', amount: request.body.amount, note: asTyped(request.body.reason.trim()), createdBy: principal!.userId, createdByName: principal!.username },
          tx,
        );
        await audit.record(actorOf(request), { action: 'ledger.adjust', entity: named.kind, entityId: named.id, after: fresh(row), reason: request.body.reason }, tx);
        return row;
      });
      return ok(fresh(entry));
    },
  );

  app.post(
    '/ledger/reverse/:id',
    { config: ADMIN, schema: { tags: TAGS, summary: 'Reverse a wrong entry with an opposite one (Admin); an entry is reversed once', params: IdParams, body: ReverseBody, response: answers(LedgerEntry) } },
    async (request) => {
      const { principal } = request;
      const entry = await app.db.transaction(async (tx) => {
        const original = await ledger.findById(request.params.id, tx);
        if (!original) throw notFound('notFound.ledgerEntry');
        // Settlement entries are reversed by a correction of the draw's result, never by hand.
        if (original.resultVersion !== null) throw conflict('ledger.settlementReversed', undefined, { kind: original.kind });
        if (original.customerId !== null) await customerInScope(app, request, original.customerId, tx, true);
        else if (original.agentId === null) throw notFound('notFound.ledgerEntry');
        if (original.kind === 'reversal') throw conflict('ledger.reversalNotReversed', undefined, { kind: original.kind });
        if (original.reversedBy !== null) throw conflict('ledger.alreadyReversed', undefined, { reversedBy: original.reversedBy });
        const row = await ledger.add(
          {
            customerId: original.customerId,
            agentId: original.agentId,
            kind: 'reversal',
            amount: -original.amount,
            note: asTyped(request.body.reason.trim()),
            reversesId: original.id,
            drawId: original.drawId,
            createdBy: principal!.userId,
            createdByName: principal!.username,
          },
          tx,
        );
        const entity = original.customerId !== null ? { entity: 'customer', entityId: original.customerId } : { entity: 'agent', entityId: original.agentId! };
        await audit.record(actorOf(request), { action: 'ledger.reverse', ...entity, after: fresh(row), reason: request.body.reason }, tx);
        return row;
      });
      return ok(fresh(entry));
    },
  );
};
export default routes;
