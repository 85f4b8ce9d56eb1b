import type { FastifyRequest } from 'fastify';
import type { Actor } from '../repositories/audit.js';

/** The audit actor of a request: the logged-in user, or "anonymous" on public routes. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.principal?.userId ?? null,
  name: request.principal?.username ?? 'anonymous',
  requestId: String(request.id),
  address: request.ip,
});
