import { FULL_BP, type AgentSave } from '@drawdesk/contracts';
import { formatRate as rate } from '@drawdesk/shell/words';
import type { Database, Executor } from '../db/client.js';
import { conflict, invalid, notFound } from '../lib/errors.js';
import { splitSave } from '../lib/save-target.js';
import { auditedSaves } from '../lib/audited-save.js';
import { toAgent, type AgentFields } from '../repositories/agents.js';
import type { Actor } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';
import { stillUnder } from './still-under.js';

/**
 * Agents (docs/domain/parties.md): the tree of the book, with the chain-sum rule on shares. Every change
 * locks the chain it touches, so the rules read here hold until commit.
 */
export function agentService(db: Database, { agents, audit }: Pick<Repositories, 'agents' | 'audit'>) {
  const saves = auditedSaves(audit);

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

  return {
    /** Creates (no id) or updates (id + version) an agent, with its audit entry. */
    async save(body: AgentSave, actor: Actor) {
      const { fields: given, target } = splitSave(body);
      const fields: AgentFields = { ...given, contact: given.contact ?? '', remark: given.remark ?? '' };
      return db.transaction(async (tx) => {
        const sameCode = await agents.findByCode(fields.code, tx);
        if (sameCode && sameCode.id !== target?.id) throw conflict('agent.codeTaken');

        if (!target) {
          await agents.lockChain(fields.parentId, null, tx);
          await checkPlacement(fields, null, tx);
          return saves.create({ entity: 'agent', actor, row: await agents.insert(fields, tx), view: toAgent }, tx);
        }

        const { id, version } = target;
        return saves.update(
          {
            entity: 'agent',
            id,
            actor,
            load: async () => {
              await agents.lockChain(fields.parentId, id, tx);
              return agents.findById(id, tx);
            },
            versionFirst: version,
            check: () => checkPlacement(fields, id, tx),
            write: () => agents.update(id, version, fields, tx),
            view: toAgent,
          },
          tx,
        );
      });
    },

    /** Removes an agent without sub-agents, customers or users; it stays for history. */
    async remove(id: number, actor: Actor) {
      return db.transaction(async (tx) => {
        // The lock makes a concurrent save of a sub-agent or user under this agent wait, then see it gone.
        const before = await agents.findById(id, tx, 'update');
        if (!before) throw notFound('notFound.agent');
        const usage = await agents.usage(id, tx);
        if (usage.subAgents + usage.customers + usage.users > 0) throw conflict('agent.stillHas', { left: stillUnder(usage) });
        await agents.remove(id, tx);
        await audit.record(actor, { action: 'agent.remove', entity: 'agent', entityId: id, before: toAgent(before) }, tx);
      });
    },
  };
}
export type AgentService = ReturnType<typeof agentService>;
