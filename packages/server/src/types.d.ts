import type { Access } from '@drawdesk/contracts';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Repositories } from './repositories/index.js';
import type { Principal } from './repositories/sessions.js';
import type { CodeSender } from './auth/code-sender.js';
import type { NotifyHub } from './plugins/app/notify-hub.js';
import type { RegistryStore } from './lib/registry.js';
import type { JobWorker } from './jobs/worker.js';
import type { Draws } from './plugins/app/draws.js';
import type { Orders } from './plugins/app/orders.js';
import type { Analysis } from './plugins/app/analysis.js';
import type { Risk } from './plugins/app/risk.js';
import type { Agents } from './plugins/app/agents.js';
import type { Customers } from './plugins/app/customers.js';
import type { Users } from './plugins/app/users.js';
import type { Plans } from './plugins/app/plans.js';
import type { Ledger } from './plugins/app/ledger.js';
import type { Layoffs } from './plugins/app/layoffs.js';
import type { Statements } from './plugins/app/statements.js';
import type { SettlementService } from './settlement/service.js';
import type { LinkTokens } from './statements/link-token.js';
import type { StallGuard } from './plugins/app/stall-guard.js';

import type { FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    pool: pg.Pool;
    repos: Repositories;
    codeSender: CodeSender;
    registry: RegistryStore;
    notifyHub: NotifyHub;
    jobs: JobWorker;
    draws: Draws;
    orders: Orders;
    analysis: Analysis;
    risk: Risk;
    agents: Agents;
    customers: Customers;
    users: Users;
    plans: Plans;
    ledger: Ledger;
    layoffs: Layoffs;
    settlement: SettlementService;
    /** Signs and checks the statements' shared links. */
    linkTokens: LinkTokens;
    statements: Statements;
    /** How many times the event loop was held for more than 100 ms since start. */
    stallGuard: StallGuard;
    /** Every route with the access it declared and its schema: read by the access-table and input tests. */
    routeTable: { method: string; url: string; access: Access | undefined; schema: FastifySchema | undefined }[];
  }
  interface FastifyRequest {
    /** Set for every route that is not public; absent only on public routes. */
    principal?: Principal;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
