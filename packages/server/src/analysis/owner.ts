import type { Executor } from '../db/client.js';
import { forbidden, invalid } from '../lib/errors.js';
import type { AgentRepository } from '../repositories/agents.js';
import type { Principal } from '../repositories/sessions.js';

/**
 * Whose part of the book an analysis, a strategy or a lay-off is (null: the company's). An Admin may name
 * any live agent or none; a User acts for its own agent (the default) or one below it, never the company.
 */
export async function ownerFor(agents: AgentRepository, principal: Principal, asked: number | null | undefined, field: string, tx: Executor): Promise<number | null> {
  if (principal.role === 'Admin') {
    if (asked === undefined || asked === null) return null;
    if (!(await agents.findById(asked, tx))) throw invalid(field, 'user.noAgent');
    return asked;
  }
  if (principal.agentId === null) throw forbidden('access.noAgent');
  const agentId = asked === undefined ? principal.agentId : asked;
  if (agentId === null) throw forbidden('access.companyBook');
  if (!(await agents.inSubtree(agentId, principal.agentId, tx))) throw forbidden('access.agentOutside');
  return agentId;
}
