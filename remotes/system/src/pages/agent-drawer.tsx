import { useTranslation } from 'react-i18next';
import type { Agent, AgentSave, AgentStatus } from '@drawdesk/contracts';
import { decimalText, hasStatus, lookups, optionsOf, parseDecimal, parseYuan, useLookup, yuanText } from '@drawdesk/shell';
import { useEditForm } from '@drawdesk/ui/edit-form';
import { serverChecked, useCheck } from '@drawdesk/ui/form-helpers';
import { Form } from '@drawdesk/ui/form';
import { SaveFooter } from '@drawdesk/ui/list-parts';
import { SideSheet } from '@drawdesk/ui/side-sheet';
import { Toast } from '@drawdesk/ui/toast';
import { changedSince, saveAgent } from '../agents-api.js';
import { STATUS_LABELS } from '../labels.js';
import { SHARE_PLACES, agentRules } from '../rules.js';

/**
 * The form's values. Fields are named as the keys of the body, so the server's field errors land on
 * them; share and credit limit hold the typed text (a percent, yuan), turned into integers on save.
 */
type Values = {
  code: string;
  name: string;
  parentId?: number;
  shareBp: string;
  rebatePlanId?: number;
  creditLimit: string;
  mayLayOff: boolean;
  status: AgentStatus;
  contact?: string;
  remark?: string;
};
const FIELDS = ['code', 'name', 'parentId', 'shareBp', 'rebatePlanId', 'creditLimit', 'mayLayOff', 'status', 'contact', 'remark'];
const NEW_AGENT: Partial<Values> = { creditLimit: '0', mayLayOff: false, status: 'active' };

const valuesOf = (agent: Agent): Values => ({
  code: agent.code,
  name: agent.name,
  parentId: agent.parentId ?? undefined,
  shareBp: decimalText(agent.shareBp, SHARE_PLACES),
  rebatePlanId: agent.rebatePlanId ?? undefined,
  creditLimit: yuanText(agent.creditLimit),
  mayLayOff: agent.mayLayOff,
  status: agent.status,
  contact: agent.contact,
  remark: agent.remark,
});

function bodyOf(values: Values, agent: Agent | null): AgentSave {
  const fields: AgentSave = {
    code: values.code,
    name: values.name.trim(),
    parentId: values.parentId ?? null,
    // Both texts passed their rules (Semi submits only then): they parse.
    shareBp: parseDecimal(values.shareBp, SHARE_PLACES)!,
    rebatePlanId: values.rebatePlanId ?? null,
    creditLimit: parseYuan(values.creditLimit)!,
    mayLayOff: values.mayLayOff,
    status: values.status,
    contact: values.contact?.trim() ?? '',
    remark: values.remark?.trim() ?? '',
  };
  return agent ? { ...fields, id: agent.id, version: agent.version } : fields;
}

type Props = { visible: boolean; agent: Agent | null; onClose: () => void; onSaved: () => void };

/** Create (no agent) or edit an agent in a drawer; give it a new `key` at every opening (useOverlay). */
export function AgentDrawer({ visible, agent: opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const check = useCheck();
  const { form, item: agent, saving, submit, submitForm } = useEditForm<Agent, Values, Agent>({
    opened,
    fields: FIELDS,
    save: (values, agent) => saveAgent(bodyOf(values, agent)),
    onSaved: (saved, agent) => {
      Toast.success(t(agent ? 'system.agents.saved' : 'system.agents.created', { code: saved.code }));
      onSaved();
    },
    // A conflict on create is the one unique rule of agents: the code (case-insensitive).
    fieldOf: (error, agent) => (!agent && hasStatus(error, 409) ? { field: 'code', message: t('system.agents.codeTaken') } : null),
    changedSince,
    valuesOf,
    staleMessage: t('system.agents.stale'),
  });
  const agents = useLookup(lookups.agents) ?? [];
  const plans = useLookup(lookups.plans) ?? [];
  // An agent cannot be its own parent; deeper cycles are the server's to refuse (under the field).
  const parents = agents.filter((a) => a.id !== agent?.id).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }));

  return (
    <SideSheet
      title={t(agent ? 'system.agents.edit' : 'system.agents.create')}
      visible={visible}
      onCancel={onClose}
      width={480}
      footer={<SaveFooter saving={saving} onCancel={onClose} onSave={submitForm} />}
    >
      <Form
        getFormApi={(api) => (form.current = api)}
        initValues={agent ? valuesOf(agent) : NEW_AGENT}
        labelPosition="top"
        onSubmit={submit}
      >
        <Form.Input field="code" label={t('system.column.code')} readonly={agent !== null} validate={agent ? undefined : check(agentRules.code)} />
        <Form.Input field="name" label={t('system.column.name')} validate={check(agentRules.name)} />
        <Form.Select
          field="parentId"
          label={t('system.column.parent')}
          placeholder={t('system.agents.noParent')}
          optionList={parents}
          validate={serverChecked}
          filter
          showClear
          style={{ width: '100%' }}
        />
        <Form.Input field="shareBp" label={t('system.column.share')} suffix="%" extraText={t('system.agents.shareHint')} validate={check(agentRules.shareBp)} />
        <Form.Select
          field="rebatePlanId"
          label={t('system.column.rebatePlan')}
          placeholder={t('system.agents.noRebatePlan')}
          validate={serverChecked}
          optionList={plans.map((plan) => ({ value: plan.id, label: `${plan.name} (${plan.game} ${plan.tier})` }))}
          showClear
          style={{ width: '100%' }}
        />
        <Form.Input field="creditLimit" label={t('system.agents.creditLimitYuan')} validate={check(agentRules.creditLimit)} />
        <Form.Switch field="mayLayOff" label={t('system.column.mayLayOff')} validate={serverChecked} />
        <Form.Select
          field="status"
          label={t('system.column.status')}
          optionList={optionsOf(STATUS_LABELS, t)}
          validate={serverChecked}
          style={{ width: '100%' }}
        />
        <Form.Input field="contact" label={t('system.column.contact')} validate={check(agentRules.contact)} />
        <Form.TextArea field="remark" label={t('system.column.remark')} validate={check(agentRules.remark)} />
      </Form>
    </SideSheet>
  );
}
