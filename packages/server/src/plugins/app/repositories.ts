import fp from 'fastify-plugin';
import { createRepositories } from '../../repositories/index.js';

export default fp(
  async function repositories(app) {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
