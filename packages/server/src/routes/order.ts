import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ExportQuery, IdParams, IdQuery, Order, OrderDetail, OrderDraft, OrderLimits, OrderLimitsBody, type OrderLineInput, OrderListQuery, OrderPage, OrderParseBody, OrderReason, OrderRenew, OrderSave, OrderSaved, orderAccept, orderCancel, orderDismissRenewal, orderExport, orderLimits, orderList, orderParse, orderRead, orderReject, orderRenew, orderSave } from '@drawdesk/contracts';
import { AppError, conflict, invalid, notFound, ok } from '../lib/errors.js';
import { say, type MessageKey } from '../i18n/say.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { refuseTooMany } from '../orders/reading.js';
import { scopeOf } from '../repositories/scope.js';
import { orders as orderTable } from '../db/schema.js';
import { ORDER_COLUMNS } from '../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../export/export.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['orders'];

// Any logged-in user (the endpoints' access): what each reaches is its data scope, applied by the repository and the service.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders: repo, audit } = app.repos;
  const { service, reading } = app.orders;
  const mine = (request: FastifyRequest) => repo.scoped(scopeOf(request.principal!));

  /** An order's view after a change, as the caller sees it. */
  const viewAfter = async (request: FastifyRequest, id: number) => ok((await mine(request).view(id))!);

  /** The draw's book changed: its farming check is asked for. The order stands whatever happens here (the draw's close checks again). */
  const booked = (request: FastifyRequest, drawId: number) =>
    app.risk.ordersArrived(drawId).catch((error: unknown) => request.log.warn({ err: error, drawId }, 'could not queue the farming check'));

  app.route({
    ...routeOf(orderParse),
    schema: { tags: TAGS, summary: 'Read a chat message into a draft order (lines, totals, diagnostics); writes nothing', body: OrderParseBody, response: answers(OrderDraft) },
    handler: async (request) => {
      if (request.body.customerId !== undefined && !(await app.repos.customers.scoped(scopeOf(request.principal!)).findById(request.body.customerId))) {
        throw invalid('/customerId', 'order.noSuchCustomer');
      }
      const { draft } = await reading.read(request.body);
      refuseTooMany(draft);
      // With a customer, each line's odds now (the preview shows them).
      return ok(request.body.customerId === undefined ? draft : await service.withOdds(draft, request.body.customerId, request.principal!));
    },
  });

  app.route({
    ...routeOf(orderLimits),
    schema: {
      tags: TAGS,
      summary: "A customer's plan terms for a draw's game and the book's stake on the asked selections (the order form's live limits); writes nothing",
      body: OrderLimitsBody,
      response: answers(OrderLimits),
    },
    handler: async (request) => ok(await service.limits(request.body, request.principal!)),
  });

  app.route({
    ...routeOf(orderSave),
    schema: {
      tags: TAGS,
      summary:
        'Take an order from lines or a text (once per requestId), one per market\'s draw the lines go to, in one transaction; every limit and the credit are checked under locks (422 LIMIT_EXCEEDED)',
      body: OrderSave,
      response: answers(OrderSaved),
    },
    handler: async (request) => {
      const body = request.body;
      let lines: OrderLineInput[] | undefined = body.lines;
      if (!lines) {
        if (body.text === undefined) throw invalid('/lines', 'order.sendLines');
        // The customer's own reading habits apply (the service checks the customer is in scope before booking).
        const { draft } = await reading.read({ drawId: body.drawId, text: body.text, customerId: body.customerId });
        refuseTooMany(draft);
        // Notes (duplicates added, a header skipped, a total that matches) are booked as read; errors refuse.
        const errors = draft.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length > 0) {
          const fields = errors.map((d) => ({ field: '/text', text: say('order.diagnostic', { token: d.token, message: d.message }) }));
          throw new AppError('VALIDATION_FAILED', say('order.textUnread', { count: errors.length }), null, {}, fields);
        }
        if (draft.lines.length === 0) throw invalid('/text', 'order.textEmpty');
        lines = draft.lines.map((line) => ({ play: line.play, selection: line.selection, stake: line.stake, lottery: line.lottery as OrderLineInput['lottery'] }));
      }
      const source = body.text === undefined ? 'form' : 'text';
      const { orders, created } = await service.take({ ...body, lines }, { principal: request.principal!, actor: actorOf(request), source });
      // One order per market's draw: each draw whose book grew gets its farming check.
      if (created) for (const drawId of new Set(orders.filter((o) => o.status === 'accepted').map((o) => o.drawId))) await booked(request, drawId);
      return ok({ ...orders[0]!, orders });
    },
  });

  app.route({
    ...routeOf(orderList),
    schema: { tags: TAGS, summary: 'Orders in your scope, filtered and paged, with the totals of the filter', body: OrderListQuery, response: answers(OrderPage) },
    handler: async (request) => ok(await mine(request).list(request.body)),
  });

  app.route({
    ...routeOf(orderRead),
    schema: { tags: TAGS, summary: 'One order with its lines (snapshots, results once settled) and its text', querystring: IdQuery, response: answers(OrderDetail) },
    handler: async (request) => {
      const scoped = mine(request);
      const order = await scoped.view(request.query.id);
      if (!order) throw notFound('notFound.order');
      const row = await scoped.findById(order.id);
      return ok({ ...order, text: row!.text, lines: await scoped.lines(order.id) });
    },
  });

  app.route({
    ...routeOf(orderAccept),
    schema: { tags: TAGS, summary: 'Confirm a pending order: every check again against the book as it is now', params: IdParams, response: answers(Order) },
    handler: async (request) => {
      const order = await app.db.transaction((tx) => service.accept(request.params.id, request.principal!, actorOf(request), tx));
      await booked(request, order.drawId);
      return viewAfter(request, request.params.id);
    },
  });

  app.route({
    ...routeOf(orderReject),
    schema: { tags: TAGS, summary: 'Refuse a pending order, with the reason', params: IdParams, body: OrderReason, response: answers(Order) },
    handler: async (request) => {
      await app.db.transaction((tx) => service.reject(request.params.id, request.body.reason.trim(), request.principal!, actorOf(request), tx));
      return viewAfter(request, request.params.id);
    },
  });

  app.route({
    ...routeOf(orderCancel),
    schema: { tags: TAGS, summary: 'Cancel an accepted order while its draw is open (it leaves the book)', params: IdParams, response: answers(Order) },
    handler: async (request) => {
      const order = await app.db.transaction((tx) => service.cancel(request.params.id, request.principal!, actorOf(request), tx));
      await booked(request, order.drawId);
      return viewAfter(request, request.params.id);
    },
  });

  app.route({
    ...routeOf(orderRenew),
    schema: { tags: TAGS, summary: 'Renew a repeat series pending renewal for N more draws', params: IdParams, body: OrderRenew, response: answers(Order) },
    handler: async (request) => {
      await app.db.transaction(async (tx) => {
        const before = await mine(request).findById(request.params.id, tx, true);
        if (!before) throw notFound('notFound.order');
        if (before.renewal !== 'pending') throw conflict('order.notPendingRenewal', { renewal: say(`order.renewal.${before.renewal}` satisfies MessageKey) }, { status: before.status, renewal: before.renewal });
        await repo.setRenewal(before.id, 'renewed', request.body.repeat, tx);
        await service.renewalDone(before.id, tx);
        await audit.record(actorOf(request), { action: 'order.renew', entity: 'order', entityId: before.id, before: { renewal: before.renewal }, after: { renewal: 'renewed', repeat: request.body.repeat } }, tx);
      });
      return viewAfter(request, request.params.id);
    },
  });

  app.route({
    ...routeOf(orderDismissRenewal),
    schema: { tags: TAGS, summary: 'Dismiss a repeat series pending renewal', params: IdParams, response: answers(Order) },
    handler: async (request) => {
      await app.db.transaction(async (tx) => {
        const before = await mine(request).findById(request.params.id, tx, true);
        if (!before) throw notFound('notFound.order');
        if (before.renewal !== 'pending') throw conflict('order.notPendingRenewal', { renewal: say(`order.renewal.${before.renewal}` satisfies MessageKey) }, { status: before.status, renewal: before.renewal });
        await repo.setRenewal(before.id, 'dismissed', 0, tx);
        await service.renewalDone(before.id, tx);
        await audit.record(actorOf(request), { action: 'order.dismiss-renewal', entity: 'order', entityId: before.id, before: { renewal: before.renewal }, after: { renewal: 'dismissed' } }, tx);
      });
      return viewAfter(request, request.params.id);
    },
  });

  app.route({
    ...routeOf(orderExport),
    schema: { tags: TAGS, summary: exportSummary('Orders in your scope'), querystring: ExportQuery(OrderListQuery), response: csvAnswer },
    handler: async (request, reply) =>
      sendExport(app.pool, request, reply, { name: 'orders', table: orderTable, columns: ORDER_COLUMNS, query: app.repos.orders.scoped(scopeOf(request.principal!)).exportQuery(request.query) }),
  });
};
export default routes;
