import { useTranslation } from 'react-i18next';
import type { OutcomeRow } from '@drawdesk/contracts';
import { formatMoney } from '@drawdesk/shell';
import { Table, type ColumnProps } from '@drawdesk/ui/table';
import { compareOutcomes, type OutcomeKey } from '../outcomes.js';
import { outcomeLabel } from './summary-cards.js';
import styles from './analysis.module.css';

const MONEY: readonly OutcomeKey[] = ['stake', 'payout', 'net', 'layoff', 'netAfter'];
/** Semi's sorter (rows may be absent in its type; they never are). */
const sorterOf = (key: OutcomeKey) => (a?: OutcomeRow, b?: OutcomeRow) => (a && b ? compareOutcomes(key)(a, b) : 0);
const signed = (fen: number) => <span className={fen < 0 ? styles.loss : fen > 0 ? styles.profit : undefined}>{formatMoney(fen)}</span>;

/** Every outcome with its stake, payout, result, suggested lay-off and result after it; sortable by each, worst result first. */
export function OutcomeTable({ rows, game }: { rows: readonly OutcomeRow[]; game: string }) {
  const { t } = useTranslation();
  const columns: ColumnProps<OutcomeRow>[] = [
    { title: t('analysis.outcome.outcome'), dataIndex: 'outcome', sorter: sorterOf('outcome'), render: (outcome: string) => outcomeLabel(outcome) },
    ...MONEY.map(
      (key): ColumnProps<OutcomeRow> => ({
        title: t(`analysis.outcome.${key}`),
        dataIndex: key,
        align: 'right',
        sorter: sorterOf(key),
        ...(key === 'net' ? { defaultSortOrder: 'ascend' as const } : {}),
        render: (fen: number) => (key === 'net' || key === 'netAfter' ? signed(fen) : formatMoney(fen)),
      }),
    ),
  ];
  return (
    <Table<OutcomeRow>
      id="analysis-outcomes"
      rowKey="outcome"
      size="small"
      dataSource={[...rows]}
      columns={columns}
      pagination={{ pageSize: game === 'PICK3' ? 50 : 49 }}
      scroll={{ x: 'max-content' }}
    />
  );
}
