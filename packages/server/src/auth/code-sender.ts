import type { FastifyBaseLogger } from 'fastify';

/** Delivers a verification code to a phone number: SMS in production, the server log by default. */
export type CodeSender = { send(phoneNumber: string, code: string): Promise<void> };

export const logCodeSender = (log: FastifyBaseLogger): CodeSender => ({
  async send(phoneNumber, code) {
    log.warn({ phoneNumber, code }, `verification code for ${phoneNumber}: ${code} (no SMS sender configured: codes go to this log)`);
  },
});
