import fp from 'fastify-plugin';
import { orderReading, type OrderReading } from '../../orders/reading.js';
import { orderService, type OrderService } from '../../orders/service.js';

export type Orders = { service: OrderService; reading: OrderReading };

/**
 * Orders plug into the draws' life (src/draws/hooks.ts): a draw with orders is never removed, and closing
 * a draw rejects its pending orders with the reason, in the close's own transaction.
 */
export default fp(
  async function orders(app) {
    const service = orderService(app);
    app.draws.hooks.holdsOrders.push((tx, draw) => app.repos.orders.drawHasOrders(draw.id, tx));
    app.draws.hooks.onClose.push((tx, draw, actor) => service.rejectPendingOf(draw.id, actor, tx));
    app.decorate('orders', { service, reading: orderReading(app) } satisfies Orders);
  },
  { name: 'orders', dependencies: ['repositories', 'draws'] },
);
