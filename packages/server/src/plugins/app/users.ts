import fp from 'fastify-plugin';
import { accountService, type AccountService } from '../../users/account.js';
import { userService, type UserService } from '../../users/service.js';

export type Users = { service: UserService; account: AccountService };

/** Users as an Admin keeps them (the save and removal rules), and one's own account (codes, registering, password, profile). */
export default fp(
  async function users(app) {
    app.decorate('users', { service: userService(app.db, app.repos), account: accountService(app.db, app.repos, app.codeSender) } satisfies Users);
  },
  { name: 'users', dependencies: ['repositories'] },
);
