import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdjustBody, BalanceQuery, CustomerBalance, IdParams, LedgerEntry, LedgerListQuery, Page, PaymentBody, ReverseBody, ledgerAdjust, ledgerBalance, ledgerList, ledgerPayment, ledgerReverse } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['ledger'];

/**
 * The ledger (docs/domain/settlement.md#the-ledger): a customer's balance, a customer's or an agent's entries,
 * payments, Admin adjustments and reversals; nothing is edited. The rules live in src/ledger/service.ts.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.ledger;

  app.route({
    ...routeOf(ledgerBalance),
    schema: { tags: TAGS, summary: 'Balance, open stake and available credit of a customer', querystring: BalanceQuery, response: answers(CustomerBalance) },
    handler: async (request) => ok(await service.balance(request.principal!, request.query.customerId)),
  });

  app.route({
    ...routeOf(ledgerList),
    schema: { tags: TAGS, summary: "A customer's ledger, newest first", body: LedgerListQuery, response: answers(Page(LedgerEntry)) },
    handler: async (request) => ok(await service.list(request.principal!, request.body)),
  });

  app.route({
    ...routeOf(ledgerPayment),
    schema: { tags: TAGS, summary: 'Record a payment (+ paid in, - paid out, within the available credit unless an Admin overrides it with a reason); once per requestId', body: PaymentBody, response: answers(LedgerEntry) },
    handler: async (request) => ok(await service.payment(request.principal!, request.body, actorOf(request))),
  });

  app.route({
    ...routeOf(ledgerAdjust),
    schema: { tags: TAGS, summary: 'An adjustment with its reason (Admin)', body: AdjustBody, response: answers(LedgerEntry) },
    handler: async (request) => ok(await service.adjust(request.principal!, request.body, actorOf(request))),
  });

  app.route({
    ...routeOf(ledgerReverse),
    schema: { tags: TAGS, summary: 'Reverse a wrong entry with an opposite one (Admin); an entry is reversed once', params: IdParams, body: ReverseBody, response: answers(LedgerEntry) },
    handler: async (request) => ok(await service.reverse(request.principal!, request.params.id, request.body.reason, actorOf(request))),
  });
};
export default routes;
