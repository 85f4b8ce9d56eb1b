import type { ComponentProps } from 'react';
import type { OrderSource, OrderStatus } from '@drawdesk/contracts';
import type { Tag } from '@drawdesk/ui/tag';

/** Translation keys of the order statuses, sources and lotteries, and the statuses' tag colours; the compiler checks none is missing. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'orders.status.pending',
  accepted: 'orders.status.accepted',
  rejected: 'orders.status.rejected',
  cancelled: 'orders.status.cancelled',
  settled: 'orders.status.settled',
};
export const STATUS_COLORS: Record<OrderStatus, ComponentProps<typeof Tag>['color']> = {
  pending: 'orange',
  accepted: 'green',
  rejected: 'red',
  cancelled: 'grey',
  settled: 'violet',
};
export const SOURCE_LABELS: Record<OrderSource, string> = { form: 'orders.source.form', text: 'orders.source.text', api: 'orders.source.api' };
// The lotteries' names are the shell's shared strings; re-exported for the order form's files.
export { LOTTERY_LABELS } from '@drawdesk/shell';
