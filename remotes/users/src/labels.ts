import type { ComponentProps } from 'react';
import type { Role, UserStatus } from '@drawdesk/contracts';
import type { Tag } from '@drawdesk/ui/tag';

/** Translation keys of the roles and statuses, and the statuses' tag colours; the compiler checks none is missing. */
export const ROLE_LABELS: Record<Role, string> = { Admin: 'users.role.Admin', User: 'users.role.User' };
export const STATUS_LABELS: Record<UserStatus, string> = {
  pending: 'users.status.pending',
  active: 'users.status.active',
  disabled: 'users.status.disabled',
};
export const STATUS_COLORS: Record<UserStatus, ComponentProps<typeof Tag>['color']> = { pending: 'orange', active: 'green', disabled: 'grey' };
