import fp from 'fastify-plugin';
import { agentService, type AgentService } from '../../agents/service.js';

export type Agents = { service: AgentService };

/** Agents: the tree's rules (placement, the chain-sum of shares, removal) in one service. */
export default fp(
  async function agents(app) {
    app.decorate('agents', { service: agentService(app.db, app.repos) } satisfies Agents);
  },
  { name: 'agents', dependencies: ['repositories'] },
);
