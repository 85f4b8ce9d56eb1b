import { LINK_DAYS, type StatementLink } from '@drawdesk/contracts';
import type { Tag } from '@drawdesk/ui/tag';
import type { ComponentProps } from 'react';

type TagColor = ComponentProps<typeof Tag>['color'];

/** The address to send: the server gives the console's path (`/report?token=…`), the console its own origin. */
export function shareUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** The days a new link lasts, from what was typed: a whole number within LINK_DAYS, else null. */
export function linkDaysOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days >= LINK_DAYS.min && days <= LINK_DAYS.max ? days : null;
}

export const LINK_STATE_LABELS: Record<StatementLink['state'], string> = {
  active: 'customers.links.state.active',
  expired: 'customers.links.state.expired',
  revoked: 'customers.links.state.revoked',
};
export const LINK_STATE_COLORS: Record<StatementLink['state'], TagColor> = { active: 'green', expired: 'grey', revoked: 'red' };

/** Only a link still open can be revoked (an expired one already shows nothing). */
export const mayRevoke = (link: Pick<StatementLink, 'state'>) => link.state === 'active';
