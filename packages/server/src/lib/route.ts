import type { Endpoint } from '@drawdesk/contracts';

/**
 * The part of a route its endpoint declares: method, url and who may call it. The route adds its schemas and
 * handler; the path and the access rule are never typed at the route, so they cannot drift from the callers'.
 */
export const routeOf = (endpoint: Endpoint<unknown, unknown, unknown>) => ({
  method: endpoint.method,
  url: endpoint.path,
  config: { access: endpoint.access },
});
