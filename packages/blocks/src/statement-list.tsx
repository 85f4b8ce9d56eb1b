import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type StatementDraw, statementExport, statementList, type StatementQuery, type StatementSummary } from '@drawdesk/contracts';
import { api, formatDateTime, formatMoney, LOTTERY_LABELS } from '@drawdesk/shell';
import { ExportButton, ListPage, useList, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { resultText } from './draw-statement.js';
import styles from './draw-statement.module.css';

/** Whose statement: a customer's or an agent's (docs/domain/settlement.md#statements: exactly one of the two). */
export type StatementParty = { customerId: number } | { agentId: number };
type Filter = Pick<StatementQuery, 'from' | 'to' | 'sort' | 'order'>;
/** A settled draw as a row of the kit's table (its rows are keyed by `id`). */
export type StatementRow = StatementDraw & { id: number };

const listStatement = (query: StatementQuery) => api().call(statementList, query, { silent: true });

type Props = {
  /** The list's name: element ids, its stored view, its export's file name. */
  id: string;
  party: StatementParty;
  rowActions?: (row: StatementRow) => ReactNode;
};

/**
 * A party's statement (docs/domain/settlement.md#statements): its settled draws, newest first, over a range of draw times, with the
 * period's balances and totals over the table and the CSV of its lines. A customer's rows show its lines'
 * result; an agent's show its subtree's members' net, its share and its rebate margin.
 */
export function StatementList({ id, party, rowActions }: Props) {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<StatementSummary | null>(null);
  const agent = 'agentId' in party;
  const partyKey = JSON.stringify(party);
  const load = useCallback(
    async (query: Filter & { page: number; pageSize: number }) => {
      const page = await listStatement({ ...query, ...(JSON.parse(partyKey) as StatementParty) });
      setSummary(page.summary);
      return { ...page, list: page.list.map((draw): StatementRow => ({ ...draw, id: draw.drawId })) };
    },
    [partyKey],
  );
  const list = useList<Filter, StatementRow>(load);
  const { page: _page, ...applied } = list.query;

  const columns = useMemo(() => {
    const money = (key: keyof StatementDraw & string, title: string): ListColumn<StatementRow> => ({ key, title, align: 'right', render: (fen: number) => formatMoney(fen) });
    const all: ListColumn<StatementRow>[] = [
      { key: 'lottery', title: t('statement.lottery'), render: (code: StatementDraw['lottery']) => t(LOTTERY_LABELS[code]) },
      { key: 'issue', title: t('statement.issue') },
      { key: 'drawAt', title: t('statement.drawAt'), sortable: true, render: (at: string) => formatDateTime(at) },
      { key: 'result', title: t('statement.result'), render: (result: StatementDraw['result']) => resultText(result) ?? '-' },
      { key: 'lines', title: t('statement.lines'), align: 'right' },
      money('stake', t('statement.stake')),
      ...(agent
        ? [
            money('net', t('statement.memberNet')),
            money('share', t('statement.share')),
            money('agentRebate', t('statement.agentRebate')),
            money('layoff', t('statement.layoff')),
          ]
        : [money('payout', t('statement.payout')), money('rebate', t('statement.rebate'))]),
      money('amount', t('statement.amount')),
    ];
    return all;
  }, [t, agent]);
  const filters: FilterField<keyof Filter & string>[] = [
    { kind: 'time', name: 'from', label: t('statement.from') },
    { kind: 'time', name: 'to', label: t('statement.to') },
  ];

  return (
    <div className={styles.list}>
      {summary && <SummaryView summary={summary} id={id} agent={agent} />}
      <ListPage
        id={id}
        nested
        list={list}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        empty={t('statement.empty')}
        summary={<ExportButton list={id} endpoint={statementExport} filter={{ ...applied, ...party }} />}
      />
    </div>
  );
}

/** The period: balances from the ledger around it, its draws' totals, and its other entries (payments…). */
function SummaryView({ summary, id, agent }: { summary: StatementSummary; id: string; agent: boolean }) {
  const { t } = useTranslation();
  const sums: [string, string, number][] = [
    ['opening', t('statement.opening'), summary.opening],
    ['stake', t('statement.stake'), summary.stake],
    ...(agent
      ? ([
          ['share', t('statement.share'), summary.share],
          ['agent-rebate', t('statement.agentRebate'), summary.agentRebate],
          ['layoff', t('statement.layoff'), summary.layoff],
        ] as [string, string, number][])
      : ([['payout', t('statement.payout'), summary.payout], ['rebate', t('statement.rebate'), summary.rebate]] as [string, string, number][])),
    ['amount', t('statement.amount'), summary.amount],
    ['other', t('statement.other'), summary.other],
    ['closing', t('statement.closing'), summary.closing],
  ];
  return (
    <dl className={`${styles.facts} ${styles.sums}`} id={`${id}-totals`}>
      <div id={`${id}-total-lines`}>
        <dt>{t('statement.lines')}</dt>
        <dd>{summary.lines}</dd>
      </div>
      {sums.map(([key, label, fen]) => (
        <div key={key} id={`${id}-total-${key}`} data-fen={fen} className={key === 'amount' ? styles.amount : undefined}>
          <dt>{label}</dt>
          <dd className={fen < 0 ? styles.negative : undefined}>{formatMoney(fen)}</dd>
        </div>
      ))}
    </dl>
  );
}
