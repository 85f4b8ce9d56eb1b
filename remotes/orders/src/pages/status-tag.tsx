import { useTranslation } from 'react-i18next';
import type { Order } from '@drawdesk/contracts';
import { useWords } from '@drawdesk/shell';
import { Tag } from '@drawdesk/ui/tag';
import { STATUS_COLORS, STATUS_LABELS } from '../labels.js';

/** An order's status as a tag (a pending one reads as waiting for confirmation); a series waiting for renewal says so too. */
export function StatusTag({ order }: { order: Pick<Order, 'status' | 'renewal' | 'reason'> }) {
  const { t } = useTranslation();
  const words = useWords();
  return (
    <span title={words.text(order.reason) || undefined}>
      <Tag color={STATUS_COLORS[order.status]} data-status={order.status}>
        {t(STATUS_LABELS[order.status])}
      </Tag>
      {order.renewal === 'pending' && (
        <Tag color="amber" data-renewal="pending" style={{ marginLeft: 4 }}>
          {t('orders.renewal.pending')}
        </Tag>
      )}
    </span>
  );
}
