import fp from 'fastify-plugin';
import { accountService, type AccountService } from '../../users/account.js';
import { sessionService, type SessionService } from '../../users/session.js';
import { userService, type UserService } from '../../users/service.js';

export type Users = { service: UserService; account: AccountService; session: SessionService };

/** Users as an Admin keeps them (the save and removal rules), one's own account (codes, registering, password, profile) and logging in. */
export default fp(
  async function users(app) {
    app.decorate('users', {
      service: userService(app.db, app.repos),
      account: accountService(app.db, app.repos, app.codeSender),
      session: sessionService(app.db, app.repos, app.config.tokenTtlMinutes),
    } satisfies Users);
  },
  { name: 'users', dependencies: ['repositories'] },
);
