import { useTranslation } from 'react-i18next';
import type { SelectionRow } from '@drawdesk/contracts';
import { formatMoney, useWords } from '@drawdesk/shell';
import type { ColumnProps } from '@drawdesk/ui/table';

const money = (fen: number) => formatMoney(fen);

/** The columns of a table of selections (a run's, the live book's top ones): play, selection, lines, stake, kept, lay-off, payout. */
export function useSelectionColumns(): ColumnProps<SelectionRow>[] {
  const { t } = useTranslation();
  const words = useWords();
  return [
    { title: t('analysis.layoff.play'), dataIndex: 'play', render: (play: string) => words.play(play) },
    { title: t('analysis.layoff.selection'), dataIndex: 'selection', render: (selection: string, row) => words.selection(row.play, selection) },
    { title: t('analysis.column.lines'), dataIndex: 'lines', align: 'right' },
    { title: t('analysis.outcome.stake'), dataIndex: 'stake', align: 'right', render: money },
    { title: t('analysis.selection.kept'), dataIndex: 'keptStake', align: 'right', render: money },
    { title: t('analysis.outcome.layoff'), dataIndex: 'layoff', align: 'right', render: money },
    { title: t('analysis.outcome.payout'), dataIndex: 'payout', align: 'right', render: money },
  ];
}

/** A selection's row key. */
export const selectionKey = (row?: SelectionRow) => `${row?.play}:${row?.selection}`;
