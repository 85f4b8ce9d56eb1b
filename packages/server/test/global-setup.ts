import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { applyMigrations } from '../src/db/migrate.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** A connection that may CREATE DATABASE: the embedded cluster's, or DATABASE_URL. */
    pgAdminUrl: string;
    /** A migrated database that every test file copies (CREATE DATABASE ... TEMPLATE). */
    templateDb: string;
    /** Test databases are named with this prefix, so teardown finds every one. */
    testDbPrefix: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/**
 * The run's own cluster is thrown away at the end, so it need not survive a power cut: no flush to disk at
 * each commit (about 5 ms each on this machine's disk, thousands of commits) and no full pages in the WAL.
 * A process killed in a test (the server, even PostgreSQL) loses nothing by it: the writes still reach the
 * kernel. Never done to a DATABASE_URL cluster, which is not ours.
 */
async function skipFlushes(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('ALTER SYSTEM SET fsync = off');
    await client.query('ALTER SYSTEM SET full_page_writes = off');
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
}

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL when set), one migrated
 * template in it; each test file then gets its own copy in milliseconds.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-test-'));
    fs.chmodSync(tempDir, 0o755);
    embedded = await startEmbeddedPostgres(tempDir, 'drawdesk', () => undefined);
    adminUrl = embedded.adminUrl;
    await skipFlushes(adminUrl);
  }
  // Named per project too: each project of the run (vitest.config.ts) has its own setup and teardown.
  const run = `${process.pid}_${project.name.replace(/\W/g, '_')}`;
  const templateDb = `drawdesk_template_${run}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, templateDb) });
  await applyMigrations(pool);
  await pool.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('testDbPrefix', `drawdesk_test_${run}_`);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`drawdesk_test_${run}_%`, templateDb],
    );
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
export { withDatabase };
