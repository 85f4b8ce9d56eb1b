import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.js';
import { seedDemoBook } from './demo/seed-demo.js';
import { ensureFirstAdmin } from './lib/first-admin.js';
import { loadRegistry } from './lib/registry.js';

/** Server entry: configuration, the database, the app, the banner, and a clean stop. */
async function main() {
  const config = loadConfig();
  // A broken registry stops the start with the reason, before anything else runs.
  loadRegistry(config.registryFile);
  // Filled in as start-up proceeds, so a stop at any moment closes what exists.
  const running: { app?: App; embedded?: EmbeddedPostgres } = {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping DrawDesk`);
    await running.app?.close().catch((error: unknown) => console.error(error));
    await running.embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // When whatever started us (pnpm, a shell, a test) goes away without passing the signal on, stop too.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void stop('parent exited'), 1000).unref();

  if (!config.databaseUrl) {
    console.log(`Starting the embedded PostgreSQL in ${config.dataDir}`);
    running.embedded = await startEmbeddedPostgres(config.dataDir, 'drawdesk', (line) => console.log(`[postgres] ${line}`));
  }
  const app = await buildApp({ config, databaseUrl: config.databaseUrl ?? running.embedded!.url });
  running.app = app;
  const admin = await ensureFirstAdmin(app, config.adminPassword);
  const demo = config.demoData ? await seedDemoBook(app) : null;
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const lines = [
    '',
    `DrawDesk is running at ${url}`,
    `  API docs:  ${url}/api/docs`,
    `  Database:  ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`}`,
  ];
  if (demo) lines.push(`  Demo book written (DEMO_DATA=0 to skip): ${demo.agents} agents, ${demo.plans} plans, ${demo.customers} customers, ${demo.pastDraws} past draws (${demo.settledDraws} settled with ${demo.settledOrders} orders), ${demo.nextDraws} next draws, ${demo.orders} orders on the open draws (${demo.autoLayoffs} automatic lay-offs)`);
  if (admin) {
    lines.push(`  First Admin created: username "${admin.username}", password "${admin.password}"`);
    if (admin.generated) lines.push('  (random password, shown only this once: write it down, or set ADMIN_PASSWORD before the first start)');
  } else {
    lines.push('  Log in with your existing accounts (the first Admin is "admin").');
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof EmbeddedPostgresError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
