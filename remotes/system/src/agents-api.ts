import type { Agent, AgentListQuery, AgentOption, AgentSave, AgentTreeRow, Customer, CustomerListQuery, PageOf, PlanOption } from '@drawdesk/contracts';
import { ApiError, api } from '@drawdesk/shell';

/**
 * The agents API. Saves, lists and reads are silent: the callers show their own messages (on fields, or an
 * error state). A refused removal and failed option lists come as the server's toast.
 */
export const listAgents = (query: AgentListQuery) => api().post<PageOf<Agent>>('/agent/list', query, { silent: true });
export const agentTree = () => api().get<AgentTreeRow[]>('/agent/tree', { silent: true });
export const getAgent = (id: number) => api().get<Agent>('/agent', { query: { id }, silent: true });
export const saveAgent = (body: AgentSave) => api().post<Agent>('/agent/save', body, { silent: true });
export const removeAgent = (id: number) => api().delete<null>(`/agent/remove/${id}`);
export const allAgents = () => api().get<AgentOption[]>('/agent/list-all');
export const allPlans = () => api().get<PlanOption[]>('/plan/list-all');
export const listCustomers = (query: CustomerListQuery) => api().post<PageOf<Customer>>('/customer/list', query, { silent: true });

/**
 * After a failed update of `agent`: the agent as stored now when the failure is a 409 because someone
 * changed it since it was read (stale version), else null (another refusal, such as a taken code).
 */
export async function changedSince(error: unknown, agent: Agent): Promise<Agent | null> {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const stored = await getAgent(agent.id).catch(() => null);
  return stored && stored.version !== agent.version ? stored : null;
}
