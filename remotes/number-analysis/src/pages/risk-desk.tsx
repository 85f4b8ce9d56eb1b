import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw, RiskBoard, RiskBoardRow } from '@drawdesk/contracts';
import { PLAY_GROUPS, type GameCode } from '@drawdesk/shell/lottery';
import { eventBus, formatDateTime, formatMoney, usePermission, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Progress } from '@drawdesk/ui/progress';
import { Select } from '@drawdesk/ui/select';
import { Table, type ColumnProps } from '@drawdesk/ui/table';
import { Tag } from '@drawdesk/ui/tag';
import { Tooltip } from '@drawdesk/ui/tooltip';
import { pageLayout } from '@drawdesk/ui/page';
import { oddsText } from '../labels.js';
import { readBoard } from '../risk-api.js';
import { capPercent, handAction, playsOf, ruleOn, stateLabel, touchesDesk } from '../risk-labels.js';
import { HandModal, type HandChange } from './hand-modal.js';
import { OddsSparkline } from './odds-sparkline.js';
import styles from './risk.module.css';
import page from './analysis.module.css';

/** Rows a page of the board shows: every number of Mark Six at once, pick-3's 1,000 a page at a time. */
const PAGE_ROWS = 100;
const firstPlay = (game: GameCode) => (game === 'PICK3' ? 'P3_DIRECT' : 'TM');

/**
 * The risk desk's board of a draw (docs/domain/analysis.md, the risk desk): a play picked, per selection its base and current odds
 * with their history, the viewer's stake and kept stake (after automatic lay-offs), how much of the cap the book uses, its state with
 * the close or open action (Admins; the reason asked), and the automatic lay-offs made. Live: a board event
 * of this draw and play on the event stream (a close, an open, an order that moved it, a rule) reloads it.
 */
export function RiskDesk({ draw }: { draw: Draw }) {
  const { t } = useTranslation();
  const words = useWords();
  const isAdmin = usePermission(['Admin']);
  const [play, setPlay] = useState(firstPlay(draw.game));
  const [board, setBoard] = useState<RiskBoard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [change, setChange] = useState<HandChange | null>(null);

  const load = useCallback(async () => {
    try {
      const read = await readBoard(draw.id, play);
      setBoard(read.drawId === draw.id && read.play === play ? read : null);
      setFailure(null);
    } catch (error) {
      setFailure((error as Error).message);
    }
  }, [draw.id, play]);

  useEffect(() => {
    setBoard(null);
    void load();
    const desk = { drawId: draw.id, lottery: draw.lottery, play };
    const off = eventBus.on('order', ({ traceId }) => touchesDesk(traceId, desk) === 'board' && void load());
    const back = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', back);
    return () => {
      off();
      document.removeEventListener('visibilitychange', back);
    };
  }, [draw.id, draw.lottery, play, load]);

  const groupName = (code: string) => PLAY_GROUPS.find((group) => group.code === code)?.names[words.locale] ?? code;
  const money = (fen: number) => formatMoney(fen);
  const columns: ColumnProps<RiskBoardRow>[] = [
    { title: t('analysis.risk.col.selection'), dataIndex: 'selection', width: 96, render: (selection: string) => <span data-selection={selection}>{words.selection(play, selection)}</span> },
    { title: t('analysis.risk.col.baseOdds'), dataIndex: 'baseOdds', width: 90, align: 'right', render: (odds: number) => <span className={styles.odds}>{oddsText(odds)}</span> },
    {
      title: t('analysis.risk.col.currentOdds'),
      dataIndex: 'currentOdds',
      width: 90,
      align: 'right',
      render: (odds: number, row) => <span className={`${styles.odds} ${odds < row.baseOdds ? styles.dropped : ''}`} data-odds={odds}>{oddsText(odds)}</span>,
    },
    { title: t('analysis.risk.col.trend'), dataIndex: 'history', width: 104, render: (_: unknown, row) => <OddsSparkline id={`spark-${row.selection}`} history={row.history} /> },
    { title: t('analysis.risk.col.stake'), dataIndex: 'stake', width: 106, align: 'right', render: money },
    { title: t('analysis.risk.col.kept'), dataIndex: 'keptStake', width: 100, align: 'right', render: money },
    {
      title: t('analysis.risk.col.cap'),
      dataIndex: 'capUsedBp',
      width: 114,
      render: (_: unknown, row) => {
        const percent = capPercent(row);
        if (percent === null) return <span className={styles.muted}>{t('analysis.risk.none')}</span>;
        return (
          <div className={styles.capCell}>
            <Progress percent={percent} size="small" stroke={percent >= 100 ? 'var(--semi-color-danger)' : undefined} aria-label={t('analysis.risk.col.cap')} />
            <span className={styles.muted}>{`${(row.capUsedBp! / 100).toFixed(0)}% / ${money(row.cap!)}`}</span>
            {row.capFrom > 0 && <span className={styles.muted} data-cap-from={row.capFrom}>{t('analysis.risk.capFrom', { stake: money(row.capFrom) })}</span>}
          </div>
        );
      },
    },
    {
      title: t('analysis.risk.col.state'),
      dataIndex: 'state',
      width: 100,
      render: (_: unknown, row) => {
        const label = stateLabel(row.state);
        const tag = <Tag color={label.color} data-state={row.state.state === 'open' ? 'open' : row.state.cause}>{t(label.key)}</Tag>;
        if (row.state.state === 'closed' && row.state.cause === 'hand') {
          return (
            <div className={styles.stateCell}>
              <Tooltip content={formatDateTime(row.state.at)}>{tag}</Tooltip>
              <span className={styles.muted}>{t('analysis.risk.state.handWhy', label.values)}</span>
            </div>
          );
        }
        return tag;
      },
    },
    {
      title: t('analysis.risk.col.layoffs'),
      dataIndex: 'autoLayoffs',
      width: 110,
      render: (_: unknown, row) =>
        row.autoLayoffs.count === 0 ? (
          <span className={styles.muted}>-</span>
        ) : (
          <div className={styles.stateCell}>
            <span>{t('analysis.risk.layoffsText', { count: row.autoLayoffs.count, stake: money(row.autoLayoffs.stake) })}</span>
            {row.autoLayoffs.planned > 0 && <span className={styles.muted}>{t('analysis.risk.plannedText', { planned: money(row.autoLayoffs.planned) })}</span>}
          </div>
        ),
    },
    ...(isAdmin
      ? [
          {
            title: t('analysis.risk.col.actions'),
            dataIndex: 'actions',
            width: 86,
            fixed: 'right' as const,
            render: (_: unknown, row: RiskBoardRow) => {
              const action = handAction(row);
              const atCap = row.state.state === 'closed' && row.state.cause === 'cap' ? row.stake : null;
              return (
                <Button size="small" theme="borderless" type={action === 'close' ? 'danger' : 'primary'} data-action={action} onClick={() => setChange({ action, drawId: draw.id, play, selection: row.selection, atCap })}>
                  {t(`analysis.risk.${action}`)}
                </Button>
              );
            },
          },
        ]
      : []),
  ];

  const rule = board?.rule ?? null;
  return (
    <section className={page.section} id="risk-desk">
      <div className={styles.bar}>
        <Select
          id="risk-play"
          aria-label={t('analysis.risk.play')}
          value={play}
          filter
          onChange={(value) => setPlay(String(value))}
          optionList={playsOf(draw.game).map((code) => ({ value: code, label: words.play(code) }))}
          style={{ width: 180 }}
        />
        {board && <span id="risk-group">{t('analysis.risk.groupCloses', { group: groupName(board.group), at: formatDateTime(board.groupClosesAt) })}</span>}
        {board && (
          <span id="risk-rule">
            {ruleOn(rule)
              ? [
                  t('analysis.risk.ruleText', { basis: t(`analysis.risk.basis.${rule.basis}`), step: money(rule.step), drop: oddsText(rule.drop), floor: oddsText(rule.floor) }),
                  rule.capPerSelection === null ? '' : t('analysis.risk.capText', { cap: money(rule.capPerSelection) }),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t('analysis.risk.ruleOff')}
          </span>
        )}
        <span className={pageLayout.spacer} />
        {board && <span className={styles.muted} id="risk-updated">{t('analysis.risk.updated', { at: formatDateTime(board.at) })}</span>}
      </div>
      {failure && <div className={page.error}>{failure}</div>}
      {board?.truncated && <div className={page.note}>{t('analysis.risk.truncated', { n: board.rows.length })}</div>}
      <Table<RiskBoardRow>
        id="risk-board"
        rowKey="selection"
        size="small"
        loading={!board && !failure}
        dataSource={board?.rows ?? []}
        columns={columns}
        pagination={(board?.rows.length ?? 0) > PAGE_ROWS ? { pageSize: PAGE_ROWS } : false}
        // As wide as its columns, which fit a 1280 px window (996 px; longer titles wrap): narrower than that the last ones spill
        // out of the pane; the actions stay fixed on the right.
        scroll={{ x: columns.reduce((width, column) => width + Number(column.width ?? 0), 0) }}
      />
      <HandModal
        change={change}
        onClose={() => setChange(null)}
        onDone={(after) => {
          setChange(null);
          setBoard(after);
        }}
      />
    </section>
  );
}
