import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Agent, AgentListQuery, AgentOption, AgentSave, AgentTreeRow, Empty, ExportQuery, IdParams, IdQuery, Page, agentExport, agentList, agentListAll, agentRead, agentRemove, agentSave, agentTree } from '@drawdesk/contracts';
import { notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { scopeOf } from '../repositories/scope.js';
import { actorOf } from '../lib/actor.js';
import { toAgent } from '../repositories/agents.js';
import { agents as agentTable } from '../db/schema.js';
import { AGENT_COLUMNS } from '../export/columns.js';
import { csvAnswer, exportSummary, sendExport } from '../export/export.js';
import { routeOf } from '../lib/route.js';


/** Agents (docs/domain/parties.md): Admins keep the tree; the rules live in src/agents/service.ts. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { agents } = app.repos;
  const { service } = app.agents;

  app.route({
    ...routeOf(agentList),
    schema: { tags: ['agents'], summary: 'Agents, filtered and paged', body: AgentListQuery, response: answers(Page(Agent)) },
    handler: async (request) => ok(await agents.list(request.body)),
  });

  app.route({
    ...routeOf(agentRead),
    schema: { tags: ['agents'], summary: 'One agent', querystring: IdQuery, response: answers(Agent) },
    handler: async (request) => {
      const agent = await agents.findById(request.query.id);
      if (!agent) throw notFound('notFound.agent');
      return ok(toAgent(agent));
    },
  });

  app.route({
    ...routeOf(agentTree),
    schema: { tags: ['agents'], summary: 'Every agent depth first, with its depth and the shares of its chain', response: answers(Type.Array(AgentTreeRow)) },
    handler: async () => ok(await agents.tree()),
  });

  app.route({
    // Every logged-in user: a User gets its own agent's subtree (to name and pick the agents of its customers).
    ...routeOf(agentListAll),
    schema: { tags: ['agents'], summary: 'The agents you may pick, for selects', response: answers(Type.Array(AgentOption)) },
    handler: async (request) => ok(await agents.listAll(scopeOf(request.principal!))),
  });

  app.route({
    ...routeOf(agentSave),
    schema: { tags: ['agents'], summary: 'Create (no id) or update (id + version) an agent', body: AgentSave, response: answers(Agent) },
    handler: async (request) => ok(toAgent(await service.save(request.body, actorOf(request)))),
  });

  app.route({
    ...routeOf(agentRemove),
    schema: { tags: ['agents'], summary: 'Remove an agent without sub-agents, customers or users (kept for history)', params: IdParams, response: answers(Empty) },
    handler: async (request) => {
      await service.remove(request.params.id, actorOf(request));
      return ok(null);
    },
  });

  app.route({
    ...routeOf(agentExport),
    schema: { tags: ['agents'], summary: exportSummary('Agents'), querystring: ExportQuery(AgentListQuery), response: csvAnswer },
    handler: async (request, reply) =>
      sendExport(app.pool, request, reply, { name: 'agents', table: agentTable, columns: AGENT_COLUMNS, query: app.repos.agents.exportQuery(scopeOf(request.principal!), request.query) }),
  });
};
export default routes;
