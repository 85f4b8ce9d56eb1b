import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInfo, PlanStatus, PlanTier } from '@drawdesk/contracts';
import { optionsOf } from '@drawdesk/shell';
import { Descriptions } from '@drawdesk/ui/descriptions';
import { Input } from '@drawdesk/ui/input';
import { Select } from '@drawdesk/ui/select';
import { Tag } from '@drawdesk/ui/tag';
import { STATUS_COLORS, STATUS_LABELS, nameIn, tierOptions } from '../labels.js';
import { planRules } from '../rules.js';
import type { PlanEditorState, PlanField } from '../use-plan-editor.js';
import styles from './plan-detail.module.css';

type Props = { editor: PlanEditorState; game: GameInfo; editable: boolean };

/** The plan's own fields: name, game (fixed), tier, status, remark; editable for an Admin. */
export function PlanHeader({ editor, game, editable }: Props) {
  const { t, i18n } = useTranslation();
  const { draft, saved, serverErrors } = editor;
  const gameName = nameIn(game.names, i18n.language);

  if (!editable) {
    return (
      <Descriptions
        row
        data={[
          { key: t('plans.column.name'), value: draft.name },
          { key: t('plans.column.game'), value: gameName },
          { key: t('plans.column.tier'), value: draft.tier },
          { key: t('plans.column.status'), value: <Tag color={STATUS_COLORS[draft.status]}>{t(STATUS_LABELS[draft.status])}</Tag> },
          { key: t('plans.column.remark'), value: draft.remark || '-' },
        ]}
      />
    );
  }

  const error = (field: PlanField) => {
    const broken = field === 'name' || field === 'remark' ? planRules[field](draft[field]) : undefined;
    return broken ? t(broken.key, broken.values) : serverErrors[field];
  };
  const fieldClass = (field: PlanField, extra = '') =>
    [styles.field, extra, draft[field] !== saved[field] ? styles.changed : ''].filter(Boolean).join(' ');
  const field = (name: PlanField, control: ReactNode, extra?: string) => (
    <label className={fieldClass(name, extra)}>
      <span>{t(`plans.column.${name}`)}</span>
      {control}
      {error(name) && <span className={styles.error}>{error(name)}</span>}
    </label>
  );

  return (
    <div className={styles.header}>
      {field(
        'name',
        <Input id="plan-name" value={draft.name} onChange={(name) => editor.setField('name', name)} validateStatus={error('name') ? 'error' : 'default'} />,
      )}
      <div className={styles.field}>
        <span>{t('plans.column.game')}</span>
        <span>{gameName}</span>
      </div>
      {field('tier', <Select id="plan-tier" value={draft.tier} optionList={tierOptions} onChange={(tier) => editor.setField('tier', tier as PlanTier)} />)}
      {field(
        'status',
        <Select
          id="plan-status"
          value={draft.status}
          optionList={optionsOf(STATUS_LABELS, t)}
          onChange={(status) => editor.setField('status', status as PlanStatus)}
        />,
      )}
      {field(
        'remark',
        <Input id="plan-remark" value={draft.remark} onChange={(remark) => editor.setField('remark', remark)} validateStatus={error('remark') ? 'error' : 'default'} />,
        styles.remark,
      )}
    </div>
  );
}
