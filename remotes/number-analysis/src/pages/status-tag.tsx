import { useTranslation } from 'react-i18next';
import { useWords } from '@drawdesk/shell';
import type { Analysis } from '@drawdesk/contracts';
import { Tag } from '@drawdesk/ui/tag';
import { Tooltip } from '@drawdesk/ui/tooltip';
import { STATUS_COLORS, STATUS_LABELS } from '../labels.js';

/** A run's status as a tag; a failed one shows its error on hover (and the detail page in full). */
export function StatusTag({ analysis }: { analysis: Pick<Analysis, 'status' | 'error'> }) {
  const { t } = useTranslation();
  const words = useWords();
  const tag = (
    <Tag color={STATUS_COLORS[analysis.status]} data-status={analysis.status}>
      {t(STATUS_LABELS[analysis.status])}
    </Tag>
  );
  return analysis.status === 'failed' && analysis.error ? <Tooltip content={words.text(analysis.error)}>{tag}</Tooltip> : tag;
}
