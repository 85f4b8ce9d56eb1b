import { type Agent, agentList, type AgentListQuery, agentRead, agentRemove, agentSave, type AgentSave, agentTree as agentTreeEndpoint, customerList, type CustomerListQuery } from '@drawdesk/contracts';
import { api, lookups, storedIfChanged } from '@drawdesk/shell';

/**
 * The agents API. Saves, lists and reads are silent: the callers show their own messages (on fields, or an
 * error state). A refused removal and failed option lists come as the server's toast.
 */
export const listAgents = (query: AgentListQuery) => api().call(agentList, query, { silent: true });
export const agentTree = () => api().call(agentTreeEndpoint, undefined, { silent: true });
export const getAgent = (id: number) => api().call(agentRead, { id }, { silent: true });
export const listCustomers = (query: CustomerListQuery) => api().call(customerList, query, { silent: true });

/** A save or removal invalidates `lookups.agents`: every page showing agents (here and in other remotes) reloads. */
export const saveAgent = (body: AgentSave) => lookups.agents.after(api().call(agentSave, body, { silent: true }));
export const removeAgent = (id: number) => lookups.agents.after(api().call(agentRemove, undefined, { params: { id } }));

/** After a failed update of `agent`: the agent as stored now if someone changed it since it was read, else null. */
export const changedSince = (error: unknown, agent: Agent) => storedIfChanged(error, agent, () => getAgent(agent.id));
