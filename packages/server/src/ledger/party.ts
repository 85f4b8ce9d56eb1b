import type { Database, Executor } from '../db/client.js';
import { invalid, notFound } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';
import { scopeOf } from '../repositories/scope.js';
import type { Principal } from '../repositories/sessions.js';

export type PartyRef = { customerId?: number | undefined; agentId?: number | undefined };
export type ResolvedParty =
  | { kind: 'customer'; party: { customerId: number }; id: number; code: string; name: string }
  | { kind: 'agent'; party: { agentId: number }; id: number; code: string; name: string };

/** Exactly one of customerId and agentId names the party; both or neither is a 400. */
export function oneParty(ref: PartyRef): { customerId: number } | { agentId: number } {
  if (ref.customerId !== undefined && ref.agentId !== undefined) throw invalid('/agentId', 'ledger.partyOne');
  if (ref.customerId !== undefined) return { customerId: ref.customerId };
  if (ref.agentId !== undefined) return { agentId: ref.agentId };
  throw invalid('/customerId', 'ledger.partyNeeded');
}

/** The parties a caller may name, in its scope: what the ledger, statements and their exports read. */
export function parties(db: Database, { agents, customers }: Pick<Repositories, 'agents' | 'customers'>) {
  /** A customer in the caller's scope (locked when a write counts on it); outside it is the same 404 as missing. */
  async function customerInScope(principal: Principal, id: number, tx: Executor = db, lock = false) {
    const customer = await customers.scoped(scopeOf(principal)).findById(id, tx, lock);
    if (!customer) throw notFound('notFound.customer');
    return customer;
  }

  /**
   * The party a request names, in the caller's scope: a customer of its subtree, or an agent of it
   * (an Admin: any). Outside the scope it is the same 404 as missing. `lock` holds a customer's row
   * when a write counts on it.
   */
  async function partyOf(principal: Principal, ref: PartyRef, tx: Executor = db, lock = false): Promise<ResolvedParty> {
    const named = oneParty(ref);
    if ('customerId' in named) {
      const customer = await customerInScope(principal, named.customerId, tx, lock);
      return { kind: 'customer', party: named, id: customer.id, code: customer.code, name: customer.name };
    }
    const agent = (await agents.listAll(scopeOf(principal), tx)).find((a) => a.id === named.agentId);
    if (!agent) throw notFound('notFound.agent');
    return { kind: 'agent', party: named, id: agent.id, code: agent.code, name: agent.name };
  }

  return { partyOf, customerInScope };
}
export type Parties = ReturnType<typeof parties>;
