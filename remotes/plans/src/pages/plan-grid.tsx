import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInfo, PlayTypeInfo } from '@drawdesk/contracts';
import { formatMoney, formatRate, parseYuan, type Broken } from '@drawdesk/shell';
import { Switch } from '@drawdesk/ui/switch';
import { Table } from '@drawdesk/ui/table';
import { nameIn } from '../labels.js';
import { parseOdds, parsePercent, pricedBySelection, type RowDraft } from '../plan-draft.js';
import { rowProblems } from '../rules.js';
import { cellKey, type PlanEditorState, type RowField } from '../use-plan-editor.js';
import { CellError, ReturnCell, TextCell } from './grid-cells.js';
import styles from './plan-detail.module.css';

type MoneyField = 'minStake' | 'maxStake' | 'maxPerSelection';
const MONEY_FIELDS: readonly MoneyField[] = ['minStake', 'maxStake', 'maxPerSelection'];

type Props = { editor: PlanEditorState; game: GameInfo; editable: boolean };

/**
 * The plan's rows, one per play type in catalogue order: odds per slot, rebate, stake limits, locked,
 * and the return to player and house edge of the saved terms. Editable cells for an Admin.
 */
export function PlanGrid({ editor, game, editable }: Props) {
  const { t, i18n } = useTranslation();
  const { draft, saved, serverErrors, returns } = editor;
  const types = game.playTypes;
  const message = (broken: Broken | undefined, row: number, field: RowField) =>
    broken ? t(broken.key, broken.values) : serverErrors[cellKey(row, field)];
  const changed = (row: number, field: RowField) => JSON.stringify(draft.rows[row]![field]) !== JSON.stringify(saved.rows[row]![field]);
  const rowChanged = (row: number) => JSON.stringify(draft.rows[row]) !== JSON.stringify(saved.rows[row]);
  const playName = (type: PlayTypeInfo) => nameIn(type.names, i18n.language);
  // The label of an odds slot: its name, or for plays priced by selection the return against fair odds.
  const slotLabel = (type: PlayTypeInfo, slot: number) => (pricedBySelection(type) ? t('plans.return') : nameIn(type.oddsSlots[slot]!.names, i18n.language));

  function odds(row: RowDraft, i: number) {
    const type = types[i]!;
    const priced = pricedBySelection(type);
    const labelled = type.oddsSlots.length > 1 || priced;
    if (!editable) {
      const values = row.odds.map((text) => (priced ? formatRate(parseOdds(type, text)!) : text));
      return labelled ? values.map((value, slot) => <div key={slot}>{`${slotLabel(type, slot)} ${value}`}</div>) : values[0];
    }
    const problems = rowProblems(type, row).odds;
    return (
      <>
        {row.odds.map((text, slot) => (
          <TextCell
            key={slot}
            label={`${playName(type)} ${slotLabel(type, slot)}`}
            value={text}
            onChange={(value) => editor.setCell(i, 'odds', row.odds.map((old, s) => (s === slot ? value : old)))}
            error={problems[slot] && t(problems[slot].key, problems[slot].values)}
            changed={changed(i, 'odds')}
            prefix={labelled ? slotLabel(type, slot) : undefined}
            suffix={priced ? '%' : undefined}
          />
        ))}
        <CellError message={serverErrors[cellKey(i, 'odds')]} />
      </>
    );
  }

  function rebate(row: RowDraft, i: number) {
    if (!editable) return formatRate(parsePercent(row.rebate)!);
    return (
      <TextCell
        label={`${playName(types[i]!)} ${t('plans.column.rebate')}`}
        value={row.rebate}
        onChange={(value) => editor.setCell(i, 'rebate', value)}
        error={message(rowProblems(types[i]!, row).rebateBp, i, 'rebate')}
        changed={changed(i, 'rebate')}
        suffix="%"
      />
    );
  }

  const money = (field: MoneyField) => (row: RowDraft, i: number) => {
    if (!editable) return formatMoney(parseYuan(row[field])!);
    return (
      <TextCell
        label={`${playName(types[i]!)} ${t(`plans.column.${field}`)}`}
        value={row[field]}
        onChange={(value) => editor.setCell(i, field, value)}
        error={message(rowProblems(types[i]!, row)[field], i, field)}
        changed={changed(i, field)}
      />
    );
  };

  function locked(row: RowDraft, i: number) {
    if (!editable) return t(row.locked ? 'plans.locked.yes' : 'plans.locked.no');
    return (
      <Switch
        aria-label={`${playName(types[i]!)} ${t('plans.column.locked')}`}
        checked={row.locked}
        onChange={(checked) => editor.setCell(i, 'locked', checked)}
      />
    );
  }

  const computed = (i: number) => returns?.find((r) => r.play === types[i]!.code);
  const render = (cell: (row: RowDraft, i: number) => ReactNode) => (_: unknown, row: RowDraft, i: number) => cell(row, i);
  const columns = [
    { title: t('plans.column.play'), dataIndex: 'play', className: styles.nowrap, render: render((_, i) => playName(types[i]!)) },
    { title: t('plans.column.odds'), dataIndex: 'odds', width: 200, render: render(odds) },
    { title: `${t('plans.column.rebate')} (%)`, dataIndex: 'rebate', render: render(rebate) },
    ...MONEY_FIELDS.map((field) => ({ title: `${t(`plans.column.${field}`)} (${t('plans.yuan')})`, dataIndex: field, render: render(money(field)) })),
    { title: t('plans.column.locked'), dataIndex: 'locked', render: render(locked) },
    {
      title: t('plans.column.returnToPlayer'),
      dataIndex: 'returnToPlayer',
      className: styles.nowrap,
      render: render((_, i) => <ReturnCell computed={computed(i)} changed={rowChanged(i)} show="return" />),
    },
    {
      title: t('plans.column.houseEdge'),
      dataIndex: 'houseEdge',
      className: styles.nowrap,
      render: render((_, i) => <ReturnCell computed={computed(i)} changed={rowChanged(i)} show="edge" />),
    },
  ];

  return <Table rowKey="play" dataSource={draft.rows} columns={columns} pagination={false} />;
}
