import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { registerAjvFormats, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { validatorCompiler } from './lib/validator.js';
import { registryStore } from './lib/registry.js';
import type { Config } from './config.js';
import { logCodeSender, type CodeSender } from './auth/code-sender.js';
import database from './plugins/external/db.js';
import rateLimit from './plugins/external/rate-limit.js';
import cors from './plugins/external/cors.js';
import swagger from './plugins/external/swagger.js';
import errorHandler, { send as sendError } from './plugins/app/error-handler.js';
import { say } from './i18n/say.js';
import repositories from './plugins/app/repositories.js';
import access from './plugins/app/access.js';
import inputBounds from './plugins/app/input-bounds.js';
import stallGuard from './plugins/app/stall-guard.js';
import securityHeaders from './plugins/app/security-headers.js';
import notifyHub, { HEARTBEAT_MS } from './plugins/app/notify-hub.js';
import jobs from './plugins/app/jobs.js';
import draws from './plugins/app/draws.js';
import orders from './plugins/app/orders.js';
import analysis from './plugins/app/analysis.js';
import risk from './plugins/app/risk.js';
import settlement from './plugins/app/settlement.js';
import statements from './plugins/app/statements.js';
import agents from './plugins/app/agents.js';
import customers from './plugins/app/customers.js';
import users from './plugins/app/users.js';
import plans from './plugins/app/plans.js';
import ledger from './plugins/app/ledger.js';
import layoffs from './plugins/app/layoffs.js';
import statementRoutes from './routes/statement.js';
import reportRoutes from './routes/report.js';
import type { WorkerTiming } from './jobs/worker.js';
import healthRoutes from './routes/health.js';
import sessionRoutes from './routes/user/session.js';
import accountRoutes from './routes/user/account.js';
import userAdminRoutes from './routes/user/admin.js';
import agentRoutes from './routes/agent.js';
import auditRoutes from './routes/audit.js';
import notifyRoutes from './routes/notify.js';
import messageRoutes from './routes/message.js';
import planRoutes from './routes/plan.js';
import marketRoutes from './routes/lottery/markets.js';
import jobRoutes from './routes/job.js';
import drawRoutes from './routes/lottery/draws.js';
import settlementRoutes from './routes/lottery/settlement.js';
import registryRoutes from './routes/registry.js';
import consoleRoutes from './routes/console.js';
import customerRoutes from './routes/customer.js';
import customerReadingRoutes from './routes/customer-reading.js';
import orderRoutes from './routes/order.js';
import ledgerRoutes from './routes/ledger.js';
import bookSettingRoutes from './routes/book-setting.js';
import analysisRoutes from './routes/analysis.js';
import layoffRoutes from './routes/layoff.js';
import riskRoutes from './routes/risk.js';
import dashboardRoutes from './routes/dashboard.js';
import visualizationRoutes from './routes/visualization.js';

export const VERSION = '1.0.0';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** A caller's x-request-id is kept only when short and plain, so it cannot forge log lines. */
const requestId = (request: { headers: Record<string, string | string[] | undefined> }) => {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

export type AppOptions = {
  config: Config;
  databaseUrl: string;
  codeSender?: CodeSender;
  logger?: FastifyServerOptions['logger'];
  /** How often a live stream gets a keep-alive comment (docs/api.md#the-live-stream: every 10 s). */
  heartbeatMs?: number;
  /** Job worker timing (tests shorten it). */
  jobTiming?: Partial<WorkerTiming>;
  /** Keep draws created ahead from the lottery calendars (a job); default on. */
  drawCalendar?: boolean;
};

registerAjvFormats();

/** The application: external plugins, then app plugins, then routes (the server entry only starts it). */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Slow senders are cut off: the whole request within requestTimeoutMs, its headers within 10 s
    // (or the request timeout if shorter), checked every second; idle keep-alive sockets close after 5 s.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    http: { headersTimeout: Math.min(10_000, config.requestTimeoutMs), connectionsCheckingInterval: 1_000 },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestId,
    // A URL that cannot be decoded (`/%ff`) or routed is refused before any plugin runs: still an envelope.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 'VALIDATION_FAILED', say('request.malformed')),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // The API speaks JSON only: any other body type is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('registry', registryStore(config.registryFile, (error) => app.log.error({ err: error }, 'remote registry unreadable; keeping the last good one')));
  app.decorate('codeSender', options.codeSender ?? logCodeSender(app.log));

  // The order the README states. The error handler first: every route registered after it answers in the envelope.
  await app.register(errorHandler);
  // External plugins. The rate limit before access: a bad token is counted before it costs a session lookup.
  await app.register(database, { databaseUrl: options.databaseUrl });
  await app.register(cors, { origins: config.corsOrigins });
  await app.register(rateLimit, { perMinute: config.rateLimitPerMinute });
  // App plugins: access and input bounds check every route registered after them.
  await app.register(repositories);
  await app.register(access);
  await app.register(inputBounds);
  await app.register(stallGuard);
  await app.register(securityHeaders);
  await app.register(notifyHub, { databaseUrl: options.databaseUrl, heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS });
  await app.register(jobs, { databaseUrl: options.databaseUrl, timing: options.jobTiming });
  await app.register(draws, { calendar: options.drawCalendar ?? true });
  await app.register(orders);
  await app.register(analysis);
  await app.register(risk);
  await app.register(settlement);
  await app.register(statements);
  await app.register(agents);
  await app.register(customers);
  await app.register(users);
  await app.register(plans);
  await app.register(ledger);
  await app.register(layoffs);
  // The docs last among plugins, so their routes are declared public and bound-checked like any other.
  await app.register(swagger, { version: VERSION });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: VERSION });
      await api.register(sessionRoutes);
      await api.register(accountRoutes);
      await api.register(userAdminRoutes);
      await api.register(agentRoutes);
      await api.register(auditRoutes);
      await api.register(notifyRoutes);
      await api.register(messageRoutes);
      await api.register(customerRoutes);
      await api.register(customerReadingRoutes);
      await api.register(planRoutes);
      await api.register(marketRoutes);
      await api.register(drawRoutes);
      await api.register(settlementRoutes);
      await api.register(jobRoutes);
      await api.register(orderRoutes);
      await api.register(ledgerRoutes);
      await api.register(bookSettingRoutes);
      await api.register(analysisRoutes);
      await api.register(layoffRoutes);
      await api.register(riskRoutes);
      await api.register(statementRoutes);
      await api.register(reportRoutes);
      await api.register(dashboardRoutes);
      await api.register(visualizationRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(registryRoutes);
  await app.register(consoleRoutes, { root: config.consoleDir, remotesDir: config.remotesDir, staticRoot: config.staticRoot });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
