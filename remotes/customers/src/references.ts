import type { AgentOption, PlanOption } from '@drawdesk/contracts';
import { lookups, useLookup } from '@drawdesk/shell';

export type References = { plans: PlanOption[]; agents: AgentOption[] };

/**
 * The plans and the agents a customer refers to (every agent for an Admin, its own subtree for a User),
 * for names and selects: the console's lookups, read again when changed in any remote. A failed read
 * leaves its list empty: the server's toast says why, and ids show instead of names.
 */
// One empty list, so a page's memos see no change before the lookups answer.
const NONE: never[] = [];

export function useReferences(): References {
  return { plans: useLookup(lookups.plans) ?? NONE, agents: useLookup(lookups.agents) ?? NONE };
}

/** `HN-GZ 广州代理`. */
export const agentText = (agent: AgentOption) => `${agent.code} ${agent.name}`;

/** The agent's text, or `#7` for an agent the caller cannot list (a removed one, or a failed read). */
export function agentLabel(agents: readonly AgentOption[], id: number): string {
  const agent = agents.find((a) => a.id === id);
  return agent ? agentText(agent) : `#${id}`;
}

export const planOf = (plans: readonly PlanOption[], id: number) => plans.find((p) => p.id === id);

/** `六合彩 A 盘`, or `#3` before the plans are read. */
export const planLabel = (plans: readonly PlanOption[], id: number) => planOf(plans, id)?.name ?? `#${id}`;
