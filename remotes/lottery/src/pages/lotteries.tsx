import { useTranslation } from 'react-i18next';
import type { Market } from '@drawdesk/contracts';
import { lookups, LOTTERY_LABELS, useLookup, useOverlay } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Table } from '@drawdesk/ui/table';
import { WEEKDAYS } from '../labels.js';
import { CalendarModal } from './calendar-modal.js';

/** The three lotteries with their calendars in words; an Admin changes one in a modal. */
export function Lotteries() {
  const { t } = useTranslation();
  const markets = useLookup(lookups.lotteries) ?? [];
  const editing = useOverlay<Market>();
  const daysOf = (market: Market) => market.calendar.drawDays.map((day) => t(WEEKDAYS[day - 1]!)).join(' ');
  return (
    <>
      <Table<Market>
        id="lotteries-table"
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={markets}
        columns={[
          { title: t('lottery.column.lottery'), dataIndex: 'code', render: (_: unknown, market: Market) => t(LOTTERY_LABELS[market.code]) },
          { title: t('lottery.calendar.days'), dataIndex: 'calendar', render: (_: unknown, market: Market) => daysOf(market) },
          { title: t('lottery.calendar.time'), dataIndex: 'drawTime', render: (_: unknown, market: Market) => t('lottery.calendar.timeIn', { time: market.calendar.drawTime, zone: t(`lottery.timeZone.${market.calendar.timeZone}`) }) },
          { title: t('lottery.calendar.closeMinutes'), dataIndex: 'closeMinutes', render: (_: unknown, market: Market) => market.calendar.closeMinutes },
          { title: t('lottery.calendar.active'), dataIndex: 'active', render: (active: boolean) => t(active ? 'lottery.calendar.yes' : 'lottery.calendar.no') },
          {
            title: t('list.actions'),
            dataIndex: 'actions',
            render: (_: unknown, market: Market) => (
              <Button theme="borderless" size="small" onClick={() => editing.open(market)}>
                {t('lottery.action.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing.value && <CalendarModal key={editing.key} market={editing.value} visible={editing.visible} onClose={editing.close} onSaved={editing.close} />}
    </>
  );
}
