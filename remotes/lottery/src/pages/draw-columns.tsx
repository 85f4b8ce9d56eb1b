import { useTranslation } from 'react-i18next';
import type { Draw, DrawListQuery, DrawStatus, LotteryCode } from '@drawdesk/contracts';
import { formatDateTime, LOTTERY_LABELS, optionsOf } from '@drawdesk/shell';
import { periodFields, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { Tag } from '@drawdesk/ui/tag';
import { STAGE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../labels.js';
import { ResultView } from './balls.js';

export type DrawQuery = Pick<DrawListQuery, 'lottery' | 'status' | 'stage' | 'from' | 'to' | 'sort' | 'order'>;

const time = (iso: string) => formatDateTime(iso);

/** The draws table: issue, lottery, its three times, the status as a tag (a void one tells its reason), the result as balls or digits. */
export function useDrawColumns(): ListColumn<Draw>[] {
  const { t } = useTranslation();
  return [
    { key: 'issue', title: t('lottery.column.issue'), sortable: true },
    { key: 'lottery', title: t('lottery.column.lottery'), render: (code: LotteryCode) => t(LOTTERY_LABELS[code]) },
    { key: 'opensAt', title: t('lottery.column.opensAt'), render: time },
    { key: 'closesAt', title: t('lottery.column.closesAt'), sortable: true, render: time },
    { key: 'drawAt', title: t('lottery.column.drawAt'), sortable: true, render: time },
    {
      key: 'status',
      title: t('lottery.column.status'),
      render: (status: DrawStatus, draw) => (
        <span title={draw.voidReason ?? undefined}>
          <Tag color={STATUS_COLORS[status]} data-status={status}>
            {t(STATUS_LABELS[status])}
          </Tag>
        </span>
      ),
    },
    { key: 'result', title: t('lottery.column.result'), render: (_: Draw['result'], draw) => <ResultView draw={draw} /> },
  ];
}

/** By lottery, stage (what it asks of an operator), status and draw time (from, up to). */
export function useDrawFilters(): FilterField<keyof DrawQuery>[] {
  const { t } = useTranslation();
  // Wide enough for the longest choice whole in either language (`Hong Kong Mark Six`, `To act on (open, awaiting result, settling)`).
  return [
    { kind: 'select', name: 'lottery', placeholder: t('lottery.column.lottery'), options: optionsOf(LOTTERY_LABELS, t), width: 200 },
    { kind: 'select', name: 'stage', placeholder: t('lottery.filter.stage'), options: optionsOf(STAGE_LABELS, t), width: 310 },
    { kind: 'select', name: 'status', placeholder: t('lottery.column.status'), options: optionsOf(STATUS_LABELS, t), width: 120 },
    ...periodFields(t('lottery.filter.from'), t('lottery.filter.to')),
  ];
}
