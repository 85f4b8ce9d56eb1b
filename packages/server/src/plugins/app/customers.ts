import fp from 'fastify-plugin';
import { customerService, type CustomerService } from '../../customers/service.js';

export type Customers = { service: CustomerService };

/** Customers: saving and removing them in the caller's scope; a move to another agent carries its repeat orders (the orders service). */
export default fp(
  async function customers(app) {
    const { service: orders } = app.orders;
    app.decorate('customers', { service: customerService(app.db, app.repos, (...moved) => orders.customerMoved(...moved)) } satisfies Customers);
  },
  { name: 'customers', dependencies: ['repositories', 'orders'] },
);
