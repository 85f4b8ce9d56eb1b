import fp from 'fastify-plugin';
import { createDatabase, sizePool } from '../../db/client.js';
import { applyMigrations } from '../../db/migrate.js';

/** The PostgreSQL pool (sized from the database's max_connections, and its cores when it runs on this machine) and Drizzle on it; migrations are applied before anything else uses it. */
export default fp(
  async function database(app, options: { databaseUrl: string }) {
    const { db, pool } = createDatabase(options.databaseUrl);
    app.addHook('onClose', async () => {
      if (!pool.ended) await pool.end();
    });
    await applyMigrations(pool);
    app.log.info({ poolSize: await sizePool(pool, options.databaseUrl) }, 'database pool sized from the database');
    app.decorate('db', db);
    app.decorate('pool', pool);
  },
  { name: 'db' },
);
