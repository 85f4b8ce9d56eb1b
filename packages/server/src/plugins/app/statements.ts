import fp from 'fastify-plugin';
import { linkTokens, newLinkKey } from '../../statements/link-token.js';

const KEY_NAME = 'report-link-key';

/**
 * Statements' shared links: the signing key is made on first start and kept in the database, so every
 * instance signs and checks alike and links survive restarts. Rotating it (delete the row) voids them all.
 */
export default fp(
  async function statements(app) {
    app.decorate('linkTokens', linkTokens(await app.repos.system.secret(KEY_NAME, newLinkKey)));
  },
  { name: 'statements', dependencies: ['repositories'] },
);
