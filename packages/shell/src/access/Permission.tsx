import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { Role } from '@drawdesk/contracts';
import { roleAtom } from '../session/atoms.js';
import { isAllowed } from './is-allowed.js';

/** Whether the current role may see something guarded by `roles` (an empty list: everyone). */
export function usePermission(roles: readonly Role[]): boolean {
  return isAllowed(roles, useAtomValue(roleAtom));
}

/** Renders its children only for the listed roles; the element is removed, not hidden. */
export function Permission({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return usePermission(roles) ? <>{children}</> : null;
}
