import { hasStatus } from './has-status.js';

/**
 * After a failed update of `item`: the item as stored now when the failure is a 409 because someone
 * changed it since it was read (a stale version), else null (another refusal, told by its message).
 */
export async function storedIfChanged<T extends { version: number }>(error: unknown, item: T, reread: () => Promise<T>): Promise<T | null> {
  if (!hasStatus(error, 409)) return null;
  const stored = await reread().catch(() => null);
  return stored && stored.version !== item.version ? stored : null;
}
