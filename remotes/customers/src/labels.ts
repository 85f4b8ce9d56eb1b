import type { ComponentProps } from 'react';
import type { Channel, CustomerStatus, GameCode } from '@drawdesk/contracts';
import type { Tag } from '@drawdesk/ui/tag';

type TagColor = ComponentProps<typeof Tag>['color'];

/** Translation keys of the channels and statuses, and their tag colours; the compiler checks none is missing. */
export const CHANNEL_LABELS: Record<Channel, string> = {
  wechat: 'customers.channel.wechat',
  telegram: 'customers.channel.telegram',
  phone: 'customers.channel.phone',
  'walk-in': 'customers.channel.walk-in',
};
export const CHANNEL_COLORS: Record<Channel, TagColor> = { wechat: 'green', telegram: 'light-blue', phone: 'orange', 'walk-in': 'violet' };
export const STATUS_LABELS: Record<CustomerStatus, string> = { active: 'customers.status.active', disabled: 'customers.status.disabled' };
export const STATUS_COLORS: Record<CustomerStatus, TagColor> = { active: 'green', disabled: 'grey' };
export const GAME_LABELS: Record<GameCode, string> = { MARK6: 'customers.game.MARK6', PICK3: 'customers.game.PICK3' };
