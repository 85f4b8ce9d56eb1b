import fp from 'fastify-plugin';
import { parties, type Parties } from '../../ledger/party.js';
import { ledgerService, type LedgerService } from '../../ledger/service.js';

export type Ledger = { service: LedgerService; parties: Parties };

/** The ledger's service, and the parties a caller may name (read by statements and exports too). */
export default fp(
  async function ledger(app) {
    const named = parties(app.db, app.repos);
    app.decorate('ledger', { service: ledgerService(app.db, app.repos, named), parties: named } satisfies Ledger);
  },
  { name: 'ledger', dependencies: ['repositories'] },
);
