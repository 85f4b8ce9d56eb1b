import type { Agent, AgentListQuery, AgentOption, AgentSave, AgentTreeRow, Customer, CustomerListQuery, PageOf, PlanOption } from '@drawdesk/contracts';
import { api, cachedLookup, invalidateLookup, storedIfChanged, watchLookup } from '@drawdesk/shell';

const LIST_ALL = '/agent/list-all';

/**
 * The agents API. Saves, lists and reads are silent: the callers show their own messages (on fields, or an
 * error state). A refused removal and failed option lists come as the server's toast.
 */
export const listAgents = (query: AgentListQuery) => api().post<PageOf<Agent>>('/agent/list', query, { silent: true });
export const agentTree = () => api().get<AgentTreeRow[]>('/agent/tree', { silent: true });
export const getAgent = (id: number) => api().get<Agent>('/agent', { query: { id }, silent: true });
export const allPlans = () => api().get<PlanOption[]>('/plan/list-all');
export const listCustomers = (query: CustomerListQuery) => api().post<PageOf<Customer>>('/customer/list', query, { silent: true });

/** Every agent (for selects), cached until an agent is saved or removed in this console. */
export const allAgents = () => cachedLookup(LIST_ALL, () => api().get<AgentOption[]>(LIST_ALL));

/** Calls `listener` after every save or removal of an agent in this console, and on `refreshAgents`; returns the unsubscribe. */
export const onAgentsChanged = (listener: () => void) => watchLookup(LIST_ALL, listener);

/** Reads the agents afresh (changed by someone else): the cached options go, and every page showing agents reloads. */
export const refreshAgents = () => invalidateLookup(LIST_ALL);

export async function saveAgent(body: AgentSave): Promise<Agent> {
  const saved = await api().post<Agent>('/agent/save', body, { silent: true });
  invalidateLookup(LIST_ALL);
  return saved;
}

export async function removeAgent(id: number): Promise<void> {
  await api().delete<null>(`/agent/remove/${id}`);
  invalidateLookup(LIST_ALL);
}

/** After a failed update of `agent`: the agent as stored now if someone changed it since it was read, else null. */
export const changedSince = (error: unknown, agent: Agent) => storedIfChanged(error, agent, () => getAgent(agent.id));
