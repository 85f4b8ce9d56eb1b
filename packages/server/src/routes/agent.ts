import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Agent, AgentListQuery, AgentOption, AgentSave, AgentTreeRow, Empty, FULL_BP, IdParams, IdQuery, Page } from '@drawdesk/contracts';
import { conflict, invalid, notFound, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { scopeOf } from '../repositories/scope.js';
import { actorOf } from '../lib/actor.js';
import { splitSave } from '../lib/save-target.js';
import type { Executor } from '../db/client.js';
import { toAgent, type AgentFields } from '../repositories/agents.js';
import { formatRate as rate, type Names } from '@drawdesk/shell/words';

const ADMIN_ONLY = { access: ['Admin'] as const };
/** "2 customers", "1 user"; nothing for none. */
/** What still hangs under an agent, in both languages: `1 个下级代理、2 个用户`, `1 sub-agent, 2 users`. */
function stillUnder(usage: { subAgents: number; customers: number; users: number }): Names {
  const counts = [[usage.subAgents, '个下级代理', 'sub-agent'], [usage.customers, '个客户', 'customer'], [usage.users, '个用户', 'user']] as const;
  const present = counts.filter(([n]) => n > 0);
  return {
    'zh-CN': present.map(([n, zh]) => `${n} ${zh}`).join('、'),
    'en-US': present.map(([n, , en]) => `${n} ${en}${n === 1 ? '' : 's'}`).join(', '),
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { agents, audit } = app.repos;

  /**
   * The rules of a save that read other rows: a live parent, no cycle, an existing rebate plan, and the
   * chain-sum rule (along any chain root to leaf the shares add up to at most FULL_BP). The caller has
   * locked the chain, so what is read here holds until commit.
   */
  async function checkPlacement(fields: AgentFields, id: number | null, tx: Executor) {
    const { parentId, shareBp, rebatePlanId } = fields;
    if (parentId !== null) {
      if (!(await agents.findById(parentId, tx))) throw invalid('/parentId', 'agent.noParent');
      if (id !== null && (await agents.inSubtree(parentId, id, tx))) {
        throw invalid('/parentId', 'agent.cycle');
      }
    }
    if (rebatePlanId !== null && !(await agents.lockPlan(rebatePlanId, tx))) {
      throw invalid('/rebatePlanId', 'agent.noPlan');
    }
    const above = parentId === null ? 0 : await agents.chainShare(parentId, tx);
    const below = id === null ? 0 : await agents.deepestShareBelow(id, tx);
    const total = above + shareBp + below;
    if (total > FULL_BP) {
      throw invalid('/shareBp', 'agent.shareChain', { full: rate(FULL_BP), above: rate(above), share: rate(shareBp), below: rate(below), total: rate(total) });
    }
  }

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
    async (request) => {
      const { fields: body, target } = splitSave(request.body);
      const fields: AgentFields = { ...body, contact: body.contact ?? '', remark: body.remark ?? '' };

      const saved = await app.db.transaction(async (tx) => {
        const sameCode = await agents.findByCode(fields.code, tx);
        if (sameCode && sameCode.id !== target?.id) throw conflict('agent.codeTaken');

        if (!target) {
          await agents.lockChain(fields.parentId, null, tx);
          await checkPlacement(fields, null, tx);
          const created = await agents.insert(fields, tx);
          await audit.record(actorOf(request), { action: 'agent.create', entity: 'agent', entityId: created.id, after: toAgent(created) }, tx);
          return created;
        }

        const { id, version } = target;
        await agents.lockChain(fields.parentId, id, tx);
        const before = await agents.findById(id, tx);
        if (!before) throw notFound('notFound.agent');
        // Refused before the other rules, so a stale form never gets advice about data it has not seen.
        if (before.version !== version) throw conflict('agent.stale');
        await checkPlacement(fields, id, tx);
        const after = await agents.update(id, version, fields, tx);
        if (!after) throw conflict('agent.stale');
        await audit.record(
          actorOf(request),
          { action: 'agent.update', entity: 'agent', entityId: id, before: toAgent(before), after: toAgent(after) },
          tx,
        );
        return after;
      });
      return ok(toAgent(saved));
    },
  );

  app.delete(
    '/agent/remove/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags: ['agents'], summary: 'Remove an agent without sub-agents, customers or users (kept for history)', params: IdParams, response: answers(Empty) },
    },
    async (request) => {
      const id = request.params.id;
      await app.db.transaction(async (tx) => {
        // The lock makes a concurrent save of a sub-agent or user under this agent wait, then see it gone.
        const before = await agents.findById(id, tx, 'update');
        if (!before) throw notFound('notFound.agent');
        const usage = await agents.usage(id, tx);
        if (usage.subAgents + usage.customers + usage.users > 0) throw conflict('agent.stillHas', { left: stillUnder(usage) });
        await agents.remove(id, tx);
        await audit.record(actorOf(request), { action: 'agent.remove', entity: 'agent', entityId: id, before: toAgent(before) }, tx);
      });
      return ok(null);
    },
  );
};
export default routes;
