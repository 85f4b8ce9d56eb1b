import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw, Settlement } from '@drawdesk/contracts';
import { formatDateTime, formatMoney, usePageWords } from '@drawdesk/shell';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Table } from '@drawdesk/ui/table';
import { listSettlements } from '../draws-api.js';
import { durationText } from '../durations.js';
import { settleResources } from '../settle-locale.js';

/**
 * A draw's settlement progress and result (a row's expansion): each run, newest first, with what it settled
 * and reversed. A drawn draw is still being settled: it says so until its run appears.
 */
export function DrawSettlements({ draw }: { draw: Draw }) {
  // The settlement's words come with the first row opened, not with the list.
  usePageWords(settleResources);
  const { t } = useTranslation();
  const [runs, setRuns] = useState<Settlement[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    listSettlements(draw.id).then(
      (got) => {
        setRuns(got);
        setFailure(null);
      },
      (error: Error) => setFailure(error.message),
    );
  }, [draw.id, draw.version, attempt]);

  const money = (fen: number) => formatMoney(fen);
  const columns = [
    { title: t('lottery.settlement.version'), dataIndex: 'resultVersion' },
    { title: t('lottery.settlement.kind'), dataIndex: 'kind', render: (kind: Settlement['kind']) => t(`lottery.settlement.kinds.${kind}`) },
    { title: t('lottery.settlement.orders'), dataIndex: 'orders', align: 'right' as const },
    { title: t('lottery.settlement.lines'), dataIndex: 'lines', align: 'right' as const },
    { title: t('lottery.settlement.stake'), dataIndex: 'stake', align: 'right' as const, render: money },
    { title: t('lottery.settlement.payout'), dataIndex: 'payout', align: 'right' as const, render: money },
    { title: t('lottery.settlement.rebate'), dataIndex: 'rebate', align: 'right' as const, render: money },
    { title: t('lottery.settlement.net'), dataIndex: 'net', align: 'right' as const, render: money },
    { title: t('lottery.settlement.reversed'), dataIndex: 'reversed', align: 'right' as const },
    { title: t('lottery.settlement.duration'), dataIndex: 'durationMs', align: 'right' as const, render: durationText },
    { title: t('lottery.settlement.at'), dataIndex: 'settledAt', render: (at: string) => formatDateTime(at) },
  ];
  return (
    <div id={`draw-settlements-${draw.id}`} data-runs={runs?.length ?? ''}>
      {draw.status === 'drawn' && <p>{t('lottery.settlement.running')}</p>}
      <Table
        rowKey="resultVersion"
        size="small"
        loading={runs === null && failure === null}
        dataSource={failure ? [] : (runs ?? [])}
        columns={columns}
        pagination={false}
        empty={<ListEmpty failure={failure} onRetry={() => setAttempt(attempt + 1)} empty={t('lottery.settlement.none')} />}
      />
    </div>
  );
}
