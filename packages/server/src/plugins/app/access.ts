import fp from 'fastify-plugin';
import type { Access, Role } from '@drawdesk/contracts';
import { DOCS_PREFIX } from '../external/swagger.js';
import { forbidden, unauthorized } from '../../lib/errors.js';

/** The rule of one route for one caller, as a pure function (unit-tested on its own). */
export function decide(access: Access, role: Role | undefined): 'allow' | 'unauthorized' | 'forbidden' {
  if (access === 'public') return 'allow';
  if (role === undefined) return 'unauthorized';
  if (access === 'login' || access.includes(role)) return 'allow';
  return 'forbidden';
}

const bearer = (header: string | undefined) => {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match?.[1];
};

/**
 * Every route declares `config.access` (public, login, or a list of roles).
 * A route without one is refused at registration, so a forgotten rule fails
 * the build instead of shipping an open route. Authentication runs on
 * `preParsing`: after the rate limit (a route-level `onRequest` hook, so a bad token is counted
 * before it costs a session lookup) and before the body is read, so an anonymous caller always gets 401.
 */
export default fp(
  async function access(app) {
    app.decorate('routeTable', []);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Routes that plugins add: the docs UI's static files (@fastify/swagger-ui) and the CORS
      // preflight (@fastify/cors, which answers headers only). Both are public by nature.
      if (route.url.startsWith(DOCS_PREFIX) || (route.url === '*' && methods.every((m) => m === 'OPTIONS'))) {
        route.config = { ...route.config, access: 'public' };
      }
      const declared = (route.config as { access?: Access } | undefined)?.access;
      for (const method of methods) app.routeTable.push({ method, url: route.url, access: declared, schema: route.schema });
      if (declared === undefined) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    });

    app.addHook('preParsing', async (request) => {
      const rule = request.routeOptions.config.access;
      // Unknown URLs have no route config: the not-found handler answers them.
      if (rule === undefined || rule === 'public') return;
      const token = bearer(request.headers.authorization);
      const principal = token ? await app.repos.sessions.authenticate(token, app.config.idleTimeoutMinutes) : null;
      if (principal) request.principal = principal;
      const verdict = decide(rule, principal?.role);
      if (verdict === 'unauthorized') throw unauthorized(token ? 'access.sessionEnded' : 'access.logIn');
      if (verdict === 'forbidden') throw forbidden();
    });
  },
  { name: 'access', dependencies: ['repositories'] },
);
