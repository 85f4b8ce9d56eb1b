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

const ADMIN_ONLY = { access: ['Admin'] as const };
const STALE = 'This agent was changed by someone else; reload and try again';
/** "2 customers", "1 user"; nothing for none. */
const counted = (n: number, what: string) => (n === 0 ? '' : `${n} ${what}${n === 1 ? '' : 's'}`);

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
      if (!(await agents.findById(parentId, tx))) throw invalid('/parentId', 'No such parent agent');
      if (id !== null && (await agents.inSubtree(parentId, id, tx))) {
        throw invalid('/parentId', 'An agent cannot be placed under itself or its own downline');
      }
    }
    if (rebatePlanId !== null && !(await agents.lockPlan(rebatePlanId, tx))) {
      throw invalid('/rebatePlanId', 'No such plan');
    }
    const above = parentId === null ? 0 : await agents.chainShare(parentId, tx);
    const below = id === null ? 0 : await agents.deepestShareBelow(id, tx);
    const total = above + shareBp + below;
    if (total > FULL_BP) {
      throw invalid(
        '/shareBp',
        `Along a chain the shares add up to at most ${FULL_BP} bp: the agents above carry ${above}, this one ${shareBp} ` +
          `and the largest chain below ${below}, ${total} in all`,
      );
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
      if (!agent) throw notFound('Agent');
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
        if (sameCode && sameCode.id !== target?.id) throw conflict('This code is taken');

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
        if (!before) throw notFound('Agent');
        // Refused before the other rules, so a stale form never gets advice about data it has not seen.
        if (before.version !== version) throw conflict(STALE);
        await checkPlacement(fields, id, tx);
        const after = await agents.update(id, version, fields, tx);
        if (!after) throw conflict(STALE);
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
        if (!before) throw notFound('Agent');
        const usage = await agents.usage(id, tx);
        const left = [counted(usage.subAgents, 'sub-agent'), counted(usage.customers, 'customer'), counted(usage.users, 'user')].filter(Boolean);
        if (left.length > 0) throw conflict(`This agent still has ${left.join(', ')}; move or remove them first`);
        await agents.remove(id, tx);
        await audit.record(actorOf(request), { action: 'agent.remove', entity: 'agent', entityId: id, before: toAgent(before) }, tx);
      });
      return ok(null);
    },
  );
};
export default routes;
