import fp from 'fastify-plugin';
import { userService, type UserService } from '../../users/service.js';

export type Users = { service: UserService };

/** Users as an Admin keeps them: the save and removal rules in one service. */
export default fp(
  async function users(app) {
    app.decorate('users', { service: userService(app.db, app.repos) } satisfies Users);
  },
  { name: 'users', dependencies: ['repositories'] },
);
