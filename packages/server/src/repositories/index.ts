import type { Database } from '../db/client.js';
import { agentRepository } from './agents.js';
import { auditRepository } from './audit.js';
import { eventRepository } from './events.js';
import { messageRepository } from './messages.js';
import { loginAttemptRepository } from './login-attempts.js';
import { sessionRepository } from './sessions.js';
import { userRepository } from './users.js';
import { verificationCodeRepository } from './verification-codes.js';

export function createRepositories(db: Database) {
  return {
    users: userRepository(db),
    agents: agentRepository(db),
    sessions: sessionRepository(db),
    audit: auditRepository(db),
    events: eventRepository(db),
    messages: messageRepository(db),
    loginAttempts: loginAttemptRepository(db),
    verificationCodes: verificationCodeRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
