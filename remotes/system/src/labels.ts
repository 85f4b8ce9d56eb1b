import type { ComponentProps } from 'react';
import type { AgentStatus, Channel, CustomerStatus } from '@drawdesk/contracts';
import type { Tag } from '@drawdesk/ui/tag';

/** Translation keys of statuses, channels and audited entities, and the statuses' tag colours; the compiler checks none is missing. */
export const STATUS_LABELS: Record<AgentStatus | CustomerStatus, string> = { active: 'system.status.active', disabled: 'system.status.disabled' };
export const STATUS_COLORS: Record<AgentStatus | CustomerStatus, ComponentProps<typeof Tag>['color']> = { active: 'green', disabled: 'grey' };
export const CHANNEL_LABELS: Record<Channel, string> = {
  wechat: 'system.channel.wechat',
  telegram: 'system.channel.telegram',
  phone: 'system.channel.phone',
  'walk-in': 'system.channel.walkIn',
};
