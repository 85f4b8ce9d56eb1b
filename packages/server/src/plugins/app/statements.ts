import fp from 'fastify-plugin';
import { drawStatements } from '../../statements/draw-statement.js';
import { linkTokens, newLinkKey } from '../../statements/link-token.js';
import { statementLinks } from '../../statements/links.js';

const KEY_NAME = 'report-link-key';

export type Statements = {
  /** One customer's statement of one draw. */
  drawStatement: ReturnType<typeof drawStatements>;
  /** A stored shared link as the API shows it. */
  toLink: ReturnType<typeof statementLinks>;
};

/**
 * Statements' shared links: the signing key is made on first start and kept in the database, so every
 * instance signs and checks alike and links survive restarts. Rotating it (delete the row) voids them all.
 */
export default fp(
  async function statements(app) {
    const tokens = linkTokens(await app.repos.system.secret(KEY_NAME, newLinkKey));
    app.decorate('linkTokens', tokens);
    app.decorate('statements', { drawStatement: drawStatements(app.repos), toLink: statementLinks(tokens) } satisfies Statements);
  },
  { name: 'statements', dependencies: ['repositories'] },
);
