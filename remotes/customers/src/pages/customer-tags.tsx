import { useTranslation } from 'react-i18next';
import type { Channel, CustomerStatus } from '@drawdesk/contracts';
import { Space } from '@drawdesk/ui/space';
import { Tag } from '@drawdesk/ui/tag';
import { CHANNEL_COLORS, CHANNEL_LABELS, STATUS_COLORS, STATUS_LABELS } from '../labels.js';

export function ChannelTag({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return <Tag color={CHANNEL_COLORS[channel]}>{t(CHANNEL_LABELS[channel])}</Tag>;
}

export function StatusTag({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag>;
}

/** The operator's own tags of a customer (VIP, 老客...), or '-' when it has none. */
export function CustomerTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <>-</>;
  return (
    <Space spacing={4} wrap>
      {tags.map((tag) => (
        <Tag key={tag} type="ghost">
          {tag}
        </Tag>
      ))}
    </Space>
  );
}
