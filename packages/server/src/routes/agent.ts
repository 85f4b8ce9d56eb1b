import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Agent, AgentListQuery, AgentOption, AgentSave, AgentTreeRow, Empty, ExportQuery, IdParams, IdQuery, Page } from '@drawdesk/contracts';
import { notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { scopeOf } from '../repositories/scope.js';
import { actorOf } from '../lib/actor.js';
import { toAgent } from '../repositories/agents.js';
import { agents as agentTable } from '../db/schema.js';
import { AGENT_COLUMNS } from '../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../export/export.js';

const ADMIN_ONLY = { access: ['Admin'] as const };

/** Agents (docs/domain/parties.md): Admins keep the tree; the rules live in src/agents/service.ts. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { agents } = app.repos;
  const { service } = app.agents;

  app.post(
    '/agent/list',
    { config: ADMIN_ONLY, schema: { tags: ['agents'], summary: 'Agents, filtered and paged', body: AgentListQuery, response: answers(Page(Agent)) } },
    async (request) => ok(await agents.list(request.body)),
  );

  app.get(
    '/agent',
    { config: ADMIN_ONLY, schema: { tags: ['agents'], summary: 'One agent', querystring: IdQuery, response: answers(Agent) } },
    async (request) => {
      const agent = await agents.findById(request.query.id);
      if (!agent) throw notFound('notFound.agent');
      return ok(toAgent(agent));
    },
  );

  app.get(
    '/agent/tree',
    {
      config: ADMIN_ONLY,
      schema: { tags: ['agents'], summary: 'Every agent depth first, with its depth and the shares of its chain', response: answers(Type.Array(AgentTreeRow)) },
    },
    async () => ok(await agents.tree()),
  );

  app.get(
    '/agent/list-all',
    // Every logged-in user: a User gets its own agent's subtree (to name and pick the agents of its customers).
    { config: { access: 'login' }, schema: { tags: ['agents'], summary: 'The agents you may pick, for selects', response: answers(Type.Array(AgentOption)) } },
    async (request) => ok(await agents.listAll(scopeOf(request.principal!))),
  );

  app.post(
    '/agent/save',
    {
      config: ADMIN_ONLY,
      schema: { tags: ['agents'], summary: 'Create (no id) or update (id + version) an agent', body: AgentSave, response: answers(Agent) },
    },
    async (request) => ok(toAgent(await service.save(request.body, actorOf(request)))),
  );

  app.delete(
    '/agent/remove/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags: ['agents'], summary: 'Remove an agent without sub-agents, customers or users (kept for history)', params: IdParams, response: answers(Empty) },
    },
    async (request) => {
      await service.remove(request.params.id, actorOf(request));
      return ok(null);
    },
  );

  app.get(
    '/agent/export',
    { config: ADMIN_ONLY, schema: { tags: ['agents'], summary: exportSummary('Agents'), querystring: ExportQuery(AgentListQuery), response: csvAnswer } },
    async (request, reply) =>
      sendExport(app.pool, request, reply, { name: 'agents', table: agentTable, columns: AGENT_COLUMNS, query: app.repos.agents.exportQuery(scopeOf(request.principal!), request.query) }),
  );
};
export default routes;
