import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCode, GameInfo, Plan, PlanSummary, PlanTier } from '@drawdesk/contracts';
import { hasStatus, required } from '@drawdesk/shell';
import { showFieldErrors, useCheck } from '@drawdesk/ui/form-helpers';
import { Form, type FormApi } from '@drawdesk/ui/form';
import { Modal } from '@drawdesk/ui/modal';
import { Toast } from '@drawdesk/ui/toast';
import { gameOptions, tierOptions } from '../labels.js';
import { typicalRow } from '../plan-draft.js';
import { clonePlan, savePlan } from '../plans-api.js';
import { planRules } from '../rules.js';

type Values = { game: GameCode; name: string; tier: PlanTier };
const FIELDS = ['game', 'name', 'tier'];

type Props = {
  visible: boolean;
  /** The plan to copy; null for a new plan on a game's typical terms. */
  source: PlanSummary | null;
  games: readonly GameInfo[];
  onClose: () => void;
  onCreated: (plan: Plan) => void;
};

/** A new draft plan: on the chosen game's typical odds and rebates, or as a copy of `source`; a new `key` at every opening. */
export function NewPlanModal({ visible, source, games, onClose, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const check = useCheck();
  const form = useRef<FormApi | null>(null);
  const [saving, setSaving] = useState(false);

  function create({ game: code, name, tier }: Values): Promise<Plan> {
    if (source) return clonePlan({ id: source.id, name: name.trim(), tier });
    const game = games.find((g) => g.code === code)!;
    return savePlan({ game: code, name: name.trim(), tier, status: 'draft', remark: '', rows: game.playTypes.map(typicalRow) });
  }

  async function submit() {
    const api = form.current!;
    const values = (await api.validate().catch(() => null)) as Values | null;
    if (!values) return;
    setSaving(true);
    try {
      const plan = await create(values);
      Toast.success(t(source ? 'plans.cloned' : 'plans.created', { name: plan.name }));
      onCreated(plan);
    } catch (error) {
      // The one conflict of a new plan: another plan of the game has its name.
      if (hasStatus(error, 409)) api.setError('name', t('plans.error.nameTaken'));
      else showFieldErrors(api, error, FIELDS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={source ? t('plans.clone.title', { name: source.name }) : t('plans.create')}
      visible={visible}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
    >
      <Form
        getFormApi={(api) => (form.current = api)}
        initValues={source ? { name: t('plans.clone.defaultName', { name: source.name }), tier: source.tier } : { tier: 'A' }}
        labelPosition="top"
      >
        {!source && (
          <Form.Select
            field="game"
            label={t('plans.column.game')}
            optionList={gameOptions(games, i18n.language)}
            validate={check(required)}
            extraText={t('plans.createTypical')}
            style={{ width: '100%' }}
          />
        )}
        <Form.Input field="name" label={t('plans.column.name')} validate={check(planRules.name)} />
        <Form.Select field="tier" label={t('plans.column.tier')} optionList={tierOptions} style={{ width: '100%' }} />
      </Form>
    </Modal>
  );
}
