import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { linkTokens, newLinkKey } from '../../statements/link-token.js';

const KEY_NAME = 'report-link-key';

/**
 * Statements' shared links: the signing key is made on first start and kept in the database, so every
 * instance signs and checks alike and links survive restarts. Rotating it (delete the row) voids them all.
 */
export default fp(
  async function statements(app) {
    await app.db.execute(sql`INSERT INTO server_secrets (name, value) VALUES (${KEY_NAME}, ${newLinkKey()}) ON CONFLICT (name) DO NOTHING`);
    const { rows } = await app.db.execute<{ value: string }>(sql`SELECT value FROM server_secrets WHERE name = ${KEY_NAME}`);
    app.decorate('linkTokens', linkTokens(rows[0]!.value));
  },
  { name: 'statements', dependencies: ['repositories'] },
);
