import { randomBytes } from 'node:crypto';
import { lockForTransaction } from '../db/locks.js';
import type { App } from '../app.js';
import { hashPassword } from '../auth/passwords.js';

export const FIRST_ADMIN = 'admin';

/**
 * On an empty database, creates the first Admin with ADMIN_PASSWORD or a random password
 * that is returned so the entry can print it once. Later starts create nothing.
 */
export async function ensureFirstAdmin(app: App, configured: string | undefined) {
  const password = configured ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  return app.db.transaction(async (tx) => {
    // Two instances starting on one empty database must not both create it.
    await lockForTransaction(tx, 'firstAdmin');
    if ((await app.repos.users.count(tx)) > 0) return null;
    const user = await app.repos.users.insert(
      { username: FIRST_ADMIN, passwordHash, name: 'Administrator', nickName: 'Admin', role: 'Admin', status: 'active' },
      tx,
    );
    await app.repos.audit.record(
      { id: null, name: 'system', requestId: 'startup', address: 'local' },
      { action: 'user.create', entity: 'user', entityId: user.id, after: { username: user.username, role: user.role }, reason: 'first start' },
      tx,
    );
    return { username: FIRST_ADMIN, password, generated: configured === undefined };
  });
}
