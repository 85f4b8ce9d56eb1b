import type { Executor } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import type { ChainLink } from './lines.js';

/**
 * The agent chain of a customer's agent, nearest first, with each agent's rebate per play from its
 * rebate plan (none: 0): what every order line snapshots (docs/domain/orders.md#taking-an-order). The order service and the demo
 * book price lines with it.
 */
export async function chainOf(repos: Pick<Repositories, 'agents' | 'plans'>, agentId: number, tx: Executor): Promise<ChainLink[]> {
  const links = await repos.agents.chainOf(agentId, tx);
  const rebatePlans = new Map<number, Map<string, number>>();
  for (const { rebatePlanId } of links) {
    if (rebatePlanId === null || rebatePlans.has(rebatePlanId)) continue;
    const plan = await repos.plans.findById(rebatePlanId, tx);
    rebatePlans.set(rebatePlanId, new Map((plan?.rows ?? []).map((row) => [row.play, row.rebateBp])));
  }
  return links.map((link) => ({ agentId: link.agentId, shareBp: link.shareBp, rebates: rebatePlans.get(link.rebatePlanId ?? -1) ?? new Map() }));
}
