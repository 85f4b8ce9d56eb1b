import type { Role } from '@drawdesk/contracts';

/**
 * The one permission rule of the console: an empty list hides nothing, otherwise the
 * current role must be listed. A missing or malformed list is a programming error.
 * (Only a convenience: the server enforces every rule again.)
 */
export function isAllowed(roles: unknown, role: Role | undefined): boolean {
  if (!Array.isArray(roles)) {
    throw new Error(`<Permission> needs a list of roles, for example roles={['Admin', 'User']}; got ${JSON.stringify(roles)}`);
  }
  if (roles.length === 0) return true;
  return role !== undefined && roles.includes(role);
}
