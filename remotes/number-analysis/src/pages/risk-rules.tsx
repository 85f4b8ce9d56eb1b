import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoLayoffRule, LotteryCode, RiskRule } from '@drawdesk/contracts';
import type { GameCode } from '@drawdesk/shell/lottery';
import { formatDateTime, formatMoney, formatRate, usePermission, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Table, type ColumnProps } from '@drawdesk/ui/table';
import { Tag } from '@drawdesk/ui/tag';
import { pageLayout } from '@drawdesk/ui/page';
import { oddsText } from '../labels.js';
import { listKeepRules, listRules } from '../risk-api.js';
import { KeepModal } from './keep-modal.js';
import { RiskSettingsForm } from './risk-settings-form.js';
import { RuleModal } from './rule-modal.js';
import styles from './risk.module.css';
import page from './analysis.module.css';

/** Keep-at-most rules listed (a party and play each): the viewer's scope's first 200. */
const KEEP_LISTED = 200;

/**
 * The risk desk's rules for a lottery: its odds drop and cap per play (everyone reads them, Admins change
 * them), the keep-at-most rules of automatic lay-off in the viewer's scope, and (Admins) the payout caps and
 * the play groups that close early.
 */
export function RiskRules({ lottery, game }: { lottery: LotteryCode; game: GameCode }) {
  const { t } = useTranslation();
  const words = useWords();
  const isAdmin = usePermission(['Admin']);
  const [rules, setRules] = useState<RiskRule[]>([]);
  const [keeps, setKeeps] = useState<AutoLayoffRule[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [rule, setRule] = useState<RiskRule | null | undefined>(undefined);
  const [keep, setKeep] = useState<AutoLayoffRule | null | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      const [read, kept] = await Promise.all([listRules(lottery), listKeepRules({ page: 1, pageSize: KEEP_LISTED })]);
      setRules(read);
      setKeeps(kept.list);
      setFailure(null);
    } catch (error) {
      setFailure((error as Error).message);
    }
  }, [lottery]);
  useEffect(() => void load(), [load]);

  const onOff = (enabled: boolean) => <Tag color={enabled ? 'green' : 'grey'}>{t(enabled ? 'analysis.risk.on' : 'analysis.risk.off')}</Tag>;
  const changed = (row: { updatedBy: string; updatedAt: string }) => <span className={styles.muted}>{`${row.updatedBy} · ${formatDateTime(row.updatedAt)}`}</span>;
  const ruleColumns: ColumnProps<RiskRule>[] = [
    { title: t('analysis.risk.field.play'), dataIndex: 'play', render: (play: string) => words.play(play) },
    { title: t('analysis.risk.field.basis'), dataIndex: 'basis', render: (basis: RiskRule['basis']) => t(`analysis.risk.basis.${basis}`) },
    { title: t('analysis.risk.field.step'), dataIndex: 'step', align: 'right', render: (fen: number) => formatMoney(fen) },
    { title: t('analysis.risk.field.drop'), dataIndex: 'drop', align: 'right', render: (odds: number) => oddsText(odds) },
    { title: t('analysis.risk.field.floor'), dataIndex: 'floor', align: 'right', render: (odds: number) => oddsText(odds) },
    { title: t('analysis.risk.field.cap'), dataIndex: 'capPerSelection', align: 'right', render: (fen: number | null) => (fen === null ? t('analysis.risk.none') : formatMoney(fen)) },
    { title: t('analysis.risk.field.enabled'), dataIndex: 'enabled', render: onOff },
    { title: t('analysis.risk.field.updated'), dataIndex: 'updatedAt', render: (_: unknown, row) => changed(row) },
    ...(isAdmin
      ? [{ title: '', dataIndex: 'edit', render: (_: unknown, row: RiskRule) => <Button size="small" theme="borderless" data-action="edit-rule" onClick={() => setRule(row)}>{t('analysis.risk.rules.edit')}</Button> }]
      : []),
  ];
  const keepColumns: ColumnProps<AutoLayoffRule>[] = [
    { title: t('analysis.risk.field.party'), dataIndex: 'agentName', render: (name: string | null) => name ?? t('analysis.risk.party.company') },
    { title: t('analysis.risk.field.play'), dataIndex: 'play', render: (play: string) => words.play(play) },
    { title: t('analysis.risk.field.keepMax'), dataIndex: 'keepMax', align: 'right', render: (fen: number) => formatMoney(fen) },
    {
      title: t('analysis.risk.field.counterparty'),
      dataIndex: 'counterparty',
      render: (_: unknown, row) =>
        row.counterparty === 'upline'
          ? t('analysis.risk.counterparty.upline')
          : `${row.upstream ?? ''} · ${oddsText(row.odds ?? 0)} · ${formatRate(row.rebateBp ?? 0)}`,
    },
    { title: t('analysis.risk.field.enabled'), dataIndex: 'enabled', render: onOff },
    { title: t('analysis.risk.field.updated'), dataIndex: 'updatedAt', render: (_: unknown, row) => changed(row) },
    { title: '', dataIndex: 'edit', render: (_: unknown, row) => <Button size="small" theme="borderless" data-action="edit-keep" onClick={() => setKeep(row)}>{t('analysis.risk.rules.edit')}</Button> },
  ];

  return (
    <section className={styles.rules} id="risk-rules">
      {failure && <div className={page.error}>{failure}</div>}
      <section className={page.section}>
        <div className={pageLayout.header}>
          <h3>{t('analysis.risk.rules.odds')}</h3>
          <span className={pageLayout.spacer} />
          {isAdmin ? (
            <Button id="risk-rule-add" theme="light" onClick={() => setRule(null)}>{t('analysis.risk.rules.add')}</Button>
          ) : (
            <span className={styles.muted}>{t('analysis.risk.rules.adminOnly')}</span>
          )}
        </div>
        <Table<RiskRule> id="risk-rule-table" rowKey="play" size="small" dataSource={rules} columns={ruleColumns} pagination={false} empty={t('analysis.risk.rules.none')} />
      </section>
      <section className={page.section}>
        <div className={pageLayout.header}>
          <h3>{t('analysis.risk.rules.keep')}</h3>
          <span className={pageLayout.spacer} />
          <Button id="risk-keep-add" theme="light" onClick={() => setKeep(null)}>{t('analysis.risk.rules.add')}</Button>
        </div>
        <Table<AutoLayoffRule> id="risk-keep-table" rowKey={(row) => `${row?.agentId ?? 0}:${row?.play}`} size="small" dataSource={keeps} columns={keepColumns} pagination={false} empty={t('analysis.risk.rules.none')} />
      </section>
      {isAdmin && <RiskSettingsForm lottery={lottery} game={game} />}
      {rule !== undefined && (
        <RuleModal
          key={rule?.play ?? 'new'}
          lottery={lottery}
          game={game}
          editing={rule}
          taken={rules.map((r) => r.play)}
          onClose={() => setRule(undefined)}
          onSaved={() => {
            setRule(undefined);
            void load();
          }}
        />
      )}
      {keep !== undefined && (
        <KeepModal
          key={keep ? `${keep.agentId ?? 0}:${keep.play}` : 'new'}
          editing={keep}
          onClose={() => setKeep(undefined)}
          onSaved={() => {
            setKeep(undefined);
            void load();
          }}
        />
      )}
    </section>
  );
}
