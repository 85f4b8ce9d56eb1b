import fp from 'fastify-plugin';
import { orderReading, type OrderReading } from '../../orders/reading.js';
import { orderService, type OrderService } from '../../orders/service.js';

export type Orders = { service: OrderService; reading: OrderReading };

/** The job that places repeat orders' copies on a draw that opened. */
export const REPEAT_JOB = 'orders.repeat';

/**
 * Orders plug into the draws' life (src/draws/hooks.ts): a draw with orders is never removed; closing a
 * draw rejects its pending orders with the reason, in the close's own transaction; opening one queues the
 * job that places the repeat orders' copies (its own transaction: a failing copy never holds the opening).
 */
export default fp(
  async function orders(app) {
    const service = orderService(app.db, app.repos);
    app.draws.hooks.holdsOrders.push((tx, draw) => app.repos.orders.drawHasOrders(draw.id, tx));
    app.draws.hooks.onClose.push((tx, draw, actor) => service.rejectPendingOf(draw.id, actor, tx));
    app.draws.hooks.onOpen.push(async (tx, draw) => {
      await app.repos.jobs.enqueue({ kind: REPEAT_JOB, key: `${REPEAT_JOB}:${draw.id}`, payload: { drawId: draw.id } }, tx);
    });
    app.jobs.register(REPEAT_JOB, (tx, job) => service.repeatOn(Number(job.payload.drawId), tx));
    app.decorate('orders', { service, reading: orderReading(app.db, app.repos) } satisfies Orders);
  },
  { name: 'orders', dependencies: ['repositories', 'jobs', 'draws'] },
);
