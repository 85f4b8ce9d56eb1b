import { useEffect, useState } from 'react';
import type { AgentOption, PlanOption } from '@drawdesk/contracts';
import { agentOptions, planOptions } from './customers-api.js';

export type References = { plans: PlanOption[]; agents: AgentOption[] };

/**
 * The plans and the agents a customer refers to (every agent for an Admin, its own subtree for a User),
 * for names and selects; read afresh when a page opens (they change in other remotes). A failed read
 * leaves its list empty: the server's toast says why, and ids show instead of names.
 */
export function useReferences(): References {
  const [references, setReferences] = useState<References>({ plans: [], agents: [] });
  useEffect(() => {
    let current = true;
    const none = () => [];
    void Promise.all([planOptions().catch(none), agentOptions().catch(none)]).then(([plans, agents]) => {
      if (current) setReferences({ plans, agents });
    });
    return () => {
      current = false;
    };
  }, []);
  return references;
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
